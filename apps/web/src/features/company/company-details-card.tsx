import type { Company } from '@kontor/domain/company';
import { formatPhone } from '@kontor/domain/display-format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Grid, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { useUploadLimits } from '../../app/upload-limits';
import { FileUpload } from '../../ui/file-upload';
import { ColorTag, type TagColor } from '../../ui/color-tag';
import { companyApi, companyKeys } from './company.api';
import { CompanyFormFields, type CompanyFormValues, toCompanyPayload } from './company-form-fields';
import { useCompanyFormErrors } from './use-company-form-errors';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';
import { useUnsavedPart } from '../../app/use-unsaved-guard';

type Values = CompanyFormValues & { logo?: File[] };

export const STATUS_COLORS = {
  VERIFIED: 'green',
  VERIFYING: 'blue',
  UNVERIFIED: 'default',
  REJECTED: 'red',
} as const satisfies Record<Company['status'], TagColor>;

const BANK_FIELDS = new Set(['bankName', 'iban', 'bic']);

/** The company's own data (POST /api/user/company/update), with a new logo if chosen. */
export function CompanyDetailsCard({ company }: { company: Company }) {
  const { t } = useTranslation();
  const uploadLimits = useUploadLimits();
  const { message } = App.useApp();
  const { refresh } = useSession();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const showError = useCompanyFormErrors();
  const unsaved = useUnsavedPart('company');
  // At phone width the label beside the status squeezed the card's title to "U…"; the tag alone says enough there.
  const wide = Grid.useBreakpoint().sm ?? true;
  // Phone numbers are stored in E.164; the form shows them grouped for reading (the schema takes both).
  const initialValues = useMemo(
    () =>
      ({
        ...Object.fromEntries(Object.entries(company).filter(([key]) => !BANK_FIELDS.has(key))),
        phone: formatPhone(company.phone),
        landlineNumber: formatPhone(company.landlineNumber),
        fax: formatPhone(company.fax),
      }) as CompanyFormValues,
    [company],
  );

  const save = useMutation({
    mutationFn: ({ logo, ...values }: Values) => companyApi.update(toCompanyPayload(values), logo?.[0]),
    onSuccess: async (updated) => {
      unsaved.markSaved();
      queryClient.setQueryData(companyKeys.company, updated);
      await queryClient.invalidateQueries({ queryKey: companyKeys.logo });
      form.setFieldValue('logo', []);
      void message.success(t('company.profile.updated'));
      await refresh();
    },
    onError: (error) => showError(form, error, 'logo'),
  });

  return (
    <Card
      title={t('company.sections.company')}
      extra={
        <Space>
          {wide && <Typography.Text type="secondary">{t('company.profile.companyStatus')}</Typography.Text>}
          <ColorTag color={STATUS_COLORS[company.status]} data-testid="company-status">
            {t(`company.statuses.${company.status}`)}
          </ColorTag>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={unsaved.markChanged}
        onFinish={(values) => save.mutate(values)}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
      >
        <CompanyFormFields withBank={false} />
        <Form.Item name="logo" label={t('company.profile.newLogo')} valuePropName="value">
          <FileUpload kind="logo" serverLimits={uploadLimits.data} maxFiles={1} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('company.profile.save')}
        </Button>
      </Form>
    </Card>
  );
}
