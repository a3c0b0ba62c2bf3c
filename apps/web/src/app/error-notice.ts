import { isErrorCode } from '@kontor/domain/errors';
import type { TFunction } from 'i18next';
import type { ErrorNotice } from '../ui/light/light-notify';

/**
 * The error notification of a catalogue code (titled Error, the code's text), the same
 * whether the api client or a form shows it. (A change refused after the trial, 5005, says where a
 * plan is ordered in its text itself, so that every place showing the code says it.)
 */
export function errorNotice(t: TFunction, code: string): ErrorNotice {
  return { title: t('common.errors.errorTitle'), description: t(`errors.${isErrorCode(code) ? code : '5003'}`) };
}
