import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';
import { errorNotice } from './error-notice';
import { notify } from '../ui/light/light-notify';
import { applyFieldErrors, renameFields } from '../ui/zod-rule';

// Its own module (not with the form parts) so that the login page loads no date picker or select.
// `form` is antd's or the light one (ui/light/light-form): both set field errors the same way.
/**
 * Shows a failed call where it belongs: a 422 with `fields` on the form's fields, any other
 * catalogue code as an error notification titled Error.
 */
export function useApiErrors() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, form?: Pick<FormInstance, 'setFields'>, rename: Record<string, string> = {}) => {
      if (error instanceof ApiError && form && applyFieldErrors(form, renameFields(error.fields, rename), t)) return;
      notify.error(error instanceof ApiError ? errorNotice(t, error.code, error.keptUntil) : errorNotice(t, '500'));
    },
    [t],
  );
}
