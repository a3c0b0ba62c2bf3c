import { todayInBerlin } from '@kontor/domain/business-calendar';
import { DEGREES, GREETINGS, type Locale } from '@kontor/domain/constants';
import { type CustomerInput, customerSchema, type CustomerType, isIdDocumentExpired } from '@kontor/domain/customers';
import { Alert, Checkbox, Col, Form, Input, Row, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useCountries } from '../../app/countries';
import { formatDate } from '../../app/format';
import { useSelectClear } from '../../ui/clear-buttons';
import { CountrySelect } from '../../ui/country-select';
import { DateInput, dateRulesFor } from '../../ui/date-input';
import { zodFieldRule } from '../../ui/zod-rule';

type Name = keyof CustomerInput & string;

export const toIso = (value: Dayjs | null | undefined) => (value?.isValid() ? value.format('YYYY-MM-DD') : null);

/** How the customer form draws a field: its label, the schema's rule (checked as the API would take the form), its column. */
export function customerFieldKit(t: TFunction, prepare: (raw: Record<string, unknown>) => Record<string, unknown>) {
  const rule = (name: keyof CustomerInput) => zodFieldRule({ schema: customerSchema, prepare }, name, t);
  const item = (name: Name, control: ReactNode, options: { required?: boolean; span?: number } = {}) => (
    <Col xs={24} sm={options.span ?? 12}>
      <Form.Item
        name={name}
        label={t(`customers.fields.${name}`)}
        rules={[...dateRulesFor(control), rule(name)]}
        required={options.required}
        validateDebounce={300}
      >
        {control}
      </Form.Item>
    </Col>
  );
  const text = (name: Name, options: { required?: boolean; span?: number; autoComplete?: string; max?: number } = {}) =>
    item(name, <Input autoComplete={options.autoComplete ?? 'off'} />, options);
  const section = (key: string) => (
    <Typography.Title level={5} style={{ marginTop: 8 }}>
      {t(`customers.sections.${key}`)}
    </Typography.Title>
  );
  return { t, rule, item, text, section };
}

type CustomerFieldKit = ReturnType<typeof customerFieldKit>;
type SectionProps = { kit: CustomerFieldKit; type: CustomerType };

/** The name: a business's name and VAT id, the greeting, title and the person's name. */
export function NameSection({ kit, type }: SectionProps) {
  const { t, item, text, section } = kit;
  const selectClear = useSelectClear();
  const vatId = Form.useWatch('vatId', Form.useFormInstance()) as string | null | undefined;
  return (
    <>
      {section('name')}
      <Row gutter={16}>
        {type === 'BUSINESS' && text('companyName', { required: true, span: 16, autoComplete: 'organization' })}
        {type === 'BUSINESS' &&
          item(
            'vatId',
            <Input
              autoComplete="off"
              placeholder={t('customers.vatIdPlaceholder')}
              // A typed VAT id shows in capitals (the schema stores it so); the example placeholder keeps its case.
              style={{ textTransform: vatId ? 'uppercase' : 'none' }}
            />,
            {
              span: 8,
            },
          )}
        {item(
          'greeting',
          <Select
            allowClear={selectClear}
            placeholder={t('customers.greetings.none')}
            options={GREETINGS.map((value) => ({ value, label: t(`customers.greetings.${value}`) }))}
          />,
        )}
        {item(
          'title',
          <Select
            allowClear={selectClear}
            placeholder={t('customers.titles.none')}
            options={DEGREES.map((value) => ({ value, label: t(`customers.titles.${value}`) }))}
          />,
        )}
        {text('firstName', { required: type === 'PRIVATE', autoComplete: 'off' })}
        {text('lastName', { required: type === 'PRIVATE', autoComplete: 'off' })}
      </Row>
    </>
  );
}

/** The address and the two lines of additional information. */
export function AddressSection({ kit }: { kit: CustomerFieldKit }) {
  const { item, text, section } = kit;
  const countries = useCountries();
  return (
    <>
      {section('address')}
      <Row gutter={16}>
        {text('streetAddress', { span: 16 })}
        {text('houseNumber', { span: 8, max: 8 })}
        {text('additionalAddress', { span: 24 })}
        {text('postalCode', { span: 8, max: 10 })}
        {text('city', { span: 16 })}
        {item('countryId', <CountrySelect countries={countries.data} loading={countries.isLoading} />, { span: 24 })}
        {text('additionalInfo1')}
        {text('additionalInfo2')}
      </Row>
    </>
  );
}

/** The identity document, and a warning as soon as the typed expiry day has passed. */
export function IdDocumentSection({ kit, type, locale }: SectionProps & { locale: Locale }) {
  const { t, item, text, section } = kit;
  const expiry = Form.useWatch('passportExpired', Form.useFormInstance()) as Dayjs | null | undefined;
  const expiryIso = toIso(expiry);
  const expired = isIdDocumentExpired({ passportExpired: expiryIso }, todayInBerlin());
  return (
    <>
      {/* Nothing here is required; for a business it is the ID of the person acting for it, if at all. */}
      {section(type === 'BUSINESS' ? 'idDocumentOptional' : 'idDocument')}
      <Row gutter={16}>
        {item('birthday', <DateInput past />)}
        {text('placeOfBirth')}
        {text('nationality')}
        {text('passport')}
        {item('passportExpired', <DateInput />)}
        {text('passportFrom')}
      </Row>
      {expired && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={t('customers.idExpired')}
          description={t('customers.idExpiredSince', { date: formatDate(expiryIso, locale) })}
        />
      )}
    </>
  );
}

/** The fields an XRechnung revalidates when the public-sector box changes: what it makes required. */
const PUBLIC_SECTOR_FIELDS = ['buyerReference', 'email', 'postalCode', 'city'];

/**
 * A public-sector buyer (öffentlicher Auftraggeber, a business kind): its invoices are also offered as
 * XRechnung (§ 4a ERechV), which names its Leitweg-ID; the box makes that and the e-mail required.
 */
export function PublicSectorSection({ kit }: { kit: CustomerFieldKit }) {
  const { t, rule, item, section } = kit;
  const form = Form.useFormInstance();
  const publicSector = Form.useWatch('publicSector', form) === true;
  const revalidate = () => void form.validateFields(PUBLIC_SECTOR_FIELDS, { recursive: false }).catch(() => undefined);
  return (
    <>
      {section('eInvoice')}
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item
            name="publicSector"
            valuePropName="checked"
            rules={[rule('publicSector')]}
            extra={t('customers.publicSectorHint')}
          >
            <Checkbox onChange={() => setTimeout(revalidate)}>{t('customers.fields.publicSector')}</Checkbox>
          </Form.Item>
        </Col>
        {item('buyerReference', <Input autoComplete="off" placeholder={t('customers.buyerReferencePlaceholder')} />, {
          required: publicSector,
        })}
      </Row>
    </>
  );
}
