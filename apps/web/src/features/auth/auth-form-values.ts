import type { Gender } from '@kontor/domain/accounts';
import { PHONE_PREFIX } from '@kontor/domain/constants';
import type { Dayjs } from 'dayjs';

// The account forms' values as the domain schemas read them. Their own module, without antd or
// dayjs: the guest pages (ui/light) and Manage Profile (antd) share them.

// Germany first (the default), then the neighbours and the markets dealers export to most.
export const PHONE_PREFIXES = ['+49', '+43', '+41', '+31', '+32', '+33', '+39', '+45', '+48', '+420', '+352', '+44', '+90', '+1'];

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

/** A birth date as antd's picker holds it (a Dayjs) or as the light one does (ISO already). */
type BirthDate = Dayjs | string | null | undefined;

function isDayjs(value: unknown): value is Dayjs {
  return typeof value === 'object' && value !== null && typeof (value as Dayjs).format === 'function';
}

function toIsoDate(value: BirthDate): string {
  if (isDayjs(value)) return value.format('YYYY-MM-DD');
  return value ?? '';
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
  if (birthDate !== undefined) payload.birthDate = isDayjs(birthDate) ? toIsoDate(birthDate) : birthDate;
  return payload;
}

/** A person's details as account completion and Manage Profile hold them in the form. */
export type PersonalDetailsValues = {
  phonePrefix: string;
  phoneLocal: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  birthDate: BirthDate;
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
