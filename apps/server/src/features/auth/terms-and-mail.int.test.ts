import { TERMS_VERSION } from '@kontor/domain/terms-version';
import { addDays, addYears, todayInBerlin } from '@kontor/domain/business-calendar';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accountDetails,
  bearer,
  call,
  createUserWithPassword,
  decodeMail,
  login,
  registerThroughApi,
  uniqueEmail,
  waitForMail,
} from '../../test/auth-factories';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../test/local-smtp-server';
import { useTestContext } from '../../test/test-context';
import { createMailer, type Mailer } from '../../platform/mail/mailer';

const t = useTestContext();
let smtp: LocalSmtpServer;
let fileMailer: Mailer;
beforeAll(async () => {
  fileMailer = t.ctx.mailer;
  // Addresses at this domain do not exist as far as the mail server is concerned.
  smtp = await startLocalSmtpServer({ refuse: (address) => address.endsWith('@nowhere.example.de') });
});
afterEach(() => {
  t.ctx.mailer = fileMailer;
});
afterAll(async () => {
  await smtp.close();
});

/** The app's real SMTP mailer, talking to a local server, for the rest of one test. */
function useSmtp(server: LocalSmtpServer = smtp, answerWindowMs?: number) {
  t.ctx.mailer = createMailer({
    smtpUrl: server.url,
    mailDir: `${t.dataDir}/unused`,
    from: t.ctx.config.mailFrom,
    log: () => undefined,
    answerWindowMs,
  });
}

const register = (email: string, extra: Record<string, unknown> = {}) =>
  call(t, 'POST /api/auth/register', {
    body: {
      email,
      phone_number: '+49 151 2345678',
      agree_to_terms: true,
      terms_version: TERMS_VERSION,
      ...extra,
    },
  });

async function userRow(email: string) {
  const { rows } = await t.ctx.database.pool.query(
    'select status, locale, terms_version, terms_accepted_at from users where lower(email) = $1',
    [email],
  );
  return rows[0] as { status: string; locale: string; terms_version: string | null; terms_accepted_at: Date | null } | undefined;
}

describe('accepting the terms on registration', () => {
  it('stores the accepted version and the time on the user row', async () => {
    const email = uniqueEmail('terms');
    const now = new Date('2026-11-23T09:15:00Z');
    t.clock.set(now);
    const response = await register(email);
    expect(response.status).toBe(201);
    const row = await userRow(email);
    expect(row?.terms_version).toBe(TERMS_VERSION);
    expect(row?.terms_accepted_at?.toISOString()).toBe(now.toISOString());
  });

  it('refuses a missing version (0001) and an outdated one (9128) with 422 and creates no user', async () => {
    const missing = uniqueEmail('terms');
    const outdated = uniqueEmail('terms');
    const answers = [
      await register(missing, { terms_version: undefined }),
      await register(outdated, { terms_version: '2020-01-01' }),
    ];
    expect(answers.map((a) => [a.status, a.json.error.fields])).toEqual([
      [422, { terms_version: '0001' }],
      [422, { terms_version: '9128' }],
    ]);
    expect(await userRow(missing)).toBeUndefined();
    expect(await userRow(outdated)).toBeUndefined();
  });
});

describe('a mail the mail server refuses', () => {
  it('register answers 422 9138 on the e-mail field and keeps the unverified account', async () => {
    useSmtp();
    const email = uniqueEmail('typo').replace('@example.de', '@nowhere.example.de');
    const response = await register(email);
    expect(response.status).toBe(422);
    expect(response.json.error).toMatchObject({ code: '9138', fields: { email: '9138' } });
    expect((await userRow(email))?.status).toBe('UNVERIFIED');
    // Kept so that the address stays reachable through login's code box and "resend".
    const checked = await call(t, `POST /api/auth/check-email/${encodeURIComponent(email)}`);
    expect(checked.json.data).toEqual({ unverified: true });
  });

  it('resend answers 422 9138 for a refused address, 200 for a deliverable and an unknown one', async () => {
    const refused = uniqueEmail('typo').replace('@example.de', '@nowhere.example.de');
    await register(refused); // still on the .eml mailer, which never refuses
    const fine = await registerThroughApi(t);
    useSmtp();
    const answers = await Promise.all(
      [refused, fine.email, uniqueEmail('nobody')].map((email) =>
        call(t, 'POST /api/auth/resend-email-verification', { body: { email } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([422, 200, 200]);
    expect(answers[0]!.json.error).toMatchObject({ code: '9138', fields: { email: '9138' } });
    expect(smtp.accepted.some((mail) => mail.to.includes(fine.email))).toBe(true);
  });

  it('recovery answers 422 9138 for a refused address', async () => {
    const user = await createUserWithPassword(t, undefined, {
      email: uniqueEmail('gone').replace('@example.de', '@nowhere.example.de'),
    });
    useSmtp();
    const response = await call(t, 'POST /api/auth/recovery', { body: { email: user.email } });
    expect(response.status).toBe(422);
    expect(response.json.error).toMatchObject({ code: '9138', fields: { email: '9138' } });
  });

  it('with the .eml fallback nothing changes: the same address is answered 201 and the mail is written', async () => {
    const email = uniqueEmail('typo').replace('@example.de', '@nowhere.example.de');
    const seen = t.mails().length;
    expect((await register(email)).status).toBe(201);
    await waitForMail(t, email, seen);
  });
});

describe('a slow mail server', () => {
  // The recipient is answered after 5 s; the window is far shorter, so an answer before the mail
  // server's shows that a registered address did not wait for the send.
  const WINDOW_MS = 400;
  let slow: LocalSmtpServer;
  beforeAll(async () => {
    slow = await startLocalSmtpServer({ refuse: (address) => address.endsWith('@nowhere.example.de'), recipientDelayMs: 5_000 });
  });
  afterAll(async () => {
    await slow.close();
  });

  async function timedCall(path: string, email: string) {
    const started = performance.now();
    const answer = await call(t, `POST ${path}`, { body: { email } });
    return { status: answer.status, json: answer.json as unknown, ms: performance.now() - started };
  }

  it('resend and recovery answer registered, refused and unknown addresses alike: after the window, not after the mail server', async () => {
    const unverified = await registerThroughApi(t);
    const refusedUnverified = uniqueEmail('typo').replace('@example.de', '@nowhere.example.de');
    await register(refusedUnverified);
    const withPassword = await createUserWithPassword(t);
    const refusedWithPassword = await createUserWithPassword(t, undefined, {
      email: uniqueEmail('gone').replace('@example.de', '@nowhere.example.de'),
    });
    useSmtp(slow, WINDOW_MS);
    const cases = [
      { path: '/api/auth/resend-email-verification', known: [unverified.email, refusedUnverified] },
      { path: '/api/auth/recovery', known: [withPassword.email, refusedWithPassword.email] },
    ];
    for (const { path, known } of cases) {
      const answers = [];
      for (const email of [...known, uniqueEmail('nobody')]) answers.push(await timedCall(path, email));
      const unknown = answers[answers.length - 1]!;
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.json).toEqual(unknown.json);
        expect(answer.ms).toBeGreaterThanOrEqual(WINDOW_MS - 5);
        // Bounded by the window, not by the mail server's 5 s: generous room for a busy machine.
        expect(answer.ms).toBeLessThan(WINDOW_MS + 2_500);
      }
    }
  });

  it('a refusal within the window is told (9138), but no sooner than an unknown address is answered', async () => {
    const user = await createUserWithPassword(t, undefined, {
      email: uniqueEmail('gone').replace('@example.de', '@nowhere.example.de'),
    });
    useSmtp(smtp, 1_000);
    const refused = await timedCall('/api/auth/recovery', user.email);
    expect(refused.status).toBe(422);
    expect(refused.ms).toBeGreaterThanOrEqual(1_000 - 5);
  });
});

describe('the language of the mails', () => {
  it('resend and recovery use the language of the request now, and store it on the user', async () => {
    const reg = await registerThroughApi(t, { locale: 'de' });
    let seen = t.mails().length;
    await call(t, 'POST /api/auth/resend-email-verification', {
      body: { email: reg.email },
      headers: { cookie: 'kontor_locale=en' },
    });
    expect(await waitForMail(t, reg.email, seen)).toContain('Please confirm your e-mail address.');
    expect((await userRow(reg.email))?.locale).toBe('en');

    const user = await createUserWithPassword(t, undefined, { locale: 'de' });
    seen = t.mails().length;
    await call(t, 'POST /api/auth/recovery', { body: { email: user.email }, headers: { cookie: 'kontor_locale=en' } });
    const mail = decodeMail(await waitForMail(t, user.email, seen));
    expect(mail).toMatch(/^Subject: .*password/im);
    expect((await userRow(user.email))?.locale).toBe('en');
  });

  it('a request without a language choice (an API client) keeps the stored one', async () => {
    const reg = await registerThroughApi(t, { locale: 'en' });
    const seen = t.mails().length;
    await call(t, 'POST /api/auth/resend-email-verification', {
      body: { email: reg.email },
      headers: { 'accept-language': 'de-DE' },
    });
    expect(await waitForMail(t, reg.email, seen)).toContain('Please confirm your e-mail address.');
    expect((await userRow(reg.email))?.locale).toBe('en');
  });

  it('a language switched in the app is stored on any authenticated call, so later mails follow it', async () => {
    const reg = await registerThroughApi(t, { locale: 'de' });
    const me = await call(t, 'GET /api/auth/me', { headers: { ...bearer(reg.tokens.token), cookie: 'kontor_locale=en' } });
    expect(me.json.data.locale).toBe('en');
    expect((await userRow(reg.email))?.locale).toBe('en');
  });
});

describe('the birth date of the account holder', () => {
  const today = todayInBerlin();
  const seventeen = addDays(addYears(today, -18), 1);
  const tooOld = addDays(addYears(today, -120), -1);

  it('account completion refuses one younger than 18 (9126) and keeps the link usable; 18 today is fine', async () => {
    const reg = await registerThroughApi(t);
    const young = await call(t, `POST /api/auth/email-verify/${reg.linkToken}`, {
      body: { ...accountDetails, birth_date: seventeen },
    });
    expect(young.status).toBe(422);
    expect(young.json.error.fields).toEqual({ birth_date: '9126' });
    expect((await userRow(reg.email))?.status).toBe('UNVERIFIED');
    const adult = await call(t, `POST /api/auth/email-verify/${reg.linkToken}`, {
      body: {
        ...accountDetails,
        birth_date: addYears(today, -18),
      },
    });
    expect(adult.status).toBe(200);
  });

  it('Manage Profile refuses one older than 120 years (9127) and keeps the stored date', async () => {
    const user = await createUserWithPassword(t, undefined, { birthDate: '1975-06-01' });
    const pair = await login(t, user.email);
    const body = { phone_number: '+4915112345678', first_name: 'Max', last_name: 'Muster', birth_date: tooOld };
    const answer = await call(t, 'PUT /api/user/details', { body, headers: bearer(pair.token) });
    expect(answer.status).toBe(422);
    expect(answer.json.error.fields).toEqual({ birth_date: '9127' });
    const me = await call(t, 'GET /api/auth/me', { headers: bearer(pair.token) });
    expect(me.json.data.birth_date).toBe('1975-06-01');
  });
});
