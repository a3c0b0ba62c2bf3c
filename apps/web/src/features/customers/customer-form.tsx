import { todayInBerlin } from '@kontor/domain/business-calendar';
import { COMMENT_MAX, DEFAULT_COUNTRY_ID, DEGREES, GREETINGS } from '@kontor/domain/constants';
import {
  type Customer,
  type CustomerInput,
  customerSchema,
  type CustomerType,
  isIdDocumentExpired,
} from '@kontor/domain/customers';
import { isErrorCode } from '@kontor/domain/errors';
import { Alert, App, Button, Col, Flex, Form, Input, Radio, Row, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type FormEvent, type ReactNode, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { useCountries } from '../../app/countries';
import { useSelectClear } from '../../ui/clear-buttons';
import { CountrySelect } from '../../ui/country-select';
import { DateInput, dateRulesFor } from '../../ui/date-input';
import { formatDate } from '../../app/format';
import { applyFieldErrors, zodFieldRule } from '../../ui/zod-rule';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';

type DateField = 'birthday' | 'passportExpired';

/** The form's own values: dates as dayjs for the date pickers, everything else as the schema has it. */
type FormValues = Omit<CustomerInput, DateField> & { birthday?: Dayjs | null; passportExpired?: Dayjs | null };

export type CustomerFormProps = {
  /** A stored customer to edit, or some fields to start a new one with. */
  initialValues?: Partial<Customer> | Partial<CustomerInput>;
  /** Called with valid values; a rejected ApiError with `fields` puts the server's codes on the fields. */
  onSubmit(values: CustomerInput): Promise<unknown> | void;
  submitting: boolean;
  /** 'vertical' (default) stacks labels over inputs; 'horizontal' suits a wide wizard step. */
  layout?: 'vertical' | 'horizontal';
  submitLabel?: string;
  onCancel?(): void;
  /** Any field changed (a drawer asks before closing over it). */
  onChange?(): void;
};

const toIso = (value: Dayjs | null | undefined) => (value?.isValid() ? value.format('YYYY-MM-DD') : null);
const toDayjs = (value: string | null | undefined) => (value ? dayjs(value) : null);

/** The form's values as the API takes them; hidden fields of the other customer kind are not sent. */
function toInput(values: FormValues): CustomerInput {
  const input: CustomerInput = { ...values, birthday: toIso(values.birthday), passportExpired: toIso(values.passportExpired) };
  if (input.type !== 'BUSINESS') {
    input.companyName = null;
    input.vatId = null;
  }
  return input;
}

const prepare = (raw: Record<string, unknown>) => toInput(raw as FormValues) as Record<string, unknown>;

function fromInitial(initial: CustomerFormProps['initialValues']): FormValues {
  return {
    type: 'PRIVATE',
    countryId: DEFAULT_COUNTRY_ID,
    greeting: null,
    title: null,
    ...initial,
    birthday: toDayjs(initial?.birthday),
    passportExpired: toDayjs(initial?.passportExpired),
  };
}

/**
 * A customer's data as one form: used in the customers drawer and, later, inside a step of the
 * buying and selling wizards. Validation is the domain's customerSchema, field by field.
 */
export function CustomerForm({
  initialValues,
  onSubmit,
  submitting,
  layout = 'vertical',
  submitLabel,
  onCancel,
  onChange,
}: CustomerFormProps) {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const countries = useCountries();
  const [form] = Form.useForm<FormValues>();
  const selectClear = useSelectClear();
  const start = useMemo(() => fromInitial(initialValues), [initialValues]);
  const type = (Form.useWatch('type', form) ?? start.type) as CustomerType;
  const expiry = Form.useWatch('passportExpired', form) as Dayjs | null | undefined;
  const vatId = Form.useWatch('vatId', form) as string | null | undefined;
  const locale = i18n.language === 'en' ? 'en' : 'de';
  const expiryIso = toIso(expiry);
  const expired = isIdDocumentExpired({ passportExpired: expiryIso }, todayInBerlin());

  const rule = (name: keyof CustomerInput) => zodFieldRule({ schema: customerSchema, prepare }, name, t);
  const item = (name: keyof CustomerInput & string, control: ReactNode, options: { required?: boolean; span?: number } = {}) => (
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
  const text = (
    name: keyof CustomerInput & string,
    options: { required?: boolean; span?: number; autoComplete?: string; max?: number } = {},
  ) => item(name, <Input autoComplete={options.autoComplete ?? 'off'} />, options);
  const section = (key: string) => (
    <Typography.Title level={5} style={{ marginTop: 8 }}>
      {t(`customers.sections.${key}`)}
    </Typography.Title>
  );

  // One save at a time: antd calls onFinish only after its asynchronous validation, and the caller's
  // `submitting` turns on only once the request is sent, so a double click would get two submits
  // through (two customers). The ref is set in the same event as the submit and cleared when the save
  // settled or the validation failed; a submit meanwhile is dropped.
  const inFlight = useRef(false);
  const hold = (on: boolean) => {
    inFlight.current = on;
  };
  function guard(event: FormEvent) {
    if (!inFlight.current) return hold(true);
    event.preventDefault();
    event.stopPropagation();
  }

  async function submit(values: FormValues) {
    try {
      await onSubmit(toInput(values));
    } catch (error) {
      if (error instanceof ApiError && applyFieldErrors(form, error.fields, t)) return;
      // 9541 (changed in another tab meanwhile) lands here too: the form stays open with the input.
      const code = error instanceof ApiError && isErrorCode(error.code) ? error.code : '5003';
      notification.error({ title: t('common.errors.errorTitle'), description: t(`errors.${code}`) });
    } finally {
      hold(false);
    }
  }

  return (
    <Form<FormValues>
      form={form}
      layout={layout}
      labelCol={layout === 'horizontal' ? { flex: '180px' } : undefined}
      initialValues={start}
      onSubmitCapture={guard}
      onFinish={submit}
      onFinishFailed={() => hold(false)}
      onValuesChange={() => onChange?.()}
      scrollToFirstError={SCROLL_TO_FIRST_ERROR}
      requiredMark
      // The e-mail field is type="email" (the phone keyboard's @): the form's own rules check it in the
      // UI language; the browser's bubble would say it again, in the browser's language.
      noValidate
    >
      <Form.Item name="type" label={t('customers.fields.type')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={(['PRIVATE', 'BUSINESS'] as const).map((value) => ({ value, label: t(`customers.types.${value}`) }))}
          onChange={() => void form.validateFields(['companyName', 'firstName', 'lastName']).catch(() => undefined)}
        />
      </Form.Item>

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

      {section('contact')}
      <Row gutter={16}>
        {item('phoneNumber', <Input type="tel" autoComplete="off" placeholder="+49 151 2345678" />)}
        {item('email', <Input type="email" autoComplete="off" />)}
      </Row>

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

      {section('other')}
      <Form.Item name="comments" label={t('customers.fields.comments')} rules={[rule('comments')]}>
        <Input.TextArea rows={3} count={{ show: true, max: COMMENT_MAX }} />
      </Form.Item>

      <Flex gap={8} justify="flex-end" wrap>
        {onCancel && <Button onClick={onCancel}>{t('common.actions.cancel')}</Button>}
        <Button type="primary" htmlType="submit" loading={submitting}>
          {submitLabel ?? t('common.actions.save')}
        </Button>
      </Flex>
    </Form>
  );
}
