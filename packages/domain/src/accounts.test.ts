import { describe, expect, it } from 'vitest';
import { accountDetailsSchema, accountHolderBirthDateProblem, registerSchema, userDetailsSchema } from './accounts';
import { TERMS_VERSION } from './terms-version';
import { addDays, addYears, todayInBerlin } from './business-calendar';

const details = { phoneNumber: '+491701234567', firstName: 'Jürgen', lastName: 'Weiß', gender: 'MALE', birthDate: '1973-01-01' };

function birthDateCode(schema: typeof userDetailsSchema | typeof accountDetailsSchema, birthDate: string, extra = {}) {
  const result = schema.safeParse({ ...details, ...extra, birthDate });
  return result.success ? null : (result.error.issues.find((issue) => issue.path[0] === 'birthDate')?.message ?? null);
}

describe('birth date of the account holder', () => {
  it('is of age from the 18th birthday on, in Berlin days', () => {
    expect(accountHolderBirthDateProblem('2008-11-23', '2026-11-23')).toBeNull();
    expect(accountHolderBirthDateProblem('2008-11-24', '2026-11-23')).toBe('9126');
    // Born on 29 February: of age on 1 March in a year without it.
    expect(accountHolderBirthDateProblem('2008-02-29', '2026-02-28')).toBe('9126');
    expect(accountHolderBirthDateProblem('2008-02-29', '2026-03-01')).toBeNull();
  });

  it('is at most 120 years ago', () => {
    expect(accountHolderBirthDateProblem('1906-11-23', '2026-11-23')).toBeNull();
    expect(accountHolderBirthDateProblem('1906-11-22', '2026-11-23')).toBe('9127');
  });

  it('is checked by both account forms against today in Berlin', () => {
    const today = todayInBerlin();
    const password = { password: 'Sicher#2024', confirmPassword: 'Sicher#2024' };
    expect(birthDateCode(userDetailsSchema, addDays(addYears(today, -18), 1))).toBe('9126');
    expect(birthDateCode(userDetailsSchema, addYears(today, -18))).toBeNull();
    expect(birthDateCode(accountDetailsSchema, addDays(addYears(today, -120), -1), password)).toBe('9127');
    expect(birthDateCode(accountDetailsSchema, '1980-05-17', password)).toBeNull();
    expect(birthDateCode(userDetailsSchema, '')).toBe('0001');
  });
});

describe('registration', () => {
  it('carries the version of the terms it agreed to: missing 0001, another 9128', () => {
    const base = { email: 'a@b.de', phoneNumber: '015112345678', agreeToTerms: true };
    const codeOf = (value: unknown) =>
      registerSchema.safeParse(value).error?.issues.find((i) => i.path[0] === 'termsVersion')?.message;
    expect(codeOf(base)).toBe('0001');
    expect(codeOf({ ...base, termsVersion: '2020-01-01' })).toBe('9128');
    expect(registerSchema.safeParse({ ...base, termsVersion: TERMS_VERSION }).success).toBe(true);
  });
});
