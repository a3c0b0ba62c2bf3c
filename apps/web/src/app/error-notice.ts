import { isErrorCode } from '@kontor/domain/errors';
import type { TFunction } from 'i18next';
import type { ErrorNotice } from '../ui/light/light-notify';
import { formatDate } from './format';

/**
 * The error notification of a catalogue code (titled Error, the code's text), the same
 * whether the api client or a form shows it. (A change refused after the trial, 5005, says where a
 * plan is ordered in its text itself, so that every place showing the code says it.)
 */
export function errorNotice(t: TFunction, code: string, keptUntil?: string): ErrorNotice {
  return { title: t('common.errors.errorTitle'), description: errorText(t, code, keptUntil) };
}

/**
 * A catalogue code's text; a refused deletion of a record the law keeps (9556-9559) names the day it
 * is kept to, written as the UI language writes a day.
 */
export function errorText(t: TFunction, code: string, keptUntil?: string): string {
  return t(`errors.${isErrorCode(code) ? code : '5003'}`, keptUntil ? { keptUntil: formatDate(keptUntil) } : {});
}
