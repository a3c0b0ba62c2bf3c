import { accountDetailsSchema, changePasswordSchema, registerSchema } from '@kontor/domain/accounts';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyFieldErrors, issueText, renameFields, zodFieldRule, zodRule } from './zod-rule';

let t: TFunction;
beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    resources: { de: { translation: catalogs.de }, en: { translation: catalogs.en } },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
  t = instance.t;
});

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const run = (rule: unknown, value?: unknown) => (rule as { validator: Validator }).validator({}, value);
const form = (values: Record<string, unknown>) => ({ getFieldsValue: () => values });

describe('zodRule', () => {
  it('passes a valid value and translates a catalogue code', async () => {
    const rule = zodRule(registerSchema.shape.email, t);
    await expect(run(rule, 'dealer@example.com')).resolves.toBeUndefined();
    await expect(run(rule, 'not-an-address')).rejects.toThrow('Invalid email');
  });

  it('treats empty input (undefined, empty string, null) as the required-field code', async () => {
    const rule = zodRule(registerSchema.shape.email, t);
    for (const value of [undefined, '', null]) await expect(run(rule, value)).rejects.toThrow('The field must not be empty');
  });

  it('leaves text that is no number (NaN) to the number field’s own rule, which says so', async () => {
    const rule = zodRule(z.number({ error: '0001' }).int(), t);
    await expect(run(rule, Number.NaN)).resolves.toBeUndefined();
    await expect(run(rule, 1.5)).rejects.toThrow();
  });

  it('speaks the language of the i18n instance', async () => {
    const de = i18next.createInstance();
    await de.init({ lng: 'de', resources: { de: { translation: catalogs.de } }, interpolation: { prefix: '{', suffix: '}' } });
    await expect(run(zodRule(registerSchema.shape.email, de.t), 'x')).rejects.toThrow('Ungültige E-Mail-Adresse');
  });
});

describe('zodFieldRule', () => {
  it('leaves a field’s text that is no number (NaN) to the number field’s own rule', async () => {
    const schema = { schema: z.object({ deposit: z.number({ error: '0001' }), price: z.number({ error: '0001' }) }) };
    const deposit = zodFieldRule(schema, 'deposit', t)(form({ deposit: Number.NaN, price: Number.NaN }));
    await expect(run(deposit)).resolves.toBeUndefined();
    await expect(run(zodFieldRule(schema, 'deposit', t)(form({ price: 1 })))).rejects.toThrow('The field must not be empty');
  });

  const valid = {
    phoneNumber: '+49 151 2345678',
    firstName: 'Jürgen',
    lastName: "O'Neill-Groß",
    gender: 'MALE',
    birthDate: '1973-01-01',
    password: 'Sicher!2024',
    confirmPassword: 'Sicher!2024',
  };

  it('reports only the issue of its own field', async () => {
    const values = { ...valid, firstName: 'Al', password: 'weak' };
    await expect(run(zodFieldRule({ schema: accountDetailsSchema }, 'firstName', t)(form(values)))).rejects.toThrow(
      'Name must be 3 to 24 letters',
    );
    await expect(run(zodFieldRule({ schema: accountDetailsSchema }, 'password', t)(form(values)))).rejects.toThrow(
      'Password must be 8 to 100 characters',
    );
    await expect(run(zodFieldRule({ schema: accountDetailsSchema }, 'lastName', t)(form(values)))).resolves.toBeUndefined();
  });

  it('shows the confirmation mismatch on the confirmation field', async () => {
    const values = { ...valid, confirmPassword: 'Sicher!2025' };
    await expect(run(zodFieldRule({ schema: accountDetailsSchema }, 'confirmPassword', t)(form(values)))).rejects.toThrow(
      "Two inputs don't match!",
    );
    await expect(run(zodFieldRule({ schema: accountDetailsSchema }, 'password', t)(form(values)))).resolves.toBeUndefined();
  });

  it('maps the form values through prepare before validating', async () => {
    const prepare = (values: Record<string, unknown>) => ({
      ...values,
      phoneNumber: `${String(values.prefix)}${String(values.local)}`,
    });
    const rule = zodFieldRule({ schema: registerSchema, prepare }, 'phoneNumber', t);
    await expect(run(rule(form({ prefix: '+49', local: '1512345678' })))).resolves.toBeUndefined();
    await expect(run(rule(form({ prefix: '+49', local: '12' })))).rejects.toThrow('Phone number must be 9 to 15 digits');
  });

  it('checks the weak-password rule of the change-password form', async () => {
    const values = { currentPassword: 'x', password: 'alllowercase1!', passwordConfirmation: 'alllowercase1!' };
    await expect(run(zodFieldRule({ schema: changePasswordSchema }, 'password', t)(form(values)))).rejects.toThrow(
      'Insufficient password strength',
    );
  });
});

describe('issueText', () => {
  it('shows a catalog key or a plain message when the message is not a code', () => {
    expect(issueText({ code: 'custom', message: 'auth.validation.codeLength', path: [] }, t)).toBe('The code has 7 characters');
    expect(issueText({ code: 'custom', message: 'plain words', path: [] }, t)).toBe('plain words');
  });

  it('turns any zod schema failure into a text', () => {
    const result = z.string().min(3, '9125').safeParse('ab');
    expect(result.success).toBe(false);
    if (!result.success) expect(issueText(result.error.issues[0]!, t)).toBe('Name must be 3 to 24 letters');
  });
});

describe('applyFieldErrors', () => {
  it('puts server field codes on the (renamed) form fields', () => {
    const calls: unknown[] = [];
    const applied = applyFieldErrors(
      { setFields: (fields) => calls.push(...fields) },
      renameFields({ email: '4001', phoneNumber: '9124' }, { phoneNumber: 'phoneLocal' }),
      t,
    );
    expect(applied).toBe(true);
    expect(calls).toEqual([
      { name: 'email', errors: ['User already exist'] },
      { name: 'phoneLocal', errors: ['Phone number must be 9 to 15 digits'] },
    ]);
  });

  it('reports nothing applied when the server sent no fields', () => {
    expect(applyFieldErrors({ setFields: () => undefined }, {}, t)).toBe(false);
  });
});
