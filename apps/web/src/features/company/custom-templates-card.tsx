import {
  type CustomTemplates,
  type CustomTemplatesInput,
  customTemplatesSchema,
  TEMPLATE_LAYOUTS,
  FOOTER_MAX,
  TERMS_MAX,
} from '@kontor/domain/custom-templates';
import { TEXT_MAX } from '@kontor/domain/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Row, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api-client';
import { companyKeys } from './company.api';
import { useUnsavedPart } from '../../app/use-unsaved-guard';
import { useCompanyFormErrors } from './use-company-form-errors';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';
import { limitCount, textLimitRule } from '../../ui/text-limit';
import { useUiLocale } from '../../ui/use-ui-locale';
import type { TextLimit } from '@kontor/domain/text-limits';

const templatesKey = [...companyKeys.all, 'templates'] as const;

/** The layout and the company's own header note, footer and terms of its invoices and contracts. */
export function CustomTemplatesCard() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CustomTemplatesInput>();
  const showError = useCompanyFormErrors();
  const unsaved = useUnsavedPart('templates');
  const templates = useQuery({
    queryKey: templatesKey,
    queryFn: () => api<CustomTemplates>('/api/user/company/custom-templates'),
  });
  const save = useMutation({
    mutationFn: (values: CustomTemplatesInput) =>
      api<CustomTemplates>('/api/user/company/custom-templates', {
        method: 'PUT',
        body: customTemplatesSchema.parse(values),
        notify: false,
      }),
    onSuccess: (saved) => {
      unsaved.markSaved();
      queryClient.setQueryData(templatesKey, saved);
      void message.success(t('company.templates.updated'));
    },
    onError: (error) => showError(form, error),
  });

  if (!templates.data) return <Skeleton active />;

  const limitRule = (max: TextLimit) => textLimitRule(max, t);
  const column = (key: 'invoiceTemplate' | 'contractTemplate', title: string) => (
    <Col xs={24} md={12}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Form.Item name={[key, 'layout']} label={t('company.templates.layout')}>
        <Select options={TEMPLATE_LAYOUTS.map((value) => ({ value, label: t(`company.templates.layouts.${value}`) }))} />
      </Form.Item>
      {/* Over its limit a text is refused naming the limit (the server's code for it), never cut. */}
      <Form.Item name={[key, 'headerNote']} label={t('company.templates.headerNote')} rules={[limitRule(TEXT_MAX)]}>
        <Input />
      </Form.Item>
      <Form.Item name={[key, 'footer']} label={t('company.templates.footer')} rules={[limitRule(FOOTER_MAX)]}>
        <Input.TextArea count={limitCount(FOOTER_MAX, locale)} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name={[key, 'terms']} label={t('company.templates.terms')} rules={[limitRule(TERMS_MAX)]}>
        <Input.TextArea count={limitCount(TERMS_MAX, locale)} autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
    </Col>
  );

  return (
    <Card title={t('company.templates.title')}>
      <Form<CustomTemplatesInput>
        form={form}
        name="custom-templates"
        layout="vertical"
        initialValues={templates.data}
        onValuesChange={unsaved.markChanged}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        onFinish={(values) => save.mutate(values)}
      >
        <Row gutter={24}>
          {column('invoiceTemplate', t('company.templates.invoice'))}
          {column('contractTemplate', t('company.templates.contract'))}
        </Row>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('company.templates.save')}
        </Button>
      </Form>
    </Card>
  );
}
