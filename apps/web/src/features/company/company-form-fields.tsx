import {
  type CompanyInput,
  type CompanyType,
  companyFieldsSchema,
  companyFullName,
  companySchema,
  REGISTERED_COMPANY_TYPES,
  toE164,
} from '@kontor/domain/company';
import { COMPANY_TYPES, DEFAULT_COUNTRY_ID } from '@kontor/domain/constants';
import { Checkbox, Col, Form, Input, Row, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../app/countries';
import { CountrySelect } from '../../ui/country-select';
import { zodFieldRule } from '../../ui/zod-rule';

export type CompanyFormValues = Partial<Record<keyof CompanyInput, string | number | boolean | null>>;

/** The form's values as the API takes them: fax and landline in E.164, the rest as typed. */
export function toCompanyPayload(values: CompanyFormValues): Record<string, unknown> {
  const e164 = (value: unknown) => (typeof value === 'string' && value.trim() ? (toE164(value) ?? value) : value);
  return { ...values, fax: e164(values.fax), landlineNumber: e164(values.landlineNumber) };
}

export const companyDefaults: CompanyFormValues = { countryId: DEFAULT_COUNTRY_ID, type: 'GMBH', smallBusiness: false };

type FieldName = keyof CompanyInput & string;

/**
 * Every field of the company as Form.Items, validated by the domain schema field by field (the
 * server applies the same). With `withBank` the bank data are part of it (company creation).
 */
export function CompanyFormFields({ withBank }: { withBank: boolean }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const form = Form.useFormInstance<CompanyFormValues>();
  const type = Form.useWatch('type', form) as string | undefined;
  const vatId = Form.useWatch('vatId', form) as string | undefined;
  const legalName = Form.useWatch('legalName', form) as string | undefined;
  // The name with its legal form as documents print it, so the dealer sees it need not be typed twice.
  const printedName = legalName?.trim() && type ? companyFullName({ legalName, type: type as CompanyType }) : undefined;
  const registered = (REGISTERED_COMPANY_TYPES as readonly string[]).includes(type ?? '');
  const schema = withBank ? companySchema : companyFieldsSchema;
  const prepare = (raw: Record<string, unknown>) => toCompanyPayload(raw as CompanyFormValues);

  const item = (
    name: FieldName,
    control: ReactNode,
    options: { required?: boolean; span?: number; dependencies?: FieldName[]; extra?: string } = {},
  ) => (
    <Col xs={24} sm={options.span ?? 12}>
      <Form.Item
        name={name}
        label={t(`company.fields.${name}`)}
        rules={[zodFieldRule({ schema, prepare }, name, t)]}
        required={options.required}
        dependencies={options.dependencies}
        extra={options.extra}
        validateDebounce={300}
      >
        {control}
      </Form.Item>
    </Col>
  );
  const text = (
    name: FieldName,
    options: {
      required?: boolean;
      span?: number;
      autoComplete?: string;
      dependencies?: FieldName[];
      extra?: string;
      max?: number;
    } = {},
  ) => item(name, <Input autoComplete={options.autoComplete ?? 'off'} />, options);
  const section = (key: string) => (
    <Col span={24}>
      <Typography.Title level={5} style={{ marginTop: 8 }}>
        {t(`company.sections.${key}`)}
      </Typography.Title>
    </Col>
  );

  return (
    <Row gutter={16}>
      {section('company')}
      {text('legalName', {
        required: true,
        autoComplete: 'organization',
        extra: printedName ? t('company.hints.printedName', { name: printedName }) : undefined,
      })}
      {item('type', <Select options={COMPANY_TYPES.map((value) => ({ value, label: t(`company.types.${value}`) }))} />, {
        required: true,
      })}
      {text('owner', { required: true, autoComplete: 'name' })}

      {section('address')}
      {text('streetAddress', { required: true, span: 16, autoComplete: 'address-line1' })}
      {text('houseNumber', { required: true, span: 8, max: 8 })}
      {text('additionalAddress', { span: 24, autoComplete: 'address-line2' })}
      {text('postalCode', { required: true, span: 8, autoComplete: 'postal-code', dependencies: ['countryId'], max: 10 })}
      {text('city', { required: true, span: 16, autoComplete: 'address-level2' })}
      {item('countryId', <CountrySelect countries={countries.data} loading={countries.isLoading} />, { required: true })}

      {section('tax')}
      {text('taxNumber', { required: !vatId, dependencies: ['vatId'], extra: t('company.hints.taxOrVat') })}
      {text('vatId', { dependencies: ['taxNumber', 'countryId'] })}
      <Col xs={24}>
        <Form.Item name="smallBusiness" valuePropName="checked" extra={t('company.hints.smallBusiness')}>
          <Checkbox>{t('company.fields.smallBusiness')}</Checkbox>
        </Form.Item>
      </Col>
      {text('commercialRegisterNumber', { required: registered, dependencies: ['type'], extra: t('company.hints.register') })}
      {text('commercialRegisterName', { required: registered, dependencies: ['type'], extra: t('company.hints.registerName') })}

      {section('contact')}
      {text('phone', { autoComplete: 'tel' })}
      {text('email', { autoComplete: 'email' })}
      {text('landlineNumber', { autoComplete: 'tel' })}
      {text('fax')}
      {text('website', { span: 24, autoComplete: 'url' })}

      {withBank && section('bank')}
      {withBank && text('bankName', { required: true })}
      {withBank && text('iban', { required: true })}
      {withBank && text('bic', { required: true })}
    </Row>
  );
}
