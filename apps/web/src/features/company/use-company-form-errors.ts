import { isErrorCode } from '@kontor/domain/errors';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { uploadRefusalOf, withoutRefused } from '../../app/upload-refusal';
import { applyFieldErrors } from '../../ui/zod-rule';

/**
 * Shows a failed company call where it belongs: a 422 on its fields, a refused file on the file
 * field (by name, and out of its list), anything else as a notification. The form keeps every value the user typed.
 */
export function useCompanyFormErrors() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (form: Pick<FormInstance, 'setFields' | 'getFieldValue'>, error: unknown, fileField?: string) => {
    if (!(error instanceof ApiError)) return;
    if (error.status === 422 && applyFieldErrors(form, error.fields, t)) return;
    const text = isErrorCode(error.code) ? t(`errors.${error.code}`) : t('errors.5003');
    if (fileField && (error.code === '5002' || error.code === '5008' || error.code === '5007')) {
      // Said at the file field, naming the file the server refused, which leaves the field's list:
      // nothing of the call was stored.
      const refusal = uploadRefusalOf(error);
      const chosen = (form.getFieldValue(fileField) as File[] | undefined) ?? [];
      form.setFields([
        {
          name: fileField,
          value: refusal ? withoutRefused(chosen, refusal) : chosen,
          errors: [refusal ? `${refusal.file}: ${text}` : text],
        },
      ]);
      return;
    }
    void message.error(text);
  };
}
