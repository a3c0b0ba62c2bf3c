import { type Purchase, purchaseAmounts } from '@kontor/domain/purchase';
import type { TradeParty } from '@kontor/domain/trades';
import { PURCHASE_VAT_RATES } from '@kontor/domain/vehicles';
import { Alert, Col, Form, Radio, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyField, PaymentFields } from '../../ui/document-fields';
import { zodFieldRule } from '../../ui/zod-rule';
import { type PurchaseFormValues, purchaseFormSchema } from './purchase-draft';
import { type DocumentUploadSlot, SellerInvoice } from './seller-invoice';
import { TradeSummary } from './trade-summary';
import { useParty } from './use-trade';
import { useUiLocale } from '../../ui/use-ui-locale';

const cents = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0);

type Props = {
  vehicleId: string;
  tradeSeller: TradeParty | null;
  DocumentUpload: DocumentUploadSlot;
  readOnly: boolean;
  /** The purchase as the server saved it after reading the seller's e-invoice. */
  onReceived(saved: Purchase): void;
};

/**
 * Step 2 of a purchase: the price the dealer pays, with the live summary. Only a business seller's
 * invoice can show VAT (deductible, so the vehicle is sold under standard taxation later); a
 * private seller's price is without VAT (the server refuses VAT from them, 9521). A business
 * seller's own invoice is uploaded and recorded here.
 */
export function PurchasePriceStep({ vehicleId, tradeSeller, DocumentUpload, readOnly, onReceived }: Props) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const form = Form.useFormInstance<PurchaseFormValues>();
  const values = (Form.useWatch([], { form, preserve: true }) ?? {}) as Partial<PurchaseFormValues>;
  const seller = useParty(values.customerId ?? null, tradeSeller).data;
  const business = seller?.type === 'BUSINESS';
  const vat = business && values.vat === true;
  const amounts = purchaseAmounts({ grossPrice: cents(values.grossPrice), vat, vatRate: values.vatRate ?? 19 });
  const rule = (name: string) => zodFieldRule(purchaseFormSchema, name, t);

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={15}>
        <MoneyField name="grossPrice" label={t('purchase.price.grossPrice')} rule={rule('grossPrice')} required />
        {business ? (
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="vat"
                label={t('purchase.price.vat')}
                valuePropName="checked"
                extra={t(vat ? 'purchase.price.vatHint' : 'purchase.price.noVatHint')}
                rules={[rule('vat')]}
              >
                <Switch />
              </Form.Item>
            </Col>
            {vat && (
              <Col xs={24} sm={12}>
                <Form.Item name="vatRate" label={t('purchase.price.vatRate')} rules={[rule('vatRate')]}>
                  <Radio.Group
                    optionType="button"
                    options={PURCHASE_VAT_RATES.map((rate) => ({ value: rate, label: t('trades.price.rate', { rate }) }))}
                  />
                </Form.Item>
              </Col>
            )}
          </Row>
        ) : (
          <Alert type="info" showIcon style={{ marginBottom: 24 }} title={t('purchase.price.privateSeller')} />
        )}
        <PaymentFields />
        {business && (
          <SellerInvoice
            vehicleId={vehicleId}
            DocumentUpload={DocumentUpload}
            rule={rule}
            readOnly={readOnly}
            onReceived={onReceived}
          />
        )}
      </Col>
      <Col xs={24} lg={9}>
        <TradeSummary amounts={amounts} locale={locale} purchase />
      </Col>
    </Row>
  );
}
