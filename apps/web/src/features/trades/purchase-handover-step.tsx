import { Checkbox, Col, Form, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodFieldRule } from '../../ui/zod-rule';
import { purchaseFormSchema } from './purchase-draft';
import { CommentField, DayField, TemplateField } from '../../ui/document-fields';
import { HandoverBasics, HandoverHeading } from './handover-fields';

const ASSURANCES = ['soleOwner', 'noFurtherAccidents', 'mileageConfirmed'] as const;

/**
 * Step 3 of a purchase: the handover as the sale's (its day, the mileage as read, keys, papers,
 * damage), the seller's assurances the contract prints, and the documents' date, templates and
 * comments. The contract date is the day the vehicle was bought.
 */
export function PurchaseHandoverStep() {
  const { t } = useTranslation();
  const rule = (name: string) => zodFieldRule(purchaseFormSchema, name, t);
  const label = (name: string) => t(`purchase.handover.${name}`);
  return (
    <>
      <HandoverBasics rule={rule} handoverDates="purchase.handover.handoverDates" conditionTitle="purchase.handover.condition" />
      <HandoverHeading textKey="purchase.handover.assurances" />
      <Space orientation="vertical" style={{ marginBottom: 16 }}>
        {ASSURANCES.map((name) => (
          <Form.Item key={name} name={name} valuePropName="checked" noStyle>
            <Checkbox>{label(name)}</Checkbox>
          </Form.Item>
        ))}
      </Space>

      <HandoverHeading textKey="trades.handover.sections.texts" />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          {/* The contract date becomes the vehicle's purchase day, which the server refuses in the future (9535). */}
          <DayField name="contractDate" label={label('contractDate')} notAfterToday />
        </Col>
        <Col xs={24} sm={12}>
          <TemplateField name="contractTemplate" label={label('contractTemplate')} />
        </Col>
        <Col xs={24} sm={12}>
          <TemplateField name="invoiceTemplate" label={label('invoiceTemplate')} />
        </Col>
      </Row>
      <CommentField name="contractComments" label={label('contractComments')} rule={rule} />
      <CommentField name="protocolComments" label={label('protocolComments')} rule={rule} />
      <CommentField name="receiptComments" label={label('receiptComments')} rule={rule} />
    </>
  );
}
