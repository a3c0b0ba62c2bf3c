import { ACCESS_TOKEN_SECONDS } from '@kontor/domain/constants';
import { TERMS_VERSION } from '@kontor/domain/terms-version';
import { describe, expect, it } from 'vitest';
import {
  accountDetails,
  bearer,
  call,
  createUserWithPassword,
  login,
  PASSWORD,
  registerThroughApi,
  uniqueEmail,
} from '../../test/auth-factories';
import { createCompany, createUser } from '../../test/factories';
import { useTestContext } from '../../test/test-context';
import { signAccessToken } from './access-token';
import { authCommands } from './auth.cli';
import { CliUsageError } from '../../cli-commands';

const t = useTestContext({ env: { TRIAL_DAYS: '30' } });

const HOUR = 3600_000;

describe('POST /api/auth/register', () => {
  it('answers 201 with a token pair, logs the user in as UNVERIFIED and mails a grouped code and link', async () => {
    const email = uniqueEmail();
    const response = await call(t, 'POST /api/auth/register', {
      body: {
        email: ` ${email.toUpperCase()} `,
        phone_number: '+49 151 2345678',
        agree_to_terms: true,
        terms_version: TERMS_VERSION,
      },
    });
    expect(response.status).toBe(201);
    expect(response.json.data).toEqual({
      token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: ACCESS_TOKEN_SECONDS,
    });
    const me = await call(t, 'GET /api/auth/me', { headers: bearer(response.json.data.token) });
    expect(me.json.data).toMatchObject({
      email,
      phone: '+491512345678',
      status: 'UNVERIFIED',
      company: null,
      first_name: null,
      locale: 'de',
    });
    expect(me.json.data.public_id).toMatch(/^K-[A-Z2-9]{8}$/);
  });

  it('mails in the language of the locale cookie, with the code grouped 3 + 4 and the PUBLIC_URL link', async () => {
    const de = await registerThroughApi(t, { locale: 'de' });
    expect(de.mail).toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse.');
    expect(de.shownCode).toMatch(/^[A-Z2-9]{3} [A-Z2-9]{4}$/);
    expect(de.mail).toContain(`${t.ctx.config.publicUrl}/create-account/${de.linkToken}`);
    const en = await registerThroughApi(t, { locale: 'en' });
    expect(en.mail).toContain('Please confirm your e-mail address.');
    const me = await call(t, 'GET /v1/user/me', { headers: bearer(en.tokens.token) });
    expect(me.json.data.locale).toBe('en');
  });

  it('refuses a taken address (any case) with 422 4001', async () => {
    const { email } = await registerThroughApi(t);
    const again = await call(t, 'POST /api/auth/register', {
      body: { email: email.toUpperCase(), phone_number: '015112345678', agree_to_terms: true, terms_version: TERMS_VERSION },
    });
    expect(again.status).toBe(422);
    expect(again.json.error).toMatchObject({ code: '4001', fields: { email: '4001' } });
  });

  it('validates with field codes: 9027, 9124, 0001 for the terms', async () => {
    const response = await call(t, 'POST /api/auth/register', {
      body: { email: 'not-an-address', phone_number: '12345', agree_to_terms: false },
    });
    expect(response.status).toBe(422);
    expect(response.json.error.fields).toEqual({
      email: '9027',
      phone_number: '9124',
      agree_to_terms: '0001',
      terms_version: '0001',
    });
    const empty = await call(t, 'POST /api/auth/register', { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.json.error.fields).toMatchObject({ email: '0001', phone_number: '0001' });
  });

  it('stores neither the code nor the link in clear', async () => {
    const reg = await registerThroughApi(t);
    const { rows } = await t.ctx.database.pool.query('select token_hash from email_tokens');
    const hashes = rows.map((row: { token_hash: string }) => row.token_hash);
    expect(hashes).not.toContain(reg.code);
    expect(hashes).not.toContain(reg.linkToken);
    expect(hashes.every((hash: string) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });
});

describe('POST /api/auth/login', () => {
  it('answers a token pair for the right password, any case of the address', async () => {
    const user = await createUserWithPassword(t);
    const response = await call(t, 'POST /api/auth/login', {
      body: { email: user.email.toUpperCase(), password: PASSWORD, remember_me: true },
    });
    expect(response.status).toBe(200);
    expect(response.json.data.expires_in).toBe(3600);
    const me = await call(t, 'GET /api/auth/me', { headers: bearer(response.json.data.token) });
    expect(me.json.data.id).toBe(user.id);
  });

  it('answers 422 4004 alike for a wrong password, an unknown address and a user without password', async () => {
    const user = await createUserWithPassword(t);
    const unverified = await createUser(t, { status: 'UNVERIFIED' });
    const answers = await Promise.all([
      call(t, 'POST /api/auth/login', { body: { email: user.email, password: 'Wrong#2024' } }),
      call(t, 'POST /api/auth/login', { body: { email: uniqueEmail('nobody'), password: PASSWORD } }),
      call(t, 'POST /api/auth/login', { body: { email: unverified.email, password: PASSWORD } }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(422);
      expect(answer.json).toEqual({
        error: { code: '4004', message: 'E-Mail oder Passwort ist falsch', fields: { password: '4004' } },
      });
    }
  });

  it('requires e-mail and password (0001) and a valid address (9027)', async () => {
    const response = await call(t, 'POST /api/auth/login', { body: { email: 'x', password: '' } });
    expect(response.status).toBe(422);
    expect(response.json.error.fields).toEqual({ email: '9027', password: '0001' });
  });
});

describe('refresh and logout', () => {
  it('rotates: the new pair works, the old refresh token is spent', async () => {
    const user = await createUserWithPassword(t);
    const first = await login(t, user.email);
    const second = await call(t, 'POST /api/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(second.status).toBe(200);
    expect(second.json.data.refresh_token).not.toBe(first.refresh_token);
    const me = await call(t, 'GET /api/auth/me', { headers: bearer(second.json.data.token) });
    expect(me.status).toBe(200);
    const third = await call(t, 'POST /api/auth/refresh', { body: { refresh_token: second.json.data.refresh_token } });
    expect(third.status).toBe(200);
  });

  it('reuse of a rotated token revokes the whole family (401), other logins stay', async () => {
    const user = await createUserWithPassword(t);
    const stolen = await login(t, user.email);
    const otherDevice = await login(t, user.email);
    const rightful = await call(t, 'POST /api/auth/refresh', { body: { refresh_token: stolen.refresh_token } });
    expect(rightful.status).toBe(200);
    const replay = await call(t, 'POST /api/auth/refresh', { body: { refresh_token: stolen.refresh_token } });
    expect(replay.status).toBe(401);
    expect(replay.json.error.code).toBe('401');
    // The newest token of the family is dead too.
    const afterReplay = await call(t, 'POST /api/auth/refresh', { body: { refresh_token: rightful.json.data.refresh_token } });
    expect(afterReplay.status).toBe(401);
    // Another login of the same user is another family.
    expect((await call(t, 'POST /api/auth/refresh', { body: { refresh_token: otherDevice.refresh_token } })).status).toBe(200);
  });

  it('expires a refresh token after 86400 s and an access token after 3600 s', async () => {
    const user = await createUserWithPassword(t);
    const pair = await login(t, user.email);
    t.clock.advance(HOUR + 1000);
    expect((await call(t, 'GET /api/auth/me', { headers: bearer(pair.token) })).status).toBe(401);
    t.clock.advance(23 * HOUR);
    expect((await call(t, 'POST /api/auth/refresh', { body: { refresh_token: pair.refresh_token } })).status).toBe(401);
  });

  it('answers 401 for an unknown refresh token and 422 for none', async () => {
    expect((await call(t, 'POST /api/auth/refresh', { body: { refresh_token: 'made-up' } })).status).toBe(401);
    const none = await call(t, 'POST /api/auth/refresh', { body: {} });
    expect(none.status).toBe(422);
    expect(none.json.error.fields).toEqual({ refresh_token: '0001' });
  });

  it('logout answers 204 and revokes the token; an unknown token is 204 too', async () => {
    const user = await createUserWithPassword(t);
    const pair = await login(t, user.email);
    const out = await call(t, 'POST /api/auth/logout', { body: { refresh_token: pair.refresh_token } });
    expect(out.status).toBe(204);
    expect(out.raw.body).toBe('');
    expect((await call(t, 'POST /api/auth/refresh', { body: { refresh_token: pair.refresh_token } })).status).toBe(401);
    expect((await call(t, 'POST /api/auth/logout', { body: { refresh_token: 'unknown' } })).status).toBe(204);
  });
});

describe('GET /api/auth/me and /v1/user/me', () => {
  it('answers 401 without or with a forged token', async () => {
    expect((await call(t, 'GET /api/auth/me')).status).toBe(401);
    expect((await call(t, 'GET /v1/user/me', { headers: bearer('abc.def.ghi') })).status).toBe(401);
  });

  it('shows the own company summary and the trial, and only the caller', async () => {
    const company = await createCompany(t, { legalName: 'Autohaus Weiß GmbH' });
    const owner = await createUserWithPassword(t, PASSWORD, { companyId: company.id, subscriptionEndDay: '2099-01-31' });
    const other = await createUserWithPassword(t);
    const mine = await call(t, 'GET /api/auth/me', { headers: owner.headers });
    expect(mine.json.data).toMatchObject({
      id: owner.id,
      company: {
        id: company.id,
        legal_name: 'Autohaus Weiß GmbH',
        status: 'UNVERIFIED',
        used_storage: 0,
        storage_size: t.ctx.config.companyStorageBytes,
      },
      is_subscribed_to_paid_plan: false,
      is_free_trial_plan: true,
      subscription_end_day: '2099-01-31',
      subscription_ended: false,
    });
    const theirs = await call(t, 'GET /v1/user/me', { headers: other.headers });
    expect(theirs.json.data).toMatchObject({ id: other.id, company: null });
    expect(JSON.stringify(theirs.json)).not.toContain(company.id);
    expect(mine.json.data).not.toHaveProperty('password_hash');
  });

  it('is no free trial once the end day has passed or when subscribed', async () => {
    const expired = await createUserWithPassword(t, PASSWORD, { subscriptionEndDay: '2020-01-01' });
    const paid = await createUserWithPassword(t, PASSWORD, { isSubscribedToPaidPlan: true });
    expect((await call(t, 'GET /api/auth/me', { headers: expired.headers })).json.data.is_free_trial_plan).toBe(false);
    expect((await call(t, 'GET /api/auth/me', { headers: paid.headers })).json.data.is_free_trial_plan).toBe(false);
  });
});

/** Every route of the app as "METHOD /path", read off Fastify's route tree. */
function everyRoute(): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    // A node with several parameter names (":id|:vehicleId") is one path: take the first name.
    const path = parents.slice(0, depth).join('') + match[2]!.replace(/\|:[^/]+/g, '');
    parents[depth] = match[2]!.replace(/\|:[^/]+/g, '');
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

describe('the signed-in user’s routes', () => {
  it('answer 401 without a valid token before reading the body or query, on every route', async () => {
    const userRoutes = everyRoute().filter((route) => / \/(api|v1)\/user\//.test(route));
    expect(userRoutes.length).toBeGreaterThan(50);
    const expired = signAccessToken(t.ctx.jwtSecret, (await createUser(t)).id, new Date(t.ctx.clock.now().getTime() - 2 * HOUR));
    for (const route of userRoutes) {
      const [method, path] = route.split(' ') as [string, string];
      // An id that is not one and a query with a control character: a guest learns neither the route's rules nor its data.
      const url = `${path.replace(/:[^/]+/g, 'x')}?page=%00`;
      for (const headers of [{}, bearer('abc.def.ghi'), bearer(expired)]) {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        expect({ route, status: response.statusCode, code: response.json().error.code }).toEqual({
          route,
          status: 401,
          code: '401',
        });
      }
    }
  });

  it('still answer 404 for a path that is no route', async () => {
    expect((await call(t, 'GET /api/user/no-such-thing')).status).toBe(404);
  });
});

describe('the whole account journey through the API', () => {
  it('register → code → complete → VERIFIED with a trial of TRIAL_DAYS from today → log in with the password', async () => {
    t.clock.set(new Date('2026-03-10T10:00:00Z'));
    const reg = await registerThroughApi(t);
    const verify = await call(t, 'POST /api/auth/verify-email-verification-code', {
      body: { code: reg.shownCode.toLowerCase() },
    });
    expect(verify.status).toBe(200);
    const done = await call(t, `POST /api/auth/email-verify/${verify.json.data.token}`, { body: accountDetails });
    expect(done.status).toBe(200);
    const me = await call(t, 'GET /api/auth/me', { headers: bearer(done.json.data.token) });
    expect(me.json.data).toMatchObject({
      status: 'VERIFIED',
      first_name: 'Jürgen',
      last_name: 'Weiß',
      gender: 'MALE',
      birth_date: '1973-01-01',
      phone: '+491701234567',
      subscription_end_day: '2026-04-09',
      is_free_trial_plan: true,
    });
    const pair = await login(t, reg.email);
    expect(pair.token).toBeTruthy();
    t.clock.set(new Date());
  });
});

describe('blocked users and the operator command', () => {
  const [block, unblock] = authCommands;

  it('user:block refuses login (1113 after the right password, 4004 before), every call, and ends its logins', async () => {
    const user = await createUserWithPassword(t);
    const pair = await login(t, user.email);
    await block!.run(t.ctx, [user.email.toUpperCase()]);

    const loginAnswer = await call(t, 'POST /api/auth/login', { body: { email: user.email, password: PASSWORD } });
    expect(loginAnswer.status).toBe(403);
    expect(loginAnswer.json.error.code).toBe('1113');
    expect((await call(t, 'POST /api/auth/login', { body: { email: user.email, password: 'Wrong#2024' } })).json.error.code).toBe(
      '4004',
    );
    const me = await call(t, 'GET /api/auth/me', { headers: bearer(pair.token) });
    expect(me.status).toBe(403);
    expect(me.json.error.code).toBe('1113');
    const details = await call(t, 'PUT /api/user/details', {
      body: { phone_number: '+4915112345678', first_name: 'Max', last_name: 'Muster', birth_date: '1980-01-01' },
      headers: bearer(pair.token),
    });
    expect(details.json.error.code).toBe('1113');
    expect((await call(t, 'POST /api/auth/refresh', { body: { refresh_token: pair.refresh_token } })).status).toBe(401);

    await unblock!.run(t.ctx, [user.email]);
    expect((await call(t, 'POST /api/auth/login', { body: { email: user.email, password: PASSWORD } })).status).toBe(200);
  });

  it('refuses an unknown address or a missing argument as a usage error', async () => {
    await expect(block!.run(t.ctx, [uniqueEmail('nobody')])).rejects.toBeInstanceOf(CliUsageError);
    await expect(block!.run(t.ctx, [])).rejects.toBeInstanceOf(CliUsageError);
  });
});

describe('the guard', () => {
  it('answers requests that arrive together each as its own caller (read in one batch), a malformed subject as 401', async () => {
    const users = await Promise.all([1, 2, 3].map(() => createUserWithPassword(t)));
    const tokens = await Promise.all(users.map(async (user) => (await login(t, user.email)).token));
    const forged = signAccessToken(t.ctx.jwtSecret, 'not-a-uuid', new Date());
    const answers = await Promise.all(
      [...tokens, forged, ...tokens.toReversed()].map((token) => call(t, 'GET /api/auth/me', { headers: bearer(token) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 401, 200, 200, 200]);
    const emails = users.map((user) => user.email);
    expect(answers.filter((answer) => answer.status === 200).map((answer) => answer.json.data.email)).toEqual([
      ...emails,
      ...emails.toReversed(),
    ]);
  });
});

describe('OpenAPI', () => {
  it('documents every account call with snake_case bodies', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/refresh',
      '/api/auth/logout',
      '/api/auth/me',
      '/v1/user/me',
      '/api/auth/check-email/{username}',
      '/api/auth/resend-email-verification',
      '/api/auth/verify-email-verification-code',
      '/api/auth/check-email-token/{token}',
      '/api/auth/email-verify/{emailToken}',
      '/api/auth/recovery',
      '/api/auth/check-password-token',
      '/api/auth/password-reset',
      '/api/user/details',
      '/api/user/change-password',
    ];
    for (const path of paths) expect(doc.paths[path], path).toBeDefined();
    const register = doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(register.properties)).toEqual(['email', 'phone_number', 'agree_to_terms', 'terms_version']);
    const me = doc.paths['/api/auth/me'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(me.properties.data.properties)).toContain('is_free_trial_plan');
  });
});
