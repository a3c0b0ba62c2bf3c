import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Form, Typography } from 'antd';
import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../app/guards';
import { usePageTitle } from '../../app/page-title';
import { useSession } from '../../app/session';
import { sessionDraft } from '../../app/session-draft';
import { useUploadLimits } from '../../app/upload-limits';
import { FileUpload } from '../../ui/file-upload';
import { companyApi } from './company.api';
import { companyDefaults, CompanyFormFields, type CompanyFormValues, toCompanyPayload } from './company-form-fields';
import { useCompanyFormErrors } from './use-company-form-errors';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';

type Values = CompanyFormValues & { logo?: File[] };

/**
 * What was typed, kept for the tab's session: a reload or a new login after the session ended gives
 * it back. Not the logo: a file cannot be kept, the dealer picks it again.
 */
const draft = sessionDraft<CompanyFormValues>('company.create');

/** The first thing a verified user without a company sees: every company field and an optional logo, sent as one call. */
export default function CreateCompanyPage() {
  const { t } = useTranslation();
  const uploadLimits = useUploadLimits();
  usePageTitle('company.create.title');
  const { message } = App.useApp();
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const showError = useCompanyFormErrors();

  const create = useMutation({
    mutationFn: ({ logo, ...values }: Values) => companyApi.create(toCompanyPayload(values), logo?.[0]),
    onSuccess: async () => {
      draft.clear();
      void message.success(t('company.create.created'));
      await refresh();
      // The same landing as after a login: the dashboard.
      await navigate(HOME_PATH, { replace: true });
    },
    onError: (error) => showError(form, error, 'logo'),
  });

  // One company at a time: antd calls onFinish only after its asynchronous validation and
  // `isPending` turns on only once the request is sent, so a double click got two POSTs through
  // (the second answered 409 beside "created"). The ref is set in the submit event itself and
  // cleared when the request settled or the validation failed; a submit meanwhile is dropped.
  const inFlight = useRef(false);
  const hold = (on: boolean) => {
    inFlight.current = on;
  };
  function guard(event: FormEvent) {
    if (!inFlight.current) return hold(true);
    event.preventDefault();
    event.stopPropagation();
  }

  return (
    <Card style={{ maxWidth: 960, margin: '0 auto' }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('company.create.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('company.create.intro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ ...companyDefaults, ...draft.read() }}
        onValuesChange={(_, { logo: _logo, ...values }) => draft.write(values)}
        onSubmitCapture={guard}
        onFinish={(values) => create.mutate(values, { onSettled: () => hold(false) })}
        onFinishFailed={() => hold(false)}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
      >
        <CompanyFormFields withBank />
        <Typography.Title level={5}>{t('company.sections.logo')}</Typography.Title>
        <Form.Item name="logo" label={t('company.fields.logo')} valuePropName="value">
          <FileUpload kind="logo" serverLimits={uploadLimits.data} maxFiles={1} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending} block>
          {t('company.create.submit')}
        </Button>
      </Form>
    </Card>
  );
}
