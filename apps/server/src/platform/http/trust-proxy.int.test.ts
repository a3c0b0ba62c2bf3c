import { describe, expect, it } from 'vitest';
import { type TestContext, useTestContext } from '../../test/test-context';

// request.ip is what the per-address rate limits of login and recovery count by: a client must not
// choose it with an X-Forwarded-For header unless a configured proxy (TRUST_PROXY) set that header.

const PROXY = '10.20.0.1';

/** The app with a route that answers the client address it counts by. */
const appWith = (env: Record<string, string> = {}) =>
  useTestContext({
    env,
    beforeReady(app) {
      app.get('/api/test/ip', async (request) => ({ data: { ip: request.ip } }));
    },
  });

const standard = appWith();
const behindProxy = appWith({ TRUST_PROXY: PROXY });

/** Six recoveries of one address within the minute (the limit is five), each claiming another client address. */
async function recoveries(t: TestContext): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 1; n <= 6; n++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/recovery',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `203.0.113.${n}` },
      payload: { email: 'someone@example.de' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('X-Forwarded-For', () => {
  it('is ignored by default: a new header neither changes request.ip nor resets the rate limit', async () => {
    const ip = await standard.app.inject({
      method: 'GET',
      url: '/api/test/ip',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(ip.json().data.ip).toBe(PROXY);
    expect(await recoveries(standard)).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('is believed from a proxy named in TRUST_PROXY, and only from it', async () => {
    const viaProxy = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/test/ip',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(viaProxy.json().data.ip).toBe('203.0.113.9');
    const direct = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/test/ip',
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(direct.json().data.ip).toBe('198.51.100.7');
    expect(await recoveries(behindProxy)).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
