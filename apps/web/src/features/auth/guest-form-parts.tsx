import { GENDERS, PHONE_PREFIX } from '@kontor/domain/constants';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Compact, NativeSelect, PasswordInput, RadioGroup, TextInput } from '../../ui/light/light-controls';
import { FormField } from '../../ui/light/light-form';
import { unreadDayRule } from '../../ui/unread-day';
import { type SchemaSource, zodFieldRule } from '../../ui/zod-rule';
import { PHONE_PREFIXES, toPayload } from './auth-form-values';
import type { BirthDatePickerProps } from './birth-date-picker';

// The account form pieces of the guest pages (registration, account completion, password reset),
// drawn with ui/light; Manage Profile has the same pieces in antd (auth-form-parts). Same names,
// same rules, same texts.

/** The form's schema, or how to load it (ui/zod-rule). */
type SchemaProps = { schema: SchemaSource };

/** The phone number: a country-code select (+49 by default) joined to the number. */
export function PhoneField({ schema }: SchemaProps) {
  const { t } = useTranslation();
  return (
    <FormField label={t('auth.fields.phone')} htmlFor="phoneLocal" required showErrorsOf="phoneLocal">
      <Compact>
        <FormField name="phonePrefix" noStyle initialValue={PHONE_PREFIX}>
          {/* 83 px: the width antd's Select had here (its `width: 100` inside the compact group). */}
          <NativeSelect
            aria-label={t('auth.fields.phonePrefix')}
            style={{ width: 83 }}
            options={PHONE_PREFIXES.map((value) => ({ value, label: value }))}
          />
        </FormField>
        <FormField
          name="phoneLocal"
          noStyle
          dependencies={['phonePrefix']}
          rules={[zodFieldRule({ schema, prepare: toPayload }, 'phoneNumber', t)]}
        >
          <TextInput inputMode="tel" autoComplete="tel-national" placeholder="151 23456789" />
        </FormField>
      </Compact>
    </FormField>
  );
}

/** Phone, names, gender and birth date, in this order wherever a person's details are asked. */
export function PersonalDetailsFields({ schema }: SchemaProps) {
  const { t } = useTranslation();
  const rule = (name: string) => [zodFieldRule({ schema, prepare: toPayload }, name, t)];
  return (
    <>
      <PhoneField schema={schema} />
      <FormField name="firstName" label={t('auth.fields.firstName')} rules={rule('firstName')} required>
        <TextInput autoComplete="given-name" />
      </FormField>
      <FormField name="lastName" label={t('auth.fields.lastName')} rules={rule('lastName')} required>
        <TextInput autoComplete="family-name" />
      </FormField>
      <FormField name="gender" label={t('auth.fields.gender')} initialValue="MALE">
        <RadioGroup options={GENDERS.map((value) => ({ value, label: t(`auth.genders.${value}`) }))} />
      </FormField>
      <FormField name="birthDate" label={t('auth.fields.birthDate')} required rules={[unreadDayRule, ...rule('birthDate')]}>
        <BirthDateInput />
      </FormField>
    </>
  );
}

// antd's picker (its calendar opens on 1973), loaded with antd only when account completion shows it.
const BirthDatePicker = lazy(() => import('./birth-date-picker'));

/** Until the picker has loaded: an empty field of the same size, disabled. */
function BirthDateInput(props: BirthDatePickerProps) {
  return (
    <Suspense fallback={<TextInput id={props.id} disabled />}>
      <BirthDatePicker {...props} />
    </Suspense>
  );
}

type NewPasswordProps = SchemaProps & { confirmName: 'confirmPassword' | 'passwordConfirmation'; label?: string };

/** A new password and its confirmation ('Two inputs don't match!'), both judged by the form's schema. */
export function NewPasswordFields({ schema, confirmName, label }: NewPasswordProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        name="password"
        label={label ?? t('auth.fields.password')}
        extra={t('auth.validation.passwordHint')}
        rules={[zodFieldRule({ schema, prepare: toPayload }, 'password', t)]}
        required
      >
        <PasswordInput autoComplete="new-password" />
      </FormField>
      <FormField
        name={confirmName}
        label={t('auth.fields.confirmPassword')}
        dependencies={['password']}
        required
        rules={[zodFieldRule({ schema, prepare: toPayload }, confirmName, t)]}
      >
        <PasswordInput autoComplete="new-password" />
      </FormField>
    </>
  );
}
