import {
  type InvoiceKind,
  type InvoiceNumberingInput,
  INVOICE_PADDING_MAX,
  invoiceNumberingSchema,
  type NumberingView,
  previewInvoiceNumber,
} from '@kontor/domain/invoice-numbering';
import { INVOICE_NUMBER_PARTS, INVOICE_PART_MAX } from '@kontor/domain/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Flex, Form, Input, Row, Select, Skeleton, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { NumberInput, numberInputRule } from '../../ui/number-input';
import { zodFieldRule } from '../../ui/zod-rule';
import { companyKeys } from './company.api';
import { CustomTemplatesCard } from './custom-templates-card';
import { InvoiceExampleCard } from './invoice-example-card';
import { useCompanyFormErrors } from './use-company-form-errors';
import { UnsavedGuardContext, useUnsavedGuard, useUnsavedPart } from '../../app/use-unsaved-guard';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';

const numberingKey = [...companyKeys.all, 'numbering'] as const;

/**
 * /settings/document: both numbering series with a live preview, automatic numbering on or off, and the
 * custom templates. Each card saves on its own; leaving the page asks while any of them holds changes.
 */
export default function DocumentSettingsPage() {
  const { t } = useTranslation();
  usePageTitle('company.numbering.title');
  const unsaved = useUnsavedGuard();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const numbering = useQuery({
    queryKey: numberingKey,
    queryFn: () => api<NumberingView>('/api/user/company/invoice-numbering'),
  });
  const automatic = useMutation({
    mutationFn: (on: boolean) =>
      api<NumberingView>('/api/user/company/configurations/invoice-numbering', {
        method: 'POST',
        body: { configValue: on ? 'on' : 'off' },
      }),
    onSuccess: (view) => {
      queryClient.setQueryData(numberingKey, view);
      void message.success(t(view.automaticNumbering ? 'company.numbering.automaticOn' : 'company.numbering.automaticOff'));
    },
  });

  if (!numbering.data) return <Skeleton active />;
  return (
    <UnsavedGuardContext value={unsaved}>
      <Flex vertical gap={24} style={{ maxWidth: 960, width: '100%' }}>
        <Card title={t('company.numbering.automatic')}>
          <Flex gap={12} align="center">
            <Switch
              id="automatic-numbering"
              checked={numbering.data.automaticNumbering}
              loading={automatic.isPending}
              onChange={(on) => automatic.mutate(on)}
            />
            <label htmlFor="automatic-numbering">{t('company.numbering.automaticHint')}</label>
          </Flex>
        </Card>
        <SeriesCard kind="DEFAULT_INVOICE" view={numbering.data} />
        <SeriesCard kind="SERVICE_INVOICE" view={numbering.data} />
        <CustomTemplatesCard />
        <InvoiceExampleCard />
      </Flex>
    </UnsavedGuardContext>
  );
}

function SeriesCard({ kind, view }: { kind: InvoiceKind; view: NumberingView }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<InvoiceNumberingInput>();
  const showError = useCompanyFormErrors();
  const invoice = kind === 'DEFAULT_INVOICE';
  const series = invoice ? view.invoice : view.serviceInvoice;
  const values = Form.useWatch([], form) as InvoiceNumberingInput | undefined;
  const parsed = invoiceNumberingSchema.safeParse(values ?? series);
  const preview = parsed.success ? previewInvoiceNumber(parsed.data) : '–';
  const idPrefix = invoice ? 'invoice' : 'service-invoice';
  const unsaved = useUnsavedPart(idPrefix);

  const save = useMutation({
    mutationFn: (template: InvoiceNumberingInput) =>
      api<NumberingView>(invoice ? '/api/user/company/invoice-number' : '/api/user/company/service-invoice-number', {
        method: 'PUT',
        body: template,
        notify: false,
      }),
    onSuccess: (next) => {
      unsaved.markSaved();
      queryClient.setQueryData(numberingKey, next);
      void message.success(t(invoice ? 'company.numbering.invoiceUpdated' : 'company.numbering.serviceInvoiceUpdated'));
    },
    onError: (error) => showError(form, error),
  });

  const rule = (name: keyof InvoiceNumberingInput) => zodFieldRule({ schema: invoiceNumberingSchema }, name, t);
  // A part over its limit is refused at the field naming it, never cut; the whole next number must
  // fit an invoice number too, so each part is checked again when another one changes.
  const part = (name: 'prefix' | 'root' | 'suffix') => (
    <Col xs={24} sm={8}>
      <Form.Item
        name={name}
        label={t(`company.numbering.${name}`)}
        rules={[rule(name)]}
        dependencies={['changingPart', 'padding', ...(['prefix', 'root', 'suffix'] as const).filter((other) => other !== name)]}
      >
        <Input autoComplete="off" count={{ show: true, max: INVOICE_PART_MAX }} />
      </Form.Item>
    </Col>
  );

  return (
    <Card title={t(invoice ? 'company.numbering.invoice' : 'company.numbering.serviceInvoice')}>
      <Typography.Paragraph type="secondary">{t('company.numbering.intro')}</Typography.Paragraph>
      <Form<InvoiceNumberingInput>
        form={form}
        name={idPrefix}
        layout="vertical"
        initialValues={{
          prefix: series.prefix,
          root: series.root,
          suffix: series.suffix,
          padding: series.padding,
          changingPart: series.changingPart,
        }}
        onValuesChange={unsaved.markChanged}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        onFinish={(template) => save.mutate(template)}
      >
        <Row gutter={16}>
          {part('prefix')}
          {part('root')}
          {part('suffix')}
          <Col xs={24} sm={12}>
            <Form.Item
              name="padding"
              label={t('company.numbering.padding')}
              rules={[
                numberInputRule(t, { locale: i18n.language === 'en' ? 'en' : 'de', min: 0, max: INVOICE_PADDING_MAX }),
                rule('padding'),
              ]}
              validateFirst
            >
              <NumberInput min={0} max={INVOICE_PADDING_MAX} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="changingPart" label={t('company.numbering.changingPart')}>
              <Select options={INVOICE_NUMBER_PARTS.map((value) => ({ value, label: t(`company.numbering.parts.${value}`) }))} />
            </Form.Item>
          </Col>
        </Row>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Text strong data-testid={`${idPrefix}-preview`} aria-live="polite">
            {t('company.numbering.preview', { number: preview })}
          </Typography.Text>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('company.numbering.save')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
