import { GENDERS } from '@kontor/domain/accounts';
import { DEFAULT_BIRTH_DATE, PHONE_PREFIX } from '@kontor/domain/constants';
import { Form, Input, Radio, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateInput, dateInputRule } from '../../ui/date-input';
import { zodFieldRule } from '../../ui/zod-rule';
import { PHONE_PREFIXES, toPayload } from './auth-form-values';

// Form pieces of Manage Profile (antd), so the same field looks and validates the same everywhere;
// the guest pages have the same pieces drawn with ui/light (guest-form-parts).

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

/** Birth date, required; an empty picker opens on 01.01.1973, not on today. */
function BirthDateField({ schema }: SchemaProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="birthDate"
      label={t('auth.fields.birthDate')}
      required
      rules={[dateInputRule, zodFieldRule({ schema, prepare: toPayload }, 'birthDate', t)]}
    >
      <DateInput past defaultPickerValue={dayjs(DEFAULT_BIRTH_DATE)} />
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
