// A token refresh shared by the browser's tabs (session.tsx), driven by real HTTP against a tiny
// local server: two remember-me tabs that meet a 401 together must present the refresh token once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, setApiBaseUrl } from './api-client';
import './session';
import { readTokens, writeTokens } from './token-store';

let server: Server;
const refreshes: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const send = (status: number, payload: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      if (req.url === '/api/auth/refresh') {
        refreshes.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
        return send(200, { data: { token: 'access-3', refresh_token: 'refresh-3', expires_in: 900 } });
      }
      // The tokens of either rotation are valid; the first one has expired.
      if (req.headers.authorization === 'Bearer access-1') return send(401, { error: { code: '401' } });
      return send(200, { data: { seenWith: req.headers.authorization } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The browser's Web Locks, with `meanwhile` run as another tab's work right before this tab gets the lock. */
function locksWith(meanwhile: () => void) {
  Object.defineProperty(navigator, 'locks', {
    configurable: true,
    value: {
      request: async (_name: string, work: () => Promise<boolean>) => {
        meanwhile();
        return work();
      },
    },
  });
}

beforeEach(() => {
  refreshes.length = 0;
  localStorage.clear();
  sessionStorage.clear();
  writeTokens({ token: 'access-1', refreshToken: 'refresh-1', expiresIn: 900 }, true);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

describe('the token refresh across tabs', () => {
  it('takes the tokens another tab rotated while it waited for the lock, instead of presenting the used one', async () => {
    locksWith(() => writeTokens({ token: 'access-2', refreshToken: 'refresh-2', expiresIn: 900 }, true));
    const answer = await api<{ seenWith: string }>('/api/user/me');
    expect(answer.seenWith).toBe('Bearer access-2');
    expect(refreshes).toEqual([]);
    expect(readTokens()?.refreshToken).toBe('refresh-2');
  });

  it('exchanges the refresh token under the lock when no other tab did', async () => {
    locksWith(() => undefined);
    const answer = await api<{ seenWith: string }>('/api/user/me');
    expect(answer.seenWith).toBe('Bearer access-3');
    expect(refreshes).toEqual(['refresh-1']);
    expect(readTokens()?.refreshToken).toBe('refresh-3');
  });
});
