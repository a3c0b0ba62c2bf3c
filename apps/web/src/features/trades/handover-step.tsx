import { MILEAGE_MAX } from '@kontor/domain/constants';
import { isConsumerSale, type MileageStatement, type TradeParty, WARRANTIES } from '@kontor/domain/trades';
import { Checkbox, Col, Form, type FormRule, Radio, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodFieldRule } from '../../ui/zod-rule';
import { CommentField, DayField, TemplateField } from '../../ui/document-fields';
import { NumberInput, numberInputRule } from '../../ui/number-input';
import { HandoverBasics, HandoverHeading } from './handover-fields';
import { type SaleFormValues, tradeFormSchema } from './sale-draft';
import { useParty } from './use-trade';
import { useUiLocale } from '../../ui/use-ui-locale';

/** The choices on the total mileage, the cautious one first (it is the default). */
const MILEAGE_CHOICES: readonly MileageStatement[] = ['UNKNOWN', 'ODOMETER', 'DIFFERENT'];

/**
 * What the dealer states about the total mileage beside the reading, printed in the contract exactly
 * so; the known total is asked only when it is not the odometer's.
 */
function MileageStatementFields({
  rule,
  statement,
}: {
  rule: (name: string) => FormRule;
  statement: MileageStatement | undefined;
}) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item
          name="mileageStatement"
          label={t('trades.handover.mileageStatement')}
          extra={t('trades.handover.mileageStatementHint')}
        >
          <Radio.Group aria-label={t('trades.handover.mileageStatement')}>
            <Space orientation="vertical">
              {MILEAGE_CHOICES.map((value) => (
                <Radio key={value} value={value}>
                  {t(`trades.handover.mileageStatements.${value}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
      </Col>
      {statement === 'DIFFERENT' && (
        <Col xs={24} sm={12}>
          <Form.Item
            name="totalMileage"
            label={t('trades.handover.totalMileage')}
            required
            rules={[
              { required: true, message: t('errors.0001') },
              numberInputRule(t, { locale, min: 0, max: MILEAGE_MAX }),
              rule('totalMileage'),
            ]}
            validateFirst
          >
            <NumberInput min={0} max={MILEAGE_MAX} suffix="km" />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}

/** Step 3: the handover, the vehicle's condition and liability, and the documents' dates, comments and templates. */
export function HandoverStep({ tradeBuyer }: { tradeBuyer: TradeParty | null }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<SaleFormValues>();
  const values = (Form.useWatch([], { form, preserve: true }) ?? {}) as Partial<SaleFormValues>;
  const buyer = useParty(values.customerId ?? null, tradeBuyer);
  const section = values.sectionType === 'STANDARD' ? null : (values.sectionType ?? null);
  // A consumer keeps the statutory rights: the exclusion is not offered (the server refuses it too, 9507).
  const privateBuyer = isConsumerSale({ tradeType: values.tradeType ?? 'NONE', sectionType: section }, buyer.data ?? null);

  const rule = (name: string) => zodFieldRule(tradeFormSchema, name, t);
  const label = (name: string) => t(`trades.handover.${name}`);

  return (
    <>
      <HandoverBasics
        rule={rule}
        handoverDates="trades.handover.handoverDates"
        conditionTitle="trades.handover.sections.condition"
        afterMileage={<MileageStatementFields rule={rule} statement={values.mileageStatement} />}
      />
      <Form.Item name="warranty" label={t('trades.handover.warranty')} rules={[rule('warranty')]}>
        <Radio.Group>
          <Space orientation="vertical">
            {WARRANTIES.map((value) => {
              const blocked = value === 'EXCLUDED' && privateBuyer;
              return (
                <Radio key={value} value={value} disabled={blocked}>
                  <span>{t(`trades.handover.warranties.${value}.title`)}</span>
                  <br />
                  <Typography.Text type="secondary">
                    {blocked ? t('trades.handover.excludedPrivate') : t(`trades.handover.warranties.${value}.hint`)}
                  </Typography.Text>
                </Radio>
              );
            })}
          </Space>
        </Radio.Group>
      </Form.Item>

      <HandoverHeading textKey="trades.handover.sections.texts" />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <DayField name="invoiceDate" label={label('invoiceDate')} />
        </Col>
        <Col xs={24} sm={12}>
          <DayField name="contractDate" label={label('contractDate')} />
        </Col>
        <Col xs={24} sm={12}>
          <TemplateField name="invoiceTemplate" label={label('invoiceTemplate')} />
        </Col>
        <Col xs={24} sm={12}>
          <TemplateField name="contractTemplate" label={label('contractTemplate')} />
        </Col>
      </Row>
      <CommentField name="invoiceComments" label={label('invoiceComments')} rule={rule} />
      <CommentField name="contractComments" label={label('contractComments')} rule={rule} />
      <CommentField name="protocolComments" label={label('protocolComments')} rule={rule} />
      <Form.Item name="termsOfUse" valuePropName="checked">
        <Checkbox>{t('trades.handover.termsOfUse')}</Checkbox>
      </Form.Item>
    </>
  );
}
