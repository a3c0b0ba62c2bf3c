import { type BankInput, bankSchema, type Company } from '@kontor/domain/company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodFieldRule } from '../../ui/zod-rule';
import { companyApi, companyKeys } from './company.api';
import { useCompanyFormErrors } from './use-company-form-errors';

/** Bank name, IBAN and BIC (PUT /api/user/company/bank); they print on every invoice. */
export function BankCard({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BankInput>();
  const showError = useCompanyFormErrors();

  const save = useMutation({
    mutationFn: (values: BankInput) => companyApi.updateBank(values),
    onSuccess: (updated) => {
      queryClient.setQueryData(companyKeys.company, updated);
      form.setFieldsValue({ bankName: updated.bankName ?? '', iban: updated.iban ?? '', bic: updated.bic ?? '' });
      void message.success(t('company.profile.bankUpdated'));
    },
    onError: (error) => showError(form, error),
  });

  const field = (name: keyof BankInput, autoComplete = 'off') => (
    <Form.Item name={name} label={t(`company.fields.${name}`)} rules={[zodFieldRule(bankSchema, name, t)]} required validateDebounce={300}>
      <Input autoComplete={autoComplete} maxLength={name === 'bankName' ? 255 : 42} />
    </Form.Item>
  );

  return (
    <Card title={t('company.sections.bank')} style={{ flex: '1 1 360px', minWidth: 0 }}>
      <Form<BankInput>
        form={form}
        layout="vertical"
        initialValues={{ bankName: company.bankName ?? '', iban: company.iban ?? '', bic: company.bic ?? '' }}
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
