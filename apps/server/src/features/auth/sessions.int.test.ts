import { describe, expect, it } from 'vitest';
import { bearer, call, createUserWithPassword, PASSWORD } from '../../test/auth-factories';
import { createCompany } from '../../test/factories';
import { useTestContext } from '../../test/test-context';

const t = useTestContext();

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type Pair = { token: string; refresh_token: string };
type Session = { id: string; device: string | null; created_at: string; last_used_at: string; current: boolean };

async function loginFrom(email: string, userAgent: string, password = PASSWORD): Promise<Pair> {
  const answer = await call(t, 'POST /api/auth/login', {
    body: { email, password, remember_me: false },
    headers: { 'user-agent': userAgent },
  });
  expect(answer.status).toBe(200);
  return answer.json.data;
}

async function sessionsOf(pair: Pair): Promise<Session[]> {
  const answer = await call(t, 'GET /api/user/sessions', { headers: bearer(pair.token) });
  expect(answer.status).toBe(200);
  return answer.json.data;
}

const refreshOf = (pair: Pair, userAgent = FIREFOX) =>
  call(t, 'POST /api/auth/refresh', { body: { refresh_token: pair.refresh_token }, headers: { 'user-agent': userAgent } });

describe('sessions', () => {
  it('lists the user’s logins with device, start and last use, the asking one marked current', async () => {
    const user = await createUserWithPassword(t);
    const laptop = await loginFrom(user.email, FIREFOX);
    t.clock.advance(60_000);
    const phone = await loginFrom(user.email, IPHONE);
    const sessions = await sessionsOf(laptop);
    expect(sessions.map((s) => [s.device, s.current])).toEqual([
      ['Safari 18 · iPhone', false],
      ['Firefox 133 · Linux', true],
    ]);
    expect((await sessionsOf(phone)).map((s) => s.current)).toEqual([true, false]);
    const [, laptopSession] = sessions;
    expect(laptopSession!.created_at).toBe(laptopSession!.last_used_at);

    // A refresh keeps the login and its start, and moves its last use.
    t.clock.advance(5 * 60_000);
    const refreshed = await refreshOf(laptop);
    expect(refreshed.status).toBe(200);
    const after = await sessionsOf(refreshed.json.data);
    expect(after).toHaveLength(2);
    const laptopAfter = after.find((s) => s.current)!;
    expect(laptopAfter.id).toBe(laptopSession!.id);
    expect(laptopAfter.created_at).toBe(laptopSession!.created_at);
    expect(Date.parse(laptopAfter.last_used_at) - Date.parse(laptopSession!.last_used_at)).toBe(6 * 60_000);
  });

  it('ends another login: its next refresh is refused, the list shows it no more', async () => {
    const user = await createUserWithPassword(t);
    const laptop = await loginFrom(user.email, FIREFOX);
    const phone = await loginFrom(user.email, IPHONE);
    const phoneSession = (await sessionsOf(laptop)).find((s) => !s.current)!;
    expect((await call(t, `DELETE /api/user/sessions/${phoneSession.id}`, { headers: bearer(laptop.token) })).status).toBe(204);
    expect((await refreshOf(phone, IPHONE)).status).toBe(401);
    expect((await sessionsOf(laptop)).map((s) => s.device)).toEqual(['Firefox 133 · Linux']);
    // Ended already: 404, as for an id that never was one.
    expect((await call(t, `DELETE /api/user/sessions/${phoneSession.id}`, { headers: bearer(laptop.token) })).status).toBe(404);
    expect(
      (await call(t, 'DELETE /api/user/sessions/00000000-0000-4000-8000-000000000000', { headers: bearer(laptop.token) })).status,
    ).toBe(404);
    expect((await call(t, 'DELETE /api/user/sessions/not-an-id', { headers: bearer(laptop.token) })).status).toBe(400);
    expect((await call(t, `DELETE /api/user/sessions/${phoneSession.id}`)).status).toBe(401);
  });

  it('shows and ends only the user’s own logins: another user’s id is 404 and their login lives on', async () => {
    // Two users of one company, and one of another: a login is its user's alone.
    const company = await createCompany(t);
    const other = await createCompany(t);
    const users = [
      await createUserWithPassword(t, PASSWORD, { companyId: company.id }),
      await createUserWithPassword(t, PASSWORD, { companyId: company.id }),
      await createUserWithPassword(t, PASSWORD, { companyId: other.id }),
    ];
    const [a, b, stranger] = await Promise.all(users.map((u) => loginFrom(u.email, FIREFOX)));
    const bSession = (await sessionsOf(b!))[0]!;
    expect((await sessionsOf(a!)).map((s) => s.id)).not.toContain(bSession.id);
    expect((await sessionsOf(stranger!)).map((s) => s.id)).not.toContain(bSession.id);
    expect((await call(t, `DELETE /api/user/sessions/${bSession.id}`, { headers: bearer(a!.token) })).status).toBe(404);
    expect((await call(t, `DELETE /api/user/sessions/${bSession.id}`, { headers: bearer(stranger!.token) })).status).toBe(404);
    expect((await refreshOf(b!)).status).toBe(200);
  });

  it('changing the password ends every other login and keeps the one that changed it', async () => {
    const user = await createUserWithPassword(t);
    const laptop = await loginFrom(user.email, FIREFOX);
    const phone = await loginFrom(user.email, IPHONE);
    const tablet = await loginFrom(user.email, IPHONE);
    const changed = await call(t, 'PUT /api/user/change-password', {
      headers: bearer(laptop.token),
      body: { current_password: PASSWORD, password: 'Neues#Passwort24', password_confirmation: 'Neues#Passwort24' },
    });
    expect(changed.status).toBe(204);
    expect((await refreshOf(phone)).status).toBe(401);
    expect((await refreshOf(tablet)).status).toBe(401);
    const kept = await refreshOf(laptop);
    expect(kept.status).toBe(200);
    expect((await sessionsOf(kept.json.data)).map((s) => s.current)).toEqual([true]);
  });
});
