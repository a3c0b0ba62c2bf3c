import { isErrorCode } from '@kontor/domain/errors';
import { App, type FormInstance } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';
import { applyFieldErrors, renameFields } from '../ui/zod-rule';

// Its own module (not with the form parts) so that the login page loads no date picker or select.
/**
 * Shows a failed call where it belongs: a 422 with `fields` on the form's fields, any other
 * catalogue code as an error notification titled Error (SPEC.md §8).
 */
export function useApiErrors() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  return useCallback(
    (error: unknown, form?: FormInstance, rename: Record<string, string> = {}) => {
      if (error instanceof ApiError && form && applyFieldErrors(form, renameFields(error.fields, rename), t)) return;
      const code = error instanceof ApiError ? error.code : '500';
      notification.error({ title: t('common.errors.errorTitle'), description: t(`errors.${isErrorCode(code) ? code : '500'}`) });
    },
    [notification, t],
  );
}
