import { describe, expect, it } from 'vitest';
import { call, createUserWithPassword, PASSWORD, uniqueEmail } from '../../test/auth-factories';
import { useTestContext } from '../../test/test-context';
import { RATE_LIMITS } from './auth.routes';

const t = useTestContext();

async function repeat(times: number, send: () => Promise<{ status: number }>) {
  return Promise.all(Array.from({ length: times }, send));
}

describe('rate limits', () => {
  it(`login: ${RATE_LIMITS.login.max} a minute per address and IP, then 429 with code 429`, async () => {
    const user = await createUserWithPassword(t);
    const ip = '192.0.2.10';
    const answers = await repeat(RATE_LIMITS.login.max, () =>
      call(t, 'POST /api/auth/login', { body: { email: user.email, password: 'Wrong#2024' }, ip }),
    );
    expect(answers.every((answer) => answer.status === 422)).toBe(true);
    const refused = await call(t, 'POST /api/auth/login', { body: { email: user.email, password: PASSWORD }, ip });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatchObject({ code: '429', message: 'Zu viele Versuche, bitte warten Sie einen Moment' });
    // Colleagues in the same office (same IP, other address) are not locked out.
    const colleague = await createUserWithPassword(t);
    expect((await call(t, 'POST /api/auth/login', { body: { email: colleague.email, password: PASSWORD }, ip })).status).toBe(
      200,
    );
  });

  it(`code check: ${RATE_LIMITS.codeCheck.max} a minute per IP`, async () => {
    const ip = '192.0.2.20';
    const answers = await repeat(RATE_LIMITS.codeCheck.max, () =>
      call(t, 'POST /api/auth/verify-email-verification-code', { body: { code: 'AAAAAAA' }, ip }),
    );
    expect(answers.every((answer) => answer.status === 422)).toBe(true);
    const refused = await call(t, 'POST /api/auth/verify-email-verification-code', { body: { code: 'AAAAAAA' }, ip });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('429');
    // Each route counts on its own.
    expect((await call(t, 'POST /api/auth/check-email-token/some-token', { ip })).status).toBe(422);
  });

  it(`link-token checks: ${RATE_LIMITS.tokenChecks.max} a minute per IP`, async () => {
    const ip = '192.0.2.60';
    const answers = await repeat(RATE_LIMITS.tokenChecks.max, () =>
      call(t, 'POST /api/auth/check-password-token', { body: { token: 'guess', email: 'a@b.de' }, ip }),
    );
    expect(answers.every((answer) => answer.status === 422)).toBe(true);
    expect((await call(t, 'POST /api/auth/check-password-token', { body: { token: 'guess', email: 'a@b.de' }, ip })).status).toBe(
      429,
    );
  });

  it(`resend: ${RATE_LIMITS.resend.max} a minute per address and IP`, async () => {
    const ip = '192.0.2.30';
    const email = uniqueEmail();
    await repeat(RATE_LIMITS.resend.max, () => call(t, 'POST /api/auth/resend-email-verification', { body: { email }, ip }));
    expect((await call(t, 'POST /api/auth/resend-email-verification', { body: { email }, ip })).status).toBe(429);
  });

  it(`recovery: ${RATE_LIMITS.recovery.max} a minute per address and IP`, async () => {
    const ip = '192.0.2.40';
    const email = uniqueEmail();
    await repeat(RATE_LIMITS.recovery.max, () => call(t, 'POST /api/auth/recovery', { body: { email }, ip }));
    const refused = await call(t, 'POST /api/auth/recovery', { body: { email }, ip });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('429');
  });

  it(`check-email: ${RATE_LIMITS.checkEmail.max} a minute per IP`, async () => {
    const ip = '192.0.2.50';
    await repeat(RATE_LIMITS.checkEmail.max, () => call(t, `POST /api/auth/check-email/${uniqueEmail()}`, { ip }));
    expect((await call(t, `POST /api/auth/check-email/${uniqueEmail()}`, { ip })).status).toBe(429);
  });
});
