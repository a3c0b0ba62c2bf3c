import { toCamelKey } from '@kontor/domain/case';
import {
  DATEV_ACCOUNT_CASES,
  DATEV_CHARTS,
  type DatevAccountCase,
  type DatevAccounts,
  type DatevChart,
  type DatevSettings,
  datevSettingsSchema,
  DEFAULT_REVENUE_ACCOUNTS,
  PURCHASE_ACCOUNT_CASES,
  REVENUE_ACCOUNT_CASES,
  revenueAccounts,
} from '@kontor/domain/datev';
import { isErrorCode } from '@kontor/domain/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, type FormInstance, Input, type FormRule, Row, Select, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { useUnsavedPart } from '../../app/use-unsaved-guard';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';
import { datevApi, datevKeys } from './datev-export.api';

type AccountFields = Record<DatevChart, Record<DatevAccountCase, string>>;
export type SettingsForm = { adviserNumber: string; clientNumber: string; fiscalYearStartMonth: number; accounts: AccountFields };

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** A number field typed as text: digits only, checked by the domain's rule for it; empty is allowed (not set yet). */
function numberRule(name: 'adviserNumber' | 'clientNumber', t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '') return;
      const parsed = datevSettingsSchema.shape[name].safeParse(/^\d+$/.test(text) ? Number(text) : Number.NaN);
      if (!parsed.success) throw new Error(t(`errors.${parsed.error.issues[0]!.message}`));
    },
  };
}

function accountRule(t: TFunction): FormRule {
  return { pattern: /^\d{4}$/, message: t('errors.9598'), required: true };
}

const toNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

function toSettings(values: SettingsForm): DatevSettings {
  const accounts: DatevAccounts = DATEV_CHARTS.flatMap((chart) =>
    DATEV_ACCOUNT_CASES.map((accountCase) => ({ chart, accountCase, account: values.accounts[chart][accountCase].trim() })),
  );
  return {
    adviserNumber: toNumber(values.adviserNumber),
    clientNumber: toNumber(values.clientNumber),
    fiscalYearStartMonth: values.fiscalYearStartMonth,
    accounts,
  };
}

function initialValues(settings: DatevSettings): SettingsForm {
  const accounts = Object.fromEntries(
    DATEV_CHARTS.map((chart) => [chart, revenueAccounts(chart, settings.accounts)]),
  ) as AccountFields;
  return {
    adviserNumber: settings.adviserNumber === null ? '' : String(settings.adviserNumber),
    clientNumber: settings.clientNumber === null ? '' : String(settings.clientNumber),
    fiscalYearStartMonth: settings.fiscalYearStartMonth,
    accounts,
  };
}

/** The adviser and client number, the fiscal year's first month, and the revenue accounts per case and chart. */
export function DatevSettingsCard({ settings, form }: { settings: DatevSettings; form: FormInstance<SettingsForm> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const unsaved = useUnsavedPart('datev-settings');

  const save = useMutation({
    mutationFn: (values: SettingsForm) => datevApi.save(toSettings(values)),
    onSuccess: (saved) => {
      unsaved.markSaved();
      queryClient.setQueryData(datevKeys.settings, saved);
      void message.success(t('datevExport.settings.saved'));
    },
    onError: (error, values) => {
      if (!(error instanceof ApiError)) return;
      const sent = toSettings(values).accounts;
      const fields = Object.entries(error.fields).map(([field, code]) => {
        const account = /^accounts\.(\d+)\./.exec(field);
        const entry = account ? sent[Number(account[1])] : undefined;
        const name = entry ? ['accounts', entry.chart, entry.accountCase] : [toCamelKey(field)];
        return { name, errors: [t(`errors.${isErrorCode(code) ? code : '5003'}`)] };
      });
      if (error.status === 422 && fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else void message.error(t(`errors.${isErrorCode(error.code) ? error.code : '5003'}`));
    },
  });

  return (
    <Card title={t('datevExport.settings.title')}>
      <Form<SettingsForm>
        form={form}
        name="datev-settings"
        layout="vertical"
        initialValues={initialValues(settings)}
        onValuesChange={unsaved.markChanged}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        onFinish={(values) => save.mutate(values)}
      >
        <Typography.Paragraph type="secondary">{t('datevExport.settings.intro')}</Typography.Paragraph>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item
              name="adviserNumber"
              label={t('datevExport.settings.adviserNumber')}
              rules={[numberRule('adviserNumber', t)]}
            >
              <Input inputMode="numeric" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="clientNumber" label={t('datevExport.settings.clientNumber')} rules={[numberRule('clientNumber', t)]}>
              <Input inputMode="numeric" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="fiscalYearStartMonth" label={t('datevExport.settings.fiscalYearStart')}>
              <Select options={MONTHS.map((month) => ({ value: month, label: t(`datevExport.months.${month}`) }))} />
            </Form.Item>
          </Col>
        </Row>
        <h3 style={{ fontSize: 16, margin: '8px 0 12px' }}>{t('datevExport.accounts.title')}</h3>
        <Alert type="warning" showIcon message={t('datevExport.accounts.confirm')} style={{ marginBottom: 16 }} />
        <AccountRows t={t} title={t('datevExport.accounts.title')} cases={REVENUE_ACCOUNT_CASES} />
        <Typography.Paragraph type="secondary">{t('datevExport.accounts.debtors')}</Typography.Paragraph>
        <h3 style={{ fontSize: 16, margin: '8px 0 12px' }}>{t('datevExport.accounts.purchaseTitle')}</h3>
        <Alert type="warning" showIcon message={t('datevExport.accounts.confirm')} style={{ marginBottom: 16 }} />
        <AccountRows t={t} title={t('datevExport.accounts.purchaseTitle')} cases={PURCHASE_ACCOUNT_CASES} />
        <Typography.Paragraph type="secondary">{t('datevExport.accounts.creditors')}</Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('datevExport.settings.save')}
        </Button>
      </Form>
    </Card>
  );
}

/** One row per case: its name, then the SKR03 and SKR04 account, each with its default beneath. */
function AccountRows({ t, title, cases }: { t: TFunction; title: string; cases: readonly DatevAccountCase[] }) {
  return (
    <div role="group" aria-label={title}>
      {cases.map((accountCase) => (
        <Row
          key={accountCase}
          gutter={16}
          align="middle"
          style={{ borderBottom: '1px solid rgba(5, 5, 5, 0.06)', marginBottom: 12 }}
        >
          <Col xs={24} md={10}>
            <Typography.Paragraph strong style={{ marginBottom: 8 }}>
              {t(`datevExport.accounts.cases.${accountCase}`)}
            </Typography.Paragraph>
          </Col>
          {DATEV_CHARTS.map((chart) => (
            <Col key={chart} xs={12} md={7}>
              <Form.Item
                name={['accounts', chart, accountCase]}
                label={t(`datevExport.accounts.${chart === 'SKR03' ? 'skr03' : 'skr04'}`)}
                extra={t('datevExport.accounts.default', { account: DEFAULT_REVENUE_ACCOUNTS[chart][accountCase] })}
                rules={[accountRule(t)]}
              >
                <Input
                  inputMode="numeric"
                  autoComplete="off"
                  aria-label={`${t(`datevExport.accounts.cases.${accountCase}`)}: ${chart}`}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      ))}
    </div>
  );
}
