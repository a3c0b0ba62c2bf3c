import { todayInBerlin } from '@kontor/domain/business-calendar';
import { GENDERS, type Gender } from '@kontor/domain/accounts';
import { DEFAULT_BIRTH_DATE, PHONE_PREFIX } from '@kontor/domain/constants';
import { DatePicker, Form, Input, Radio, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DATE_PICKER_FORMAT } from '../../ui/date-format';
import { zodFieldRule } from '../../ui/zod-rule';

// Form pieces shared by registration, account completion, password reset and Manage Profile, so
// the same field looks and validates the same everywhere.

// Germany first (the default), then the neighbours and the markets dealers export to most.
const PHONE_PREFIXES = ['+49', '+43', '+41', '+31', '+32', '+33', '+39', '+45', '+48', '+420', '+352', '+44', '+90', '+1'];

/** "+49" and "151 2345678" → "+491512345678"; the domain schema strips the separators again. */
export function joinPhone(prefix: string | undefined, number: string | undefined): string {
  const digits = (number ?? '').replace(/[^\d]/g, '').replace(/^0+/, '');
  return digits ? `${prefix ?? PHONE_PREFIX}${digits}` : '';
}

/** Splits a stored "+491512345678" into the longest known prefix and the rest. */
export function splitPhone(phone: string | null | undefined): { phonePrefix: string; phoneLocal: string } {
  if (!phone) return { phonePrefix: PHONE_PREFIX, phoneLocal: '' };
  const prefix = [...PHONE_PREFIXES].sort((a, b) => b.length - a.length).find((candidate) => phone.startsWith(candidate));
  return prefix
    ? { phonePrefix: prefix, phoneLocal: phone.slice(prefix.length) }
    : { phonePrefix: PHONE_PREFIX, phoneLocal: phone.replace(/^\+/, '') };
}

function toIsoDate(value: Dayjs | null | undefined): string {
  return value ? value.format('YYYY-MM-DD') : '';
}

/**
 * The form's values as the domain schemas read them: the phone prefix joined to the number, the
 * birth date as ISO. Every account form keeps its fields under these names.
 */
export function toPayload(values: Record<string, unknown>): Record<string, unknown> {
  const { phonePrefix, phoneLocal, birthDate, ...rest } = values;
  const payload: Record<string, unknown> = { ...rest };
  if (phoneLocal !== undefined || phonePrefix !== undefined) {
    payload.phoneNumber = joinPhone(phonePrefix as string | undefined, phoneLocal as string | undefined) || undefined;
  }
  if (birthDate !== undefined) payload.birthDate = dayjs.isDayjs(birthDate) ? toIsoDate(birthDate) : birthDate;
  return payload;
}

/** A person's details as account completion and Manage Profile hold them in the form. */
export type PersonalDetailsValues = {
  phonePrefix: string;
  phoneLocal: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  birthDate: Dayjs | null;
};

/** The details as the API reads them: the phone joined, the names trimmed, the birth date as ISO. */
export function toPersonalDetails(values: PersonalDetailsValues) {
  return {
    phoneNumber: joinPhone(values.phonePrefix, values.phoneLocal),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    gender: values.gender,
    birthDate: toIsoDate(values.birthDate),
  };
}

type SchemaProps = { schema: z.ZodType };

/** Phone, names, gender and birth date, in this order wherever a person's details are asked. */
export function PersonalDetailsFields({ schema }: SchemaProps) {
  return (
    <>
      <PhoneField schema={schema} />
      <NameFields schema={schema} />
      <GenderField />
      <BirthDateField schema={schema} />
    </>
  );
}

/** The phone number: a country-code select (+49 by default) joined to the number. */
export function PhoneField({ schema }: SchemaProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('auth.fields.phone')} htmlFor="phoneLocal" required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="phonePrefix" noStyle initialValue={PHONE_PREFIX}>
          <Select
            aria-label={t('auth.fields.phonePrefix')}
            style={{ width: 100 }}
            options={PHONE_PREFIXES.map((value) => ({ value, label: value }))}
          />
        </Form.Item>
        <Form.Item
          name="phoneLocal"
          noStyle
          dependencies={['phonePrefix']}
          rules={[zodFieldRule({ schema, prepare: toPayload }, 'phoneNumber', t)]}
        >
          <Input id="phoneLocal" inputMode="tel" autoComplete="tel-national" placeholder="151 23456789" />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}

function NameFields({ schema }: SchemaProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="firstName"
        label={t('auth.fields.firstName')}
        rules={[zodFieldRule({ schema, prepare: toPayload }, 'firstName', t)]}
        required
      >
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item
        name="lastName"
        label={t('auth.fields.lastName')}
        rules={[zodFieldRule({ schema, prepare: toPayload }, 'lastName', t)]}
        required
      >
        <Input autoComplete="family-name" />
      </Form.Item>
    </>
  );
}

function GenderField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="gender" label={t('auth.fields.gender')} initialValue="MALE">
      <Radio.Group options={GENDERS.map((value) => ({ value, label: t(`auth.genders.${value}`) }))} />
    </Form.Item>
  );
}

/** Birth date, required; an empty picker opens on 01.01.1973 (SPEC.md §9). */
function BirthDateField({ schema }: SchemaProps) {
  const { t, i18n } = useTranslation();
  return (
    <Form.Item
      name="birthDate"
      label={t('auth.fields.birthDate')}
      required
      rules={[zodFieldRule({ schema, prepare: toPayload }, 'birthDate', t)]}
    >
      <DatePicker
        style={{ width: '100%' }}
        format={DATE_PICKER_FORMAT[i18n.language === 'de' ? 'de' : 'en']}
        defaultPickerValue={dayjs(DEFAULT_BIRTH_DATE)}
        disabledDate={(day) => day.isAfter(dayjs(todayInBerlin()), 'day')}
      />
    </Form.Item>
  );
}

type NewPasswordProps = SchemaProps & { confirmName: 'confirmPassword' | 'passwordConfirmation'; label?: string };

/** A new password and its confirmation ('Two inputs don't match!'), both judged by the form's schema. */
export function NewPasswordFields({ schema, confirmName, label }: NewPasswordProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={label ?? t('auth.fields.password')}
        extra={t('auth.validation.passwordHint')}
        rules={[zodFieldRule({ schema, prepare: toPayload }, 'password', t)]}
        required
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name={confirmName}
        label={t('auth.fields.confirmPassword')}
        dependencies={['password']}
        required
        rules={[zodFieldRule({ schema, prepare: toPayload }, confirmName, t)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
