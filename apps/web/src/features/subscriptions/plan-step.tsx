import { CheckOutlined } from '@ant-design/icons';
import type { Plan, PlanName } from '@kontor/domain/subscriptions';
import { Alert, Flex, Form, Radio, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../app/format';
import { vatText } from './price-items';

const BENEFITS = ['users', 'devices', 'access', 'support'] as const;
/** A green that reads on white and on the chosen card's tint (antd's success text is too light for 4.5:1). */
const GOOD_NEWS = '#166534';

/**
 * Step 1: the plans as cards of one radio group (arrow keys move between them, as between any
 * radio buttons), each with its price net, the VAT (or why there is no German VAT) and the gross;
 * below, what every plan includes.
 * While the installation cannot issue invoices (`orderable` false), the plans show their prices
 * under a notice that subscriptions are not available yet, and none can be chosen.
 */
export function PlanStep({ plans, orderable }: { plans: readonly Plan[]; orderable: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const chosen =
    Form.useWatch<PlanName | undefined>('planName', form) ?? (form.getFieldValue('planName') as PlanName | undefined);
  return (
    <Flex vertical gap={16}>
      {orderable ? (
        <Typography.Paragraph style={{ margin: 0 }}>{t('subscriptions.wizard.intro')}</Typography.Paragraph>
      ) : (
        <Alert
          type="info"
          showIcon
          title={t('subscriptions.wizard.notAvailable.title')}
          description={t('subscriptions.wizard.notAvailable.body')}
        />
      )}
      <Form.Item
        name="planName"
        rules={[{ required: true, message: t('subscriptions.wizard.planRequired') }]}
        style={{ marginBottom: 0 }}
      >
        <Radio.Group
          aria-label={t('subscriptions.plans.label')}
          disabled={!orderable}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 16, width: '100%' }}
        >
          {plans.map((plan) => (
            <PlanCard key={plan.planName} plan={plan} plans={plans} selected={chosen === plan.planName} />
          ))}
        </Radio.Group>
      </Form.Item>
      <section aria-labelledby="plan-benefits">
        <Typography.Title level={3} id="plan-benefits" style={{ fontSize: 16, marginTop: 0 }}>
          {t('subscriptions.benefits.title')}
        </Typography.Title>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
          {BENEFITS.map((benefit) => (
            <li key={benefit}>
              <CheckOutlined aria-hidden style={{ color: GOOD_NEWS, marginInlineEnd: 8 }} />
              {t(`subscriptions.benefits.${benefit}`)}
            </li>
          ))}
        </ul>
      </section>
    </Flex>
  );
}

function PlanCard({ plan, plans, selected }: { plan: Plan; plans: readonly Plan[]; selected: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const monthly = plans.find((candidate) => candidate.planName === 'MONTHLY');
  // The yearly plan's saving against paying the monthly one for twelve months, net as shown.
  const saving = plan.planName === 'YEARLY' && monthly ? monthly.netCents * 12 - plan.netCents : 0;
  return (
    <Radio
      value={plan.planName}
      // The button at the plan's name, not halfway down the card.
      styles={{ icon: { alignSelf: 'flex-start', marginTop: 6 } }}
      style={{
        flex: '1 1 260px',
        margin: 0,
        padding: 16,
        alignItems: 'flex-start',
        border: `${selected ? 2 : 1}px solid ${selected ? token.colorPrimary : token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        background: selected ? token.colorPrimaryBg : token.colorBgContainer,
      }}
    >
      <Flex vertical gap={4}>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {t(`subscriptions.plans.${plan.planName}`)}
        </Typography.Text>
        <span>
          <Typography.Text strong style={{ fontSize: 24 }}>
            {formatMoney(plan.netCents)}
          </Typography.Text>{' '}
          <Typography.Text>{`${t('subscriptions.price.net')} ${t(`subscriptions.per.${plan.planName}`)}`}</Typography.Text>
        </span>
        <Typography.Text type="secondary">{vatText(plan, t)}</Typography.Text>
        <Typography.Text type="secondary">
          {t(plan.taxation === 'STANDARD' ? 'subscriptions.price.gross' : 'subscriptions.price.total', {
            amount: formatMoney(plan.grossCents),
          })}
        </Typography.Text>
        <span>
          <Tag color="blue" style={{ marginTop: 4 }}>
            {t(`subscriptions.cancellable.${plan.planName}`)}
          </Tag>
        </span>
        {saving > 0 && (
          <Typography.Text strong style={{ color: GOOD_NEWS }}>
            {t('subscriptions.price.saving', { amount: formatMoney(saving) })}
          </Typography.Text>
        )}
      </Flex>
    </Radio>
  );
}
