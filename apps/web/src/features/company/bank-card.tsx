import { type BankInput, bankSchema, type Company } from '@kontor/domain/company';
import { formatIban } from '@kontor/domain/display-format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnsavedPart } from '../../app/use-unsaved-guard';
import { zodFieldRule } from '../../ui/zod-rule';
import { companyApi, companyKeys } from './company.api';
import { useCompanyFormErrors } from './use-company-form-errors';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';

// The IBAN is stored compact; it is shown in groups of four, as printed, and saved compact again by the schema.
const bankValues = (company: Company): BankInput => ({
  bankName: company.bankName ?? '',
  iban: formatIban(company.iban),
  bic: company.bic ?? '',
});

/** Bank name, IBAN and BIC (PUT /api/user/company/bank); they print on every invoice. */
export function BankCard({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BankInput>();
  const showError = useCompanyFormErrors();
  const unsaved = useUnsavedPart('bank');

  const save = useMutation({
    mutationFn: (values: BankInput) => companyApi.updateBank(values),
    onSuccess: (updated) => {
      unsaved.markSaved();
      queryClient.setQueryData(companyKeys.company, updated);
      form.setFieldsValue(bankValues(updated));
      void message.success(t('company.profile.bankUpdated'));
    },
    onError: (error) => showError(form, error),
  });

  const field = (name: keyof BankInput, autoComplete = 'off') => (
    <Form.Item
      name={name}
      label={t(`company.fields.${name}`)}
      rules={[zodFieldRule({ schema: bankSchema }, name, t)]}
      required
      validateDebounce={300}
    >
      <Input autoComplete={autoComplete} />
    </Form.Item>
  );

  return (
    <Card title={t('company.sections.bank')} style={{ flex: '1 1 360px', minWidth: 0 }}>
      <Form<BankInput>
        form={form}
        layout="vertical"
        initialValues={bankValues(company)}
        onValuesChange={unsaved.markChanged}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        onFinish={(values) => save.mutate(values)}
      >
        {field('bankName')}
        {field('iban')}
        {field('bic')}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('company.profile.saveBank')}
        </Button>
      </Form>
    </Card>
  );
}
