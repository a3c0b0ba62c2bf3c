import { userDetailsSchema } from '@kontor/domain/accounts';
import { addDays, addYears, todayInBerlin } from '@kontor/domain/business-calendar';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { zodFieldRule } from '../../ui/zod-rule';
import { DATE_PICKER_FORMAT } from '../../ui/date-format';
import { joinPhone, splitPhone, toPayload } from './auth-form-values';
import { safeRedirect } from './use-login';

describe('phone number with country prefix', () => {
  it('joins the prefix and the number, dropping separators and the trunk zero', () => {
    expect(joinPhone('+49', '0151 234-5678')).toBe('+491512345678');
    expect(joinPhone('+43', '(664) 123 4567')).toBe('+436641234567');
    expect(joinPhone(undefined, '1512345678')).toBe('+491512345678');
    expect(joinPhone('+49', '')).toBe('');
  });

  it('splits a stored number into the longest known prefix and the rest', () => {
    expect(splitPhone('+491512345678')).toEqual({ phonePrefix: '+49', phoneLocal: '1512345678' });
    expect(splitPhone('+4206012345678')).toEqual({ phonePrefix: '+420', phoneLocal: '6012345678' });
    expect(splitPhone('+3521234567')).toEqual({ phonePrefix: '+352', phoneLocal: '1234567' });
    expect(splitPhone(null)).toEqual({ phonePrefix: '+49', phoneLocal: '' });
    expect(splitPhone('+9991234567')).toEqual({ phonePrefix: '+49', phoneLocal: '9991234567' });
  });

  it('round-trips: splitting a joined number gives the same number back', () => {
    for (const [prefix, local] of [
      ['+49', '1512345678'],
      ['+41', '791234567'],
      ['+1', '2025550123'],
    ] as const) {
      const { phonePrefix, phoneLocal } = splitPhone(joinPhone(prefix, local));
      expect(joinPhone(phonePrefix, phoneLocal)).toBe(joinPhone(prefix, local));
    }
  });
});

describe('form values to schema input', () => {
  it('turns the phone parts and the picked date into the wire fields', () => {
    expect(
      toPayload({ phonePrefix: '+49', phoneLocal: '151 2345678', birthDate: dayjs('1973-01-01'), firstName: 'Anna' }),
    ).toEqual({
      phoneNumber: '+491512345678',
      birthDate: '1973-01-01',
      firstName: 'Anna',
    });
    expect(toPayload({ phonePrefix: '+49', phoneLocal: '' }).phoneNumber).toBeUndefined();
  });

  it('writes dates as the language expects', () => {
    expect(DATE_PICKER_FORMAT.de).toBe('DD.MM.YYYY');
    expect(DATE_PICKER_FORMAT.en).toBe('DD/MM/YYYY');
  });
});

describe('birth date of the account holder in the form', () => {
  const t = ((key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogs.en)) as unknown as TFunction;
  const check = (picked: string) => {
    const values = {
      phonePrefix: '+49',
      phoneLocal: '1512345678',
      firstName: 'Anna',
      lastName: 'Berg',
      gender: 'FEMALE',
      birthDate: dayjs(picked),
    };
    const rule = zodFieldRule(
      { schema: userDetailsSchema, prepare: toPayload },
      'birthDate',
      t,
    )({ getFieldsValue: () => values });
    return rule.validator({}, undefined);
  };

  it('refuses younger than 18 and older than 120 with the translated text, before asking the server', async () => {
    const today = todayInBerlin();
    await expect(check(addDays(addYears(today, -18), 1))).rejects.toThrow('You must be at least 18 years old');
    await expect(check(addDays(addYears(today, -120), -1))).rejects.toThrow('Please check the birth date: at most 120 years');
    await expect(check(addYears(today, -18))).resolves.toBeUndefined();
  });
});

describe('redirect after login', () => {
  it('returns only to paths of this app', () => {
    expect(safeRedirect('/customers?page=2')).toBe('/customers?page=2');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example/path')).toBe('/');
    expect(safeRedirect('javascript:alert(1)')).toBe('/');
  });
});
