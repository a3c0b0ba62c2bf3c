import { isErrorCode } from '@kontor/domain/errors';
import type { TFunction } from 'i18next';
import type { ErrorNotice } from '../ui/light/light-notify';

/**
 * The error notification of a catalogue code (SPEC.md §8: titled Error, the code's text), the same
 * whether the api client or a form shows it. A change refused after the trial (5005) also says
 * where a plan is ordered; what was typed stays in the form.
 */
export function errorNotice(t: TFunction, code: string): ErrorNotice {
  const description = t(`errors.${isErrorCode(code) ? code : '5003'}`);
  return {
    title: t('common.errors.errorTitle'),
    description: code === '5005' ? `${description}. ${t('subscriptions.expiredHint')}` : description,
  };
}
