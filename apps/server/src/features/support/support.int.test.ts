import { describe, expect, it } from 'vitest';
import { decodeMail } from '../../test/auth-factories';
import { createCompanyUser, createUser, type TestUser } from '../../test/factories';
import { createTestContext, useTestContext } from '../../test/test-context';

const t = useTestContext({
  env: {
    SUPPORT_EMAIL: 'hilfe@kontor.example',
    SUPPORT_PHONE: '+49 30 987654',
    OPERATOR_NAME: 'Beispiel Software GmbH',
    OPERATOR_LEGAL_FORM: 'GmbH',
    OPERATOR_ADDRESS: 'Hauptstraße 5, 10115 Berlin',
    OPERATOR_SEAT: 'Berlin',
    OPERATOR_REGISTER_COURT: 'Amtsgericht Berlin-Charlottenburg',
    OPERATOR_REGISTER_NUMBER: 'HRB 123456 B',
    OPERATOR_MANAGING_DIRECTORS: 'Anna Muster, Ben Beispiel',
  },
});

const lastMail = () => t.mails().at(-1) ?? '';

const sendMessage = (user: TestUser, payload: { subject?: string; message?: string }) =>
  t.app.inject({ method: 'POST', url: '/api/user/support/message', headers: user.headers, payload });

describe('support', () => {
  it('tells anyone the support e-mail and phone from the settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/support' });
    expect(res.statusCode).toBe(200);
    // The legal pages name this operator; without PRIVACY_EMAIL privacy requests go to support.
    expect(res.json()).toEqual({
      data: {
        email: 'hilfe@kontor.example',
        phone: '+49 30 987654',
        privacy_email: 'hilfe@kontor.example',
        // The legal pages name the operator with its register entry and managing directors, and no VAT id where none is set.
        operator: {
          name: 'Beispiel Software GmbH',
          address: 'Hauptstraße 5, 10115 Berlin',
          legal_form: 'GmbH',
          seat: 'Berlin',
          register_court: 'Amtsgericht Berlin-Charlottenburg',
          register_number: 'HRB 123456 B',
          managing_directors: ['Anna Muster', 'Ben Beispiel'],
          supervisory_board_chair: null,
          vat_id: null,
          tax_number: null,
        },
        legal_notice: { email: 'hilfe@kontor.example', phone: '+49 30 987654' },
      },
    });
  });

  it('gives no legal notice while the operator’s name, address or e-mail is unset, rather than defaults', async () => {
    const fresh = await createTestContext({ env: { OPERATOR_ADDRESS: 'Hauptstraße 5, 10115 Berlin' } });
    try {
      const res = await fresh.app.inject({ method: 'GET', url: '/api/support' });
      expect(res.json().data.legal_notice).toBeNull();
      // No placeholder contact either: what is unset is null, and the dialog shows none.
      expect(res.json().data).toMatchObject({ email: null, phone: null, privacy_email: null });
      // Without a support address a message has nowhere to go: refused, not sent to a made-up one.
      const user = await createUser(fresh);
      const sent = await fresh.app.inject({
        method: 'POST',
        url: '/api/user/support/message',
        headers: user.headers,
        payload: { subject: 'Hallo', message: 'Test' },
      });
      expect(sent.statusCode).toBe(503);
      expect(fresh.mails()).toHaveLength(0);
    } finally {
      await fresh.close();
    }
  });

  it('mails the message to support with the user and company attached', async () => {
    const user = await createCompanyUser(t);
    const before = t.mails().length;
    const res = await sendMessage(user, { subject: 'Rechnung', message: 'Die Rechnungsnummer springt.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { sent: true } });
    expect(t.mails()).toHaveLength(before + 1);
    const mail = lastMail();
    expect(mail).toContain('To: hilfe@kontor.example');
    expect(mail).toContain(user.id);
    expect(mail).toContain(user.companyId);
    expect(mail).toContain(user.email);
    expect(mail).toContain('Die Rechnungsnummer springt.');
    expect(mail).toMatch(/Autohaus [0-9a-f]+ GmbH/);
    // A mail of the operator is a business letter: its foot names the company as § 35a GmbHG asks.
    const flat = decodeMail(mail);
    expect(flat).toContain('Beispiel Software GmbH · Hauptstraße 5, 10115 Berlin');
    expect(flat).toContain('Sitz: Berlin · Registergericht: Amtsgericht Berlin-Charlottenburg · Registernummer: HRB 123456 B');
    expect(flat).toContain('Geschäftsführer: Anna Muster, Ben Beispiel');
  });

  it('works for an unverified user without a company (the demo version)', async () => {
    const user = await createUser(t, { status: 'UNVERIFIED' });
    const res = await sendMessage(user, { subject: 'Code', message: 'Mein Code kommt nicht an.' });
    expect(res.statusCode).toBe(200);
    expect(lastMail()).toContain(user.id);
  });

  it('refuses without a login', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/support/message', payload: { subject: 'a', message: 'b' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('401');
  });

  it('answers 422 with field codes for empty or too long input', async () => {
    const user = await createUser(t);
    const empty = await sendMessage(user, { subject: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toEqual({ subject: '0001', message: '0001' });
    const long = await sendMessage(user, { subject: 'x'.repeat(300), message: 'ok' });
    expect(long.statusCode).toBe(422);
    // The answer names the limit: at most 255 characters.
    expect(long.json().error.fields).toEqual({ subject: '5011' });
  });

  it('limits how many messages one user sends in a short time', async () => {
    const user = await createUser(t);
    const send = () => sendMessage(user, { subject: 's', message: 'm' });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('429');
    // Another user is not affected.
    const other = await createUser(t);
    const res = await sendMessage(other, { subject: 's', message: 'm' });
    expect(res.statusCode).toBe(200);
  });
});
