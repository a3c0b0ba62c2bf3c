import { describe, expect, it } from 'vitest';
import {
  accountDetails,
  bearer,
  call,
  createUserWithPassword,
  mailsTo,
  readVerificationMail,
  registerThroughApi,
  uniqueEmail,
  waitForMail,
} from '../../test/auth-factories';
import { useTestContext } from '../../test/test-context';
import { authCommands } from './auth.cli';
import { UNIFORM_ANSWER_MS } from './auth.service';

const t = useTestContext();

const MINUTE = 60_000;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('POST /api/auth/check-email/{username}', () => {
  it('is true only for an unverified account', async () => {
    const reg = await registerThroughApi(t);
    const verified = await createUserWithPassword(t);
    const answers = await Promise.all([
      call(t, `POST /api/auth/check-email/${encodeURIComponent(reg.email.toUpperCase())}`),
      call(t, `POST /api/auth/check-email/${encodeURIComponent(verified.email)}`),
    ]);
    expect(answers.map((a) => [a.status, a.json])).toEqual([
      [200, { data: { unverified: true } }],
      [200, { data: { unverified: false } }],
    ]);
  });

  it('answers an unknown or malformed address exactly like a verified one, never faster than the uniform floor', async () => {
    const verified = await createUserWithPassword(t);
    const known = await timed(() => call(t, `POST /api/auth/check-email/${encodeURIComponent(verified.email)}`));
    const unknown = await timed(() => call(t, `POST /api/auth/check-email/${encodeURIComponent(uniqueEmail('nobody'))}`));
    const malformed = await call(t, 'POST /api/auth/check-email/not-an-address');
    for (const answer of [unknown.result, malformed]) {
      expect(answer.status).toBe(known.result.status);
      expect(answer.json).toEqual(known.result.json);
    }
    expect(known.ms).toBeGreaterThanOrEqual(UNIFORM_ANSWER_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(UNIFORM_ANSWER_MS - 5);
  });
});

describe('POST /api/auth/resend-email-verification', () => {
  it('answers 200 for every address, alike and never faster than the uniform floor; mails only an unverified account', async () => {
    const reg = await registerThroughApi(t);
    const seen = t.mails().length;
    const known = await timed(() => call(t, 'POST /api/auth/resend-email-verification', { body: { email: reg.email } }));
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await timed(() => call(t, 'POST /api/auth/resend-email-verification', { body: { email: unknownEmail } }));
    expect(known.result.status).toBe(200);
    expect(unknown.result.status).toBe(200);
    expect(unknown.result.json).toEqual(known.result.json);
    expect(Math.min(known.ms, unknown.ms)).toBeGreaterThanOrEqual(UNIFORM_ANSWER_MS - 5);
    const mail = await waitForMail(t, reg.email, seen);
    expect(readVerificationMail(mail).code).not.toBe(reg.code);
    expect(mailsTo(t, unknownEmail)).toHaveLength(0);
  });

  it('replaces the old code and link: they stop working, the new ones work', async () => {
    const reg = await registerThroughApi(t);
    const seen = t.mails().length;
    await call(t, 'POST /api/auth/resend-email-verification', { body: { email: reg.email } });
    const fresh = readVerificationMail(await waitForMail(t, reg.email, seen));
    expect((await call(t, 'POST /api/auth/verify-email-verification-code', { body: { code: reg.code } })).json.error.code).toBe(
      '5004',
    );
    expect((await call(t, `POST /api/auth/check-email-token/${reg.linkToken}`)).status).toBe(422);
    expect((await call(t, `POST /api/auth/check-email-token/${fresh.linkToken}`)).json.data).toMatchObject({ email: reg.email });
    expect((await call(t, 'POST /api/auth/verify-email-verification-code', { body: { code: fresh.code } })).status).toBe(200);
  });

  it('validates the address (9027)', async () => {
    const response = await call(t, 'POST /api/auth/resend-email-verification', { body: { email: 'nope' } });
    expect(response.status).toBe(422);
    expect(response.json.error.fields).toEqual({ email: '9027' });
  });
});

describe('POST /api/auth/verify-email-verification-code', () => {
  it('accepts the code with spaces and any case once, answering a link token for /create-account', async () => {
    const reg = await registerThroughApi(t);
    const first = await call(t, 'POST /api/auth/verify-email-verification-code', {
      body: { code: ` ${reg.shownCode.toLowerCase()} `, email: reg.email },
    });
    expect(first.status).toBe(200);
    const { token } = first.json.data;
    expect((await call(t, `POST /api/auth/check-email-token/${token}`)).json.data).toMatchObject({ email: reg.email });
    const again = await call(t, 'POST /api/auth/verify-email-verification-code', { body: { code: reg.code } });
    expect(again.status).toBe(422);
    expect(again.json.error).toMatchObject({ code: '5004', fields: { code: '5004' } });
  });

  it('refuses a wrong code, a malformed code and the code of another address with 5004', async () => {
    const reg = await registerThroughApi(t);
    const wrongChar = reg.code[0] === 'A' ? 'B' : 'A';
    for (const body of [{ code: `${wrongChar}${reg.code.slice(1)}` }, { code: '12' }, { code: reg.code, email: uniqueEmail() }]) {
      const response = await call(t, 'POST /api/auth/verify-email-verification-code', { body });
      expect(response.status).toBe(422);
      expect(response.json.error.code).toBe('5004');
    }
    // The refusals did not spend the code.
    expect((await call(t, 'POST /api/auth/verify-email-verification-code', { body: { code: reg.code } })).status).toBe(200);
  });

  it('expires the code after 15 minutes', async () => {
    const reg = await registerThroughApi(t);
    t.clock.advance(15 * MINUTE + 1000);
    const response = await call(t, 'POST /api/auth/verify-email-verification-code', { body: { code: reg.code } });
    expect(response.json.error.code).toBe('5004');
    t.clock.set(new Date());
  });

  it('requires a code (0001)', async () => {
    const response = await call(t, 'POST /api/auth/verify-email-verification-code', { body: { code: '' } });
    expect(response.status).toBe(422);
    expect(response.json.error.fields).toEqual({ code: '0001' });
  });
});

describe('POST /api/auth/check-email-token/{token}', () => {
  it('answers the address for a valid link, 5004 for an unknown one and after 24 hours', async () => {
    const reg = await registerThroughApi(t);
    expect((await call(t, `POST /api/auth/check-email-token/${reg.linkToken}`)).json).toEqual({
      data: { email: reg.email, phone_number: '+491512345678' },
    });
    const unknown = await call(t, 'POST /api/auth/check-email-token/made-up-token');
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.code).toBe('5004');
    t.clock.advance(24 * 60 * MINUTE + 1000);
    expect((await call(t, `POST /api/auth/check-email-token/${reg.linkToken}`)).json.error.code).toBe('5004');
    t.clock.set(new Date());
  });
});

describe('POST /api/auth/email-verify/{emailToken}', () => {
  it('completes the account from the mailed link once; the link and code are spent afterwards', async () => {
    const reg = await registerThroughApi(t, { locale: 'en' });
    const done = await call(t, `POST /api/auth/email-verify/${reg.linkToken}`, { body: { ...accountDetails, gender: 'FEMALE' } });
    expect(done.status).toBe(200);
    expect(done.json.data).toEqual({ token: expect.any(String), refresh_token: expect.any(String), expires_in: 3600 });
    const me = await call(t, 'GET /api/auth/me', { headers: bearer(done.json.data.token) });
    expect(me.json.data).toMatchObject({ status: 'VERIFIED', gender: 'FEMALE', locale: 'en' });
    const again = await call(t, `POST /api/auth/email-verify/${reg.linkToken}`, { body: accountDetails });
    expect(again.status).toBe(422);
    expect(again.json.error.code).toBe('5004');
    expect((await call(t, 'POST /api/auth/verify-email-verification-code', { body: { code: reg.code } })).json.error.code).toBe(
      '5004',
    );
    // A verified account is no longer offered the code box.
    expect((await call(t, `POST /api/auth/check-email/${encodeURIComponent(reg.email)}`)).json.data.unverified).toBe(false);
  });

  it('validates every field with its code before touching the token', async () => {
    const reg = await registerThroughApi(t);
    const response = await call(t, `POST /api/auth/email-verify/${reg.linkToken}`, {
      body: {
        phone_number: '123',
        first_name: 'Al',
        last_name: '',
        gender: 'OTHER',
        password: 'short',
        confirm_password: 'different',
        birth_date: '31.12.1980',
      },
    });
    expect(response.status).toBe(422);
    expect(response.json.error.fields).toEqual({
      phone_number: '9124',
      first_name: '9125',
      last_name: '0001',
      // A value outside the enumeration names the field and lists what is allowed.
      gender: '5015',
      password: '9121',
      confirm_password: '9123',
      birth_date: '5003',
    });
    const weak = await call(t, `POST /api/auth/email-verify/${reg.linkToken}`, {
      body: { ...accountDetails, password: 'alllowercase1', confirm_password: 'alllowercase1' },
    });
    expect(weak.json.error.fields).toEqual({ password: '9122' });
    const mismatch = await call(t, `POST /api/auth/email-verify/${reg.linkToken}`, {
      body: { ...accountDetails, confirm_password: 'Sicher#2025' },
    });
    expect(mismatch.json.error).toMatchObject({
      code: '9123',
      message: 'Die beiden Eingaben stimmen nicht überein!',
      fields: { confirm_password: '9123' },
    });
    expect((await call(t, `POST /api/auth/check-email-token/${reg.linkToken}`)).status).toBe(200);
  });

  it('refuses an expired link (24 hours) with 5004 and a blocked user with 1113', async () => {
    const old = await registerThroughApi(t);
    t.clock.advance(24 * 60 * MINUTE + 1000);
    expect((await call(t, `POST /api/auth/email-verify/${old.linkToken}`, { body: accountDetails })).json.error.code).toBe(
      '5004',
    );
    t.clock.set(new Date());
    const blocked = await registerThroughApi(t);
    await authCommands[0]!.run(t.ctx, [blocked.email]);
    const response = await call(t, `POST /api/auth/email-verify/${blocked.linkToken}`, { body: accountDetails });
    expect(response.status).toBe(403);
    expect(response.json.error.code).toBe('1113');
  });
});

describe('the demo version', () => {
  it('lets an unverified user read "me" but not change details (403)', async () => {
    const reg = await registerThroughApi(t);
    expect((await call(t, 'GET /api/auth/me', { headers: bearer(reg.tokens.token) })).status).toBe(200);
    const details = await call(t, 'PUT /api/user/details', {
      body: { phone_number: '+4915112345678', first_name: 'Max', last_name: 'Muster', birth_date: '1980-01-01' },
      headers: bearer(reg.tokens.token),
    });
    expect(details.status).toBe(403);
    expect(details.json.error.code).toBe('403');
  });
});
