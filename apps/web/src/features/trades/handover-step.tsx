import { ACCIDENT_DAMAGE, COMMENT_MAX, HANDOVER_DATES, MILEAGE_MAX } from '@kontor/domain/constants';
import { isConsumerSale, KEYS_MAX, TEMPLATE_CHOICES, type TradeParty, WARRANTIES } from '@kontor/domain/trades';
import { Checkbox, Col, DatePicker, Form, Input, Radio, Row, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_PICKER_FORMAT } from '../../ui/date-format';
import { NumberInput, numberInputRule } from '../../ui/number-input';
import { zodFieldRule } from '../../ui/zod-rule';
import { type SellingFormValues, tradeFormSchema } from './selling-draft';
import { useBuyer, useUiLocale } from './use-selling-trade';

/** Step 3: the handover, the vehicle's condition and liability, and the documents' dates, comments and templates. */
export function HandoverStep({ tradeBuyer }: { tradeBuyer: TradeParty | null }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const form = Form.useFormInstance<SellingFormValues>();
  const values = (Form.useWatch([], { form, preserve: true }) ?? {}) as Partial<SellingFormValues>;
  const buyer = useBuyer(values.customerId ?? null, tradeBuyer);
  const section = values.sectionType === 'STANDARD' ? null : (values.sectionType ?? null);
  // A consumer keeps the statutory rights: the exclusion is not offered (the server refuses it too, 9507).
  const privateBuyer = isConsumerSale({ tradeType: values.tradeType ?? 'NONE', sectionType: section }, buyer.data ?? null);

  const rule = (name: string) => zodFieldRule(tradeFormSchema, name, t);
  const heading = (key: string) => (
    <Typography.Title level={5} style={{ marginTop: 8 }}>
      {t(`trades.handover.sections.${key}`)}
    </Typography.Title>
  );
  const datePicker = <DatePicker format={DATE_PICKER_FORMAT[locale]} style={{ width: '100%' }} />;
  const comment = (name: 'invoiceComments' | 'contractComments' | 'protocolComments' | 'damageNotes') => (
    <Form.Item name={name} label={t(`trades.handover.${name}`)} rules={[rule(name)]}>
      <Input.TextArea rows={2} maxLength={COMMENT_MAX} showCount />
    </Form.Item>
  );
  const template = (name: 'invoiceTemplate' | 'contractTemplate') => (
    <Form.Item name={name} label={t(`trades.handover.${name}`)}>
      <Radio.Group options={TEMPLATE_CHOICES.map((value) => ({ value, label: t(`trades.handover.templates.${value}`) }))} />
    </Form.Item>
  );

  return (
    <>
      {heading('handover')}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="handoverDate" label={t('trades.handover.handoverDate')}>
            <Radio.Group options={HANDOVER_DATES.map((value) => ({ value, label: t(`trades.handover.handoverDates.${value}`) }))} />
          </Form.Item>
        </Col>
        {values.handoverDate === 'CUSTOM' && (
          <Col xs={24} sm={12}>
            <Form.Item name="handoverOn" label={t('trades.handover.handoverOn')} rules={[{ required: true, message: t('errors.0001') }]}>
              {datePicker}
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={12}>
          <Form.Item
            name="handoverMileage"
            label={t('trades.handover.mileage')}
            rules={[numberInputRule(t, { locale, min: 0, max: MILEAGE_MAX }), rule('handoverMileage')]}
          >
            <NumberInput min={0} max={MILEAGE_MAX} suffix="km" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="vehicleKeysCount"
            label={t('trades.handover.keys')}
            rules={[numberInputRule(t, { locale, min: 0, max: KEYS_MAX }), rule('vehicleKeysCount')]}
          >
            <NumberInput min={0} max={KEYS_MAX} />
          </Form.Item>
        </Col>
      </Row>

      {heading('items')}
      <Space orientation="vertical" style={{ marginBottom: 16 }}>
        <Form.Item name="registrationSertificate1" valuePropName="checked" noStyle>
          <Checkbox>{t('trades.handover.zb1')}</Checkbox>
        </Form.Item>
        <Form.Item name="registrationSertificate2" valuePropName="checked" noStyle>
          <Checkbox>{t('trades.handover.zb2')}</Checkbox>
        </Form.Item>
        <Form.Item name="inspectionAvailable" valuePropName="checked" noStyle>
          <Checkbox>{t('trades.handover.huAu')}</Checkbox>
        </Form.Item>
      </Space>

      {heading('condition')}
      <Form.Item name="damaged" label={t('trades.handover.damaged')}>
        <Select options={ACCIDENT_DAMAGE.map((value) => ({ value, label: t(`trades.handover.damages.${value}`) }))} />
      </Form.Item>
      {comment('damageNotes')}
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

      {heading('texts')}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="invoiceDate" label={t('trades.handover.invoiceDate')} rules={[{ required: true, message: t('errors.0001') }]}>
            {datePicker}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="contractDate" label={t('trades.handover.contractDate')} rules={[{ required: true, message: t('errors.0001') }]}>
            {datePicker}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          {template('invoiceTemplate')}
        </Col>
        <Col xs={24} sm={12}>
          {template('contractTemplate')}
        </Col>
      </Row>
      {comment('invoiceComments')}
      {comment('contractComments')}
      {comment('protocolComments')}
      <Form.Item name="termsOfUse" valuePropName="checked">
        <Checkbox>{t('trades.handover.termsOfUse')}</Checkbox>
      </Form.Item>
    </>
  );
}
