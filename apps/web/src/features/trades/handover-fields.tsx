import { ACCIDENT_DAMAGE, HANDOVER_DATES, MILEAGE_MAX } from '@kontor/domain/constants';
import { KEYS_MAX } from '@kontor/domain/trades';
import { Checkbox, Col, Form, type FormRule, Radio, Row, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentField, DayField } from '../../ui/document-fields';
import { NumberInput, numberInputRule } from '../../ui/number-input';
import { useUiLocale } from '../../ui/use-ui-locale';

// The handover fields the sale's and the purchase's handover steps share. `rule(name)` is the
// domain schema's rule of the wizard's trade kind.

type RuleOf = (name: string) => FormRule;

/** A section's heading, by its catalog key. */
export function HandoverHeading({ textKey }: { textKey: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Title level={5} style={{ marginTop: 8 }}>
      {t(textKey)}
    </Typography.Title>
  );
}

type BasicsProps = {
  rule: RuleOf;
  /** Where the day choices' labels are: the sale's "on the invoice date", the purchase's "on the contract date". */
  handoverDates: string;
  /** The condition section's heading (a sale's states the liability too). */
  conditionTitle: string;
  /** What the seller states about the reading, shown under it (a sale's statement on the total mileage). */
  afterMileage?: ReactNode;
};

/** The handover (its day, the mileage, the keys), what is handed over (the papers) and the condition (accident damage, known damage). */
export function HandoverBasics({ rule, handoverDates, conditionTitle, afterMileage }: BasicsProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const handoverDate = Form.useWatch('handoverDate', { preserve: true }) as string | undefined;
  return (
    <>
      <HandoverHeading textKey="trades.handover.sections.handover" />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="handoverDate" label={t('trades.handover.handoverDate')}>
            <Radio.Group options={HANDOVER_DATES.map((value) => ({ value, label: t(`${handoverDates}.${value}`) }))} />
          </Form.Item>
        </Col>
        {handoverDate === 'CUSTOM' && (
          <Col xs={24} sm={12}>
            <DayField name="handoverOn" label={t('trades.handover.handoverOn')} />
          </Col>
        )}
        <Col xs={24} sm={12}>
          <Form.Item
            name="handoverMileage"
            label={t('trades.handover.mileage')}
            rules={[numberInputRule(t, { locale, min: 0, max: MILEAGE_MAX }), rule('handoverMileage')]}
            // One message for a value out of range, the field's own (with the language's numbers).
            validateFirst
          >
            <NumberInput min={0} max={MILEAGE_MAX} suffix="km" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="vehicleKeysCount"
            label={t('trades.handover.keys')}
            rules={[numberInputRule(t, { locale, min: 0, max: KEYS_MAX }), rule('vehicleKeysCount')]}
            validateFirst
          >
            <NumberInput min={0} max={KEYS_MAX} />
          </Form.Item>
        </Col>
      </Row>
      {afterMileage}

      <HandoverHeading textKey="trades.handover.sections.items" />
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

      <HandoverHeading textKey={conditionTitle} />
      <Form.Item name="damaged" label={t('trades.handover.damaged')}>
        <Select options={ACCIDENT_DAMAGE.map((value) => ({ value, label: t(`trades.handover.damages.${value}`) }))} />
      </Form.Item>
      <CommentField name="damageNotes" label={t('trades.handover.damageNotes')} rule={rule} />
    </>
  );
}
