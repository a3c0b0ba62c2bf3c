import { describe, expect, it } from 'vitest';
import {
  bearer,
  call,
  createUserWithPassword,
  login,
  mailsTo,
  PASSWORD,
  readResetMail,
  registerThroughApi,
  uniqueEmail,
  waitForMail,
} from '../../test/auth-factories';
import { useTestContext } from '../../test/test-context';
import { authCommands } from './auth.cli';

const t = useTestContext();

const NEW_PASSWORD = 'Neu&Sicher99';

async function requestReset(email: string, mailTo = email) {
  const seen = t.mails().length;
  const response = await call(t, 'POST /api/auth/recovery', { body: { email } });
  expect(response.status).toBe(200);
  return readResetMail(await waitForMail(t, mailTo, seen));
}

describe('POST /api/auth/recovery', () => {
  it('mails a link PUBLIC_URL/login/reset-password/<token>?email=<email> in the user language', async () => {
    const user = await createUserWithPassword(t, PASSWORD, { locale: 'en' });
    const seen = t.mails().length;
    await call(t, 'POST /api/auth/recovery', { body: { email: user.email.toUpperCase() } });
    const mail = await waitForMail(t, user.email, seen);
    expect(mail).toContain('You asked to reset your password.');
    expect(mail).toContain(`${t.ctx.config.publicUrl}/login/reset-password/`);
    expect(readResetMail(mail).email).toBe(user.email);
  });

  it('answers unknown, unverified and known addresses alike, and mails only the known one', async () => {
    const user = await createUserWithPassword(t);
    const unverified = await registerThroughApi(t);
    const unknownEmail = uniqueEmail('nobody');
    const seen = t.mails().length;
    const answers = await Promise.all(
      [user.email, unverified.email, unknownEmail].map((email) => call(t, 'POST /api/auth/recovery', { body: { email } })),
    );
    for (const answer of answers) expect([answer.status, answer.json]).toEqual([200, { data: null }]);
    await waitForMail(t, user.email, seen);
    expect(mailsTo(t, unknownEmail)).toHaveLength(0);
    expect(t.mails().slice(seen)).toHaveLength(1);
  });
});

describe('POST /api/auth/check-password-token', () => {
  it('answers 200 for a valid token of that address, 5004 otherwise, and after 24 hours', async () => {
    const user = await createUserWithPassword(t);
    const { token } = await requestReset(user.email);
    expect((await call(t, 'POST /api/auth/check-password-token', { body: { token, email: user.email } })).status).toBe(200);
    for (const body of [
      { token, email: uniqueEmail() },
      { token: 'made-up', email: user.email },
    ]) {
      const response = await call(t, 'POST /api/auth/check-password-token', { body });
      expect(response.status).toBe(422);
      expect(response.json.error.code).toBe('5004');
    }
    t.clock.advance(24 * 3600_000 + 1000);
    expect((await call(t, 'POST /api/auth/check-password-token', { body: { token, email: user.email } })).json.error.code).toBe(
      '5004',
    );
    t.clock.set(new Date());
  });

  it('a newer link replaces the older one', async () => {
    const user = await createUserWithPassword(t);
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect(
      (await call(t, 'POST /api/auth/check-password-token', { body: { token: first.token, email: user.email } })).status,
    ).toBe(422);
    expect(
      (await call(t, 'POST /api/auth/check-password-token', { body: { token: second.token, email: user.email } })).status,
    ).toBe(200);
  });
});

describe('POST /api/auth/password-reset', () => {
  it('sets the password once, logs in, and ends every other login', async () => {
    const user = await createUserWithPassword(t);
    const oldSession = await login(t, user.email);
    const { token, email } = await requestReset(user.email);
    const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token, email };
    const reset = await call(t, 'POST /api/auth/password-reset', { body });
    expect(reset.status).toBe(200);
    expect(reset.json.data).toEqual({ token: expect.any(String), refresh_token: expect.any(String), expires_in: 3600 });
    expect((await call(t, 'POST /api/auth/refresh', { body: { refresh_token: oldSession.refresh_token } })).status).toBe(401);
    expect((await call(t, 'POST /api/auth/login', { body: { email: user.email, password: PASSWORD } })).json.error.code).toBe(
      '4004',
    );
    expect((await call(t, 'POST /api/auth/login', { body: { email: user.email, password: NEW_PASSWORD } })).status).toBe(200);
    const again = await call(t, 'POST /api/auth/password-reset', {
      body: { ...body, password: 'Dritte#Runde3', password_confirmation: 'Dritte#Runde3' },
    });
    expect(again.status).toBe(422);
    expect(again.json.error.code).toBe('5004');
  });

  it('validates the new password (9121, 9122, 9123) and keeps the token for another try', async () => {
    const user = await createUserWithPassword(t);
    const { token } = await requestReset(user.email);
    const short = await call(t, 'POST /api/auth/password-reset', {
      body: { password: 'Ab1!', password_confirmation: 'Ab1!', token, email: user.email },
    });
    expect(short.json.error.fields).toEqual({ password: '9121' });
    const weak = await call(t, 'POST /api/auth/password-reset', {
      body: { password: 'abcdefgh', password_confirmation: 'abcdefgh', token, email: user.email },
    });
    expect(weak.json.error.fields).toEqual({ password: '9122' });
    const mismatch = await call(t, 'POST /api/auth/password-reset', {
      body: { password: NEW_PASSWORD, password_confirmation: 'other', token, email: user.email },
    });
    expect(mismatch.json.error.fields).toEqual({ password_confirmation: '9123' });
    expect((await call(t, 'POST /api/auth/check-password-token', { body: { token, email: user.email } })).status).toBe(200);
  });

  it('refuses a token of another address (5004) and a blocked user (1113)', async () => {
    const user = await createUserWithPassword(t);
    const { token } = await requestReset(user.email);
    const other = await call(t, 'POST /api/auth/password-reset', {
      body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token, email: uniqueEmail() },
    });
    expect(other.json.error.code).toBe('5004');
    await authCommands[0]!.run(t.ctx, [user.email]);
    const blocked = await call(t, 'POST /api/auth/password-reset', {
      body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token, email: user.email },
    });
    expect(blocked.status).toBe(403);
    expect(blocked.json.error.code).toBe('1113');
  });
});

describe('PUT /api/user/details', () => {
  const details = {
    phone_number: '+49 (0) 89 1234-567',
    first_name: "D'Angelo",
    last_name: 'Groß-Öztürk',
    gender: 'FEMALE',
    birth_date: '1985-07-14',
  };

  it('changes the caller’s details only and answers the user', async () => {
    const user = await createUserWithPassword(t);
    const other = await createUserWithPassword(t);
    const response = await call(t, 'PUT /api/user/details', { body: details, headers: user.headers });
    expect(response.status).toBe(200);
    expect(response.json.data).toMatchObject({
      id: user.id,
      phone: '+490891234567',
      first_name: "D'Angelo",
      last_name: 'Groß-Öztürk',
      gender: 'FEMALE',
      birth_date: '1985-07-14',
    });
    const theirs = await call(t, 'GET /api/auth/me', { headers: other.headers });
    expect(theirs.json.data).toMatchObject({ first_name: 'Max', last_name: 'Mustermann' });
  });

  it('validates with field codes and requires a login', async () => {
    const user = await createUserWithPassword(t);
    const response = await call(t, 'PUT /api/user/details', {
      body: { phone_number: 'abc', first_name: 'Max2', last_name: 'M', birth_date: '' },
      headers: user.headers,
    });
    expect(response.status).toBe(422);
    expect(response.json.error.fields).toEqual({
      phone_number: '9124',
      first_name: '9125',
      last_name: '9125',
      birth_date: '0001',
    });
    expect((await call(t, 'PUT /api/user/details', { body: details })).status).toBe(401);
  });
});

describe('PUT /api/user/change-password', () => {
  it('changes the password with the right current one (204)', async () => {
    const user = await createUserWithPassword(t);
    const response = await call(t, 'PUT /api/user/change-password', {
      body: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      headers: user.headers,
    });
    expect(response.status).toBe(204);
    expect((await call(t, 'POST /api/auth/login', { body: { email: user.email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('answers 0034 for a wrong current password, 0035 for the same password, 9123 for a mismatch', async () => {
    const user = await createUserWithPassword(t);
    const wrong = await call(t, 'PUT /api/user/change-password', {
      body: { current_password: 'Falsch#123', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      headers: user.headers,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error).toMatchObject({ code: '0034', fields: { current_password: '0034' } });
    const same = await call(t, 'PUT /api/user/change-password', {
      body: { current_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD },
      headers: user.headers,
    });
    expect(same.json.error).toMatchObject({ code: '0035', fields: { password: '0035' } });
    const mismatch = await call(t, 'PUT /api/user/change-password', {
      body: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: 'x' },
      headers: user.headers,
    });
    expect(mismatch.json.error.fields).toEqual({ password_confirmation: '9123' });
    expect((await call(t, 'POST /api/auth/login', { body: { email: user.email, password: PASSWORD } })).status).toBe(200);
  });

  it('is refused for an unverified user (403) and without login (401)', async () => {
    const reg = await registerThroughApi(t);
    const body = { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await call(t, 'PUT /api/user/change-password', { body, headers: bearer(reg.tokens.token) })).status).toBe(403);
    expect((await call(t, 'PUT /api/user/change-password', { body })).status).toBe(401);
  });
});
