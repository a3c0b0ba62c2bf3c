import { COMMENT_MAX, DEFAULT_COUNTRY_ID } from '@kontor/domain/constants';
import { type Customer, type CustomerInput, type CustomerType } from '@kontor/domain/customers';
import { isErrorCode } from '@kontor/domain/errors';
import { App, Button, Flex, Form, type FormInstance, Input, Radio, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type FormEvent, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { applyFieldErrors } from '../../ui/zod-rule';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';
import {
  AddressSection,
  customerFieldKit,
  IdDocumentSection,
  NameSection,
  PublicSectorSection,
  toIso,
} from './customer-form-sections';

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

const toDayjs = (value: string | null | undefined) => (value ? dayjs(value) : null);

/** The form's values as the API takes them; hidden fields of the other customer kind are not sent. */
function toInput(values: FormValues): CustomerInput {
  const input: CustomerInput = { ...values, birthday: toIso(values.birthday), passportExpired: toIso(values.passportExpired) };
  if (input.type !== 'BUSINESS') {
    input.companyName = null;
    input.vatId = null;
    // Only an organisation is a public-sector buyer; a person keeps neither box nor Leitweg-ID.
    input.publicSector = false;
    input.buyerReference = null;
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
    publicSector: false,
    ...initial,
    birthday: toDayjs(initial?.birthday),
    passportExpired: toDayjs(initial?.passportExpired),
  };
}

/**
 * Saves the form's values, one save at a time: antd calls onFinish only after its asynchronous
 * validation, and the caller's `submitting` turns on only once the request is sent, so a double click
 * would get two submits through (two customers). The ref is set in the same event as the submit
 * (`guard`) and cleared when the save settled or the validation failed (`release`); a submit
 * meanwhile is dropped.
 */
function useOneSave(form: FormInstance<FormValues>, onSubmit: CustomerFormProps['onSubmit']) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
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
  return { guard, submit, release: () => hold(false) };
}

/**
 * A customer's data as one form: used in the customers drawer and, later, inside a step of the
 * purchase and sale wizards. Validation is the domain's customerSchema, field by field.
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
  const [form] = Form.useForm<FormValues>();
  const start = useMemo(() => fromInitial(initialValues), [initialValues]);
  const type = (Form.useWatch('type', form) ?? start.type) as CustomerType;
  const locale = i18n.language === 'en' ? 'en' : 'de';
  const kit = customerFieldKit(t, prepare);
  // A public-sector buyer's XRechnung names its e-mail (BT-49): the field is marked required then.
  const publicSector = Form.useWatch('publicSector', form) === true;
  const { guard, submit, release } = useOneSave(form, onSubmit);

  return (
    <Form<FormValues>
      form={form}
      layout={layout}
      labelCol={layout === 'horizontal' ? { flex: '180px' } : undefined}
      initialValues={start}
      onSubmitCapture={guard}
      onFinish={submit}
      onFinishFailed={release}
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

      <NameSection kit={kit} type={type} />

      <AddressSection kit={kit} />

      {kit.section('contact')}
      <Row gutter={16}>
        {kit.item('phoneNumber', <Input type="tel" autoComplete="off" placeholder="+49 151 2345678" />)}
        {kit.item('email', <Input type="email" autoComplete="off" />, { required: publicSector })}
      </Row>

      {type === 'BUSINESS' && <PublicSectorSection kit={kit} />}

      <IdDocumentSection kit={kit} type={type} locale={locale} />

      {kit.section('other')}
      <Form.Item name="comments" label={t('customers.fields.comments')} rules={[kit.rule('comments')]}>
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
