import { SHOWN_VAT_RATES } from '@kontor/domain/constants';
import { proofKindsOf } from '@kontor/domain/trades';
import { tradeAmounts, type TradeSection } from '@kontor/domain/vat';
import type { Vehicle } from '@kontor/domain/vehicles';
import { Col, Form, Input, Radio, Row, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { NumberInput } from '../../ui/number-input';
import { MoneyField, PaymentFields } from '../../ui/document-fields';
import { zodFieldRule } from '../../ui/zod-rule';
import { type SaleFormValues, tradeFormSchema } from './sale-draft';
import { TradeSummary } from './trade-summary';
import { useUiLocale } from '../../ui/use-ui-locale';

/** The radio's values and their catalog keys ('4.1a' cannot be part of a dotted key). */
const SECTION_CHOICES = [
  { value: 'STANDARD', key: 'standard' },
  { value: '25', key: 'margin' },
  { value: '4.1a', key: 'export' },
  { value: '4.1b', key: 'intraEu' },
] as const;

const cents = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0);

type PriceStepProps = {
  vehiclePurchasePrice: number | null;
  /** How the vehicle was bought: REGULAR (VAT shown, input tax deducted) closes §25a. */
  vehiclePurchaseTaxation: Vehicle['purchaseTaxation'];
};

/**
 * Step 2: the price and its taxation, with the live summary of what the documents will show. The
 * §25a purchase price is the vehicle's when it has one (shown, not editable here: the server takes
 * the vehicle's first), else typed here. A vehicle bought with VAT shown is not offered §25a, and
 * the option says why (the server refuses it too, 9515).
 */
export function PriceStep({ vehiclePurchasePrice, vehiclePurchaseTaxation }: PriceStepProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const form = Form.useFormInstance<SaleFormValues>();
  // preserve: the fields a section hides still count (the purchase price kept for a switch back).
  const values = (Form.useWatch([], { form, preserve: true }) ?? {}) as Partial<SaleFormValues>;
  const { grossPrice, vat, vatRate, deposit, purchasePrice } = values;
  const section = values.sectionType ?? 'STANDARD';
  // Without a section, no VAT is the small business's (§19 UStG): offered to a company that is one,
  // and to a trade saved without VAT, so that it can be switched back on (the server refuses it, 9550).
  const smallBusiness = useSession().user?.company?.smallBusiness ?? false;
  const offersNoVat = smallBusiness || vat === false;
  const sectionType: TradeSection | null = section === 'STANDARD' ? null : section;

  const amounts = tradeAmounts({
    grossCents: cents(grossPrice),
    vat: vat ?? true,
    vatRate: vatRate ?? 19,
    sectionType,
    depositCents: cents(deposit),
    purchaseCents:
      vehiclePurchasePrice ?? (typeof purchasePrice === 'number' && Number.isSafeInteger(purchasePrice) ? purchasePrice : null),
  });

  const rule = (name: string) => zodFieldRule(tradeFormSchema, name, t);
  const money = (name: keyof SaleFormValues, options: { required?: boolean; extra?: string } = {}) => (
    <MoneyField
      name={name}
      label={t(`trades.price.${name}`)}
      rule={rule(name)}
      required={options.required}
      extra={options.extra}
    />
  );

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={15}>
        {money('grossPrice', { required: true })}
        <Form.Item name="sectionType" label={t('trades.price.section')} rules={[rule('sectionType')]}>
          <Radio.Group>
            <Space orientation="vertical">
              {SECTION_CHOICES.map((choice) => {
                const closed = choice.value === '25' && vehiclePurchaseTaxation === 'REGULAR';
                return (
                  <Radio key={choice.value} value={choice.value} disabled={closed}>
                    <span>{t(`trades.price.sections.${choice.key}.title`)}</span>
                    <br />
                    <Typography.Text type={closed ? 'warning' : 'secondary'}>
                      {closed ? t('errors.9515') : t(`trades.price.sections.${choice.key}.hint`)}
                    </Typography.Text>
                  </Radio>
                );
              })}
            </Space>
          </Radio.Group>
        </Form.Item>
        {section === 'STANDARD' && (
          <Row gutter={16}>
            {offersNoVat && (
              <Col xs={24} sm={12}>
                <Form.Item
                  name="vat"
                  label={t('trades.price.vat')}
                  valuePropName="checked"
                  extra={vat === false ? t('trades.price.noVatHint') : undefined}
                >
                  <Switch />
                </Form.Item>
              </Col>
            )}
            {vat !== false && (
              <Col xs={24} sm={12}>
                <Form.Item name="vatRate" label={t('trades.price.vatRate')}>
                  <Radio.Group
                    optionType="button"
                    options={SHOWN_VAT_RATES.map((rate) => ({ value: rate, label: t('trades.price.rate', { rate }) }))}
                  />
                </Form.Item>
              </Col>
            )}
          </Row>
        )}
        {section === '25' &&
          (vehiclePurchasePrice === null ? (
            money('purchasePrice', { required: true, extra: t('trades.price.purchasePriceHint') })
          ) : (
            <Form.Item
              label={t('trades.price.purchasePrice')}
              extra={t('trades.price.purchasePriceFromVehicle')}
              htmlFor="vehicle-purchase-price"
            >
              <NumberInput id="vehicle-purchase-price" money suffix="€" value={vehiclePurchasePrice} disabled />
            </Form.Item>
          ))}
        {(section === '4.1a' || section === '4.1b') && (
          <Form.Item name="exportProofKind" label={t('trades.price.exportProofKind')} rules={[rule('exportProofKind')]}>
            <Radio.Group
              aria-label={t('trades.price.exportProofKind')}
              options={proofKindsOf(section).map((kind) => ({ value: kind, label: t(`trades.price.proofKinds.${kind}`) }))}
            />
          </Form.Item>
        )}
        {(section === '4.1a' || section === '4.1b') && (
          <Form.Item
            name="exportProof"
            label={t('trades.price.exportProof')}
            extra={t(`trades.price.exportProofHints.${section === '4.1a' ? 'export' : 'intraEu'}`)}
            rules={[rule('exportProof')]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        )}
        {money('deposit')}
        <PaymentFields />
      </Col>
      <Col xs={24} lg={9}>
        <TradeSummary amounts={amounts} locale={locale} />
      </Col>
    </Row>
  );
}
