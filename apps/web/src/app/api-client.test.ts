// @vitest-environment node
// What the client does with each answer (notification, error page, login), driven by real HTTP against a tiny local server (no mock of our code).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, ApiError, reportUnshownFailure, setApiBaseUrl, setApiHooks, subscribeInFlight } from './api-client';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
const routes = new Map<string, Handler>();
const seen: { method: string; url: string; authorization?: string; body: string }[] = [];
let server: Server;

function json(res: ServerResponse, status: number, payload: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body });
      const handler = routes.get(`${req.method} ${req.url!.split('?')[0]}`);
      if (handler) handler(req, body, res);
      else json(res, 404, { error: { code: '404', message: 'Not found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// What the session and the app would do, recorded.
let token: string | null;
let refreshToken: string | null;
let navigations: string[];
let replaced: boolean[];
let states: unknown[];
let notified: string[];
let ended: number;

beforeEach(() => {
  routes.clear();
  seen.length = 0;
  token = 'access-1';
  refreshToken = 'refresh-1';
  navigations = [];
  replaced = [];
  states = [];
  notified = [];
  ended = 0;
  setApiHooks({
    getToken: () => token,
    // The real session refreshes through the client itself, the same way.
    refresh: async () => {
      if (!refreshToken) return false;
      try {
        const pair = await api<{ token: string; refreshToken: string }>('/api/auth/refresh', {
          method: 'POST',
          body: { refreshToken },
          auth: false,
          redirect: false,
          notify: false,
        });
        token = pair.token;
        refreshToken = pair.refreshToken;
        return true;
      } catch {
        return false;
      }
    },
    endSession: () => {
      ended += 1;
      token = null;
      refreshToken = null;
    },
    navigate: (to, options) => {
      navigations.push(to);
      replaced.push(options.replace);
      states.push(options.state);
    },
    notifyError: (code) => notified.push(code),
  });
});

const fail = (path: string, status: number, code?: string) =>
  routes.set(`GET ${path}`, (_req, _body, res) => json(res, status, code ? { error: { code, message: 'x' } } : {}));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the api client', () => {
  it('sends snake_case with the Bearer token and answers camelCase from data', async () => {
    routes.set('POST /api/things', (_req, body, res) =>
      json(res, 200, { data: { echo: JSON.parse(body), created_at: '2026-01-01' } }),
    );
    const answer = await api<{ echo: unknown; createdAt: string }>('/api/things', {
      method: 'POST',
      body: { firstName: 'Anna' },
      query: { perPage: 50, search: null },
    });
    expect(answer).toEqual({ echo: { firstName: 'Anna' }, createdAt: '2026-01-01' });
    expect(seen[0]).toMatchObject({
      url: '/api/things?per_page=50&search=',
      authorization: 'Bearer access-1',
      body: '{"first_name":"Anna"}',
    });
  });

  it('answers a file as a Blob, and its failure as the usual error', async () => {
    routes.set('GET /api/file.pdf', (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end('%PDF-1.7 sample');
    });
    const file = await api<Blob>('/api/file.pdf', { binary: true });
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7 sample');
    fail('/api/missing.pdf', 403, '1111');
    expect(await failure(api('/api/missing.pdf', { binary: true }))).toMatchObject({ status: 403, code: '1111' });
  });

  it('hands the headers of a successful answer to the caller that asks for them, and none of a failure', async () => {
    routes.set('GET /api/export.zip', (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/zip', 'x-datev-skipped': '2' });
      res.end('PK');
    });
    const read: string[] = [];
    await api<Blob>('/api/export.zip', { binary: true, onHeaders: (headers) => read.push(headers.get('x-datev-skipped')!) });
    expect(read).toEqual(['2']);
    fail('/api/missing.zip', 403, '1111');
    await failure(api('/api/missing.zip', { binary: true, onHeaders: () => read.push('failure') }));
    expect(read).toEqual(['2']);
  });

  it('shows a four-character code as an error notification and stays on the page', async () => {
    fail('/api/conflict', 409, '5006');
    const error = await failure(api('/api/conflict'));
    expect(error).toMatchObject({ status: 409, code: '5006' });
    expect(notified).toEqual(['5006']);
    expect(navigations).toEqual([]);
  });

  it('keeps the field codes of a 422 and lets a form opt out of the notification', async () => {
    routes.set('POST /api/form', (_req, _body, res) =>
      json(res, 422, { error: { code: '9027', message: 'x', fields: { email: '9027' } } }),
    );
    const error = await failure(api('/api/form', { method: 'POST', body: {}, notify: false }));
    expect(error.fields).toEqual({ email: '9027' });
    expect(notified).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('sends any other code to /errors?code=', async () => {
    fail('/api/missing', 404, '404');
    await failure(api('/api/missing'));
    fail('/api/limited', 429, '429');
    await failure(api('/api/limited'));
    expect(navigations).toEqual(['/errors?code=404', '/errors?code=429']);
    expect(notified).toEqual([]);
  });

  it('replaces the history entry on every error page, so Back does not land on the page that failed', async () => {
    fail('/api/missing', 404, '404');
    await failure(api('/api/missing'));
    fail('/api/bug', 500, '500');
    await failure(api('/api/bug'));
    routes.set('GET /api/me', (_req, _body, res) => json(res, 401, { error: { code: '401', message: 'x' } }));
    refreshToken = null;
    await failure(api('/api/me'));
    expect(navigations).toEqual(['/errors?code=404', '/sorry', '/login']);
    expect(replaced).toEqual([true, true, true]);
    // The login page says why it is there.
    expect(states).toEqual([undefined, undefined, { sessionEnded: true }]);
  });

  it('tells a refused change (a conflict without fields) in a notification instead of leaving the form', async () => {
    routes.set('PUT /api/things/1', (_req, _body, res) => json(res, 409, { error: { code: '409', message: 'x' } }));
    routes.set('POST /api/things', (_req, _body, res) => json(res, 400, { error: { code: '5003', message: 'x' } }));
    const conflict = await failure(api('/api/things/1', { method: 'PUT', body: {} }));
    await failure(api('/api/things', { method: 'POST', body: {} }));
    expect(notified).toEqual(['409', '5003']);
    expect(navigations).toEqual([]);
    expect(conflict.shown).toBe(true);
    // A change to a record deleted meanwhile (another tab) is told in place too: the typed input stays.
    routes.set('PUT /api/things/2', (_req, _body, res) => json(res, 404, { error: { code: '404', message: 'x' } }));
    await failure(api('/api/things/2', { method: 'PUT', body: {} }));
    expect(notified).toEqual(['409', '5003', '404']);
    expect(navigations).toEqual([]);
    // A read that conflicts still opens the error page.
    fail('/api/things', 409, '409');
    await failure(api('/api/things'));
    expect(navigations).toEqual(['/errors?code=409']);
  });

  it('shows a failure that a form let escape unshown, once, and never one the client showed', async () => {
    routes.set('PUT /api/things/1', (_req, _body, res) => json(res, 409, { error: { code: '409', message: 'x' } }));
    const escaped = await failure(api('/api/things/1', { method: 'PUT', body: {}, notify: false }));
    expect(notified).toEqual([]);
    expect(reportUnshownFailure(escaped)).toBe(true);
    expect(reportUnshownFailure(escaped)).toBe(false);
    expect(notified).toEqual(['409']);
    fail('/api/missing', 404, '404');
    const redirected = await failure(api('/api/missing'));
    expect(reportUnshownFailure(redirected)).toBe(false);
    expect(reportUnshownFailure(new Error('not ours'))).toBe(false);
    expect(notified).toEqual(['409']);
  });

  it('reads the HTTP status when the answer has no code', async () => {
    fail('/api/teapot', 418);
    const error = await failure(api('/api/teapot'));
    expect(error.code).toBe('418');
    expect(navigations).toEqual(['/errors?code=418']);
  });

  it('sends a server error to /sorry', async () => {
    fail('/api/bug', 500, '500');
    await failure(api('/api/bug'));
    routes.set('GET /api/html-bug', (_req, _body, res) =>
      res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>boom</h1>'),
    );
    const error = await failure(api('/api/html-bug'));
    expect(error.code).toBe('500');
    expect(navigations).toEqual(['/sorry', '/sorry']);
  });

  it('changes no page when the caller handles failures itself', async () => {
    fail('/api/bug', 500, '500');
    fail('/api/missing', 404, '404');
    await failure(api('/api/bug', { redirect: false }));
    await failure(api('/api/missing', { redirect: false }));
    expect(navigations).toEqual([]);
  });

  it('refreshes once on a 401 and repeats the call with the new token', async () => {
    routes.set('GET /api/me', (req, _body, res) =>
      req.headers.authorization === 'Bearer access-2'
        ? json(res, 200, { data: { id: 'u1' } })
        : json(res, 401, { error: { code: '401', message: 'x' } }),
    );
    routes.set('POST /api/auth/refresh', (_req, body, res) =>
      JSON.parse(body).refresh_token === 'refresh-1'
        ? json(res, 200, { data: { token: 'access-2', refresh_token: 'refresh-2', expires_in: 3600 } })
        : json(res, 401, { error: { code: '401', message: 'x' } }),
    );
    expect(await api('/api/me')).toEqual({ id: 'u1' });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/me', 'POST /api/auth/refresh', 'GET /api/me']);
    expect(refreshToken).toBe('refresh-2');
    expect(navigations).toEqual([]);
  });

  it('shares one refresh between calls that fail together', async () => {
    routes.set('GET /api/me', (req, _body, res) =>
      req.headers.authorization === 'Bearer access-2'
        ? json(res, 200, { data: 1 })
        : json(res, 401, { error: { code: '401', message: 'x' } }),
    );
    routes.set('POST /api/auth/refresh', (_req, _body, res) =>
      json(res, 200, { data: { token: 'access-2', refresh_token: 'refresh-2', expires_in: 3600 } }),
    );
    await Promise.all([api('/api/me'), api('/api/me'), api('/api/me')]);
    expect(seen.filter((r) => r.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('logs out and opens /login on a second 401', async () => {
    routes.set('GET /api/me', (_req, _body, res) => json(res, 401, { error: { code: '401', message: 'x' } }));
    routes.set('POST /api/auth/refresh', (_req, _body, res) =>
      json(res, 200, { data: { token: 'access-2', refresh_token: 'refresh-2', expires_in: 3600 } }),
    );
    const error = await failure(api('/api/me'));
    expect(error.status).toBe(401);
    expect(seen.map((r) => r.url)).toEqual(['/api/me', '/api/auth/refresh', '/api/me']);
    expect(ended).toBe(1);
    expect(navigations).toEqual(['/login']);
  });

  it('logs out at once when the refresh is refused', async () => {
    routes.set('GET /api/me', (_req, _body, res) => json(res, 401, { error: { code: '401', message: 'x' } }));
    routes.set('POST /api/auth/refresh', (_req, _body, res) => json(res, 401, { error: { code: '401', message: 'x' } }));
    await failure(api('/api/me'));
    expect(seen.map((r) => r.url)).toEqual(['/api/me', '/api/auth/refresh']);
    expect(ended).toBe(1);
    expect(navigations).toEqual(['/login']);
  });

  it('leaves a 401 to the caller for the auth calls themselves', async () => {
    routes.set('POST /api/auth/login', (_req, _body, res) => json(res, 401, { error: { code: '401', message: 'x' } }));
    await failure(api('/api/auth/login', { method: 'POST', body: {}, auth: false, redirect: false, notify: false }));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.authorization).toBeUndefined();
    expect(ended).toBe(0);
    expect(navigations).toEqual([]);
  });

  it('counts the requests in flight for the progress bar', async () => {
    const counts: number[] = [];
    const stop = subscribeInFlight((count) => counts.push(count));
    routes.set('GET /api/slow', (_req, _body, res) => setTimeout(() => json(res, 200, { data: true }), 20));
    await Promise.all([api('/api/slow'), api('/api/slow')]);
    fail('/api/bug', 500, '500');
    await failure(api('/api/bug'));
    stop();
    expect(counts).toEqual([1, 2, 1, 0, 1, 0]);
  });

  it('rethrows what is not an answer (no connection)', async () => {
    setApiBaseUrl('http://127.0.0.1:1');
    const error = await api('/api/anything').catch((e: unknown) => e);
    setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(TypeError);
    expect(navigations).toEqual([]);
  });

  it('tells a change that found no connection as 9542 where the dealer is, never as "something went wrong"', async () => {
    setApiBaseUrl('http://127.0.0.1:1');
    const error = await failure(api('/api/anything', { method: 'POST', body: { name: 'x' } }));
    const quiet = await failure(api('/api/anything', { method: 'PUT', body: {}, notify: false }));
    setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    expect([error.status, error.code, error.shown]).toEqual([0, '9542', true]);
    // A form that shows failures itself gets the same code, unshown (reportUnshownFailure says it if the form does not).
    expect([quiet.status, quiet.code, quiet.shown]).toEqual([0, '9542', false]);
    expect(notified).toEqual(['9542']);
    expect(navigations).toEqual([]);
  });

  it('leaves a change its caller aborted as the abort it is', async () => {
    routes.set('POST /api/slow', (_req, _body, res) => setTimeout(() => json(res, 200, { data: true }), 200));
    const controller = new AbortController();
    const pending = api('/api/slow', { method: 'POST', body: {}, signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).not.toBeInstanceOf(ApiError);
    expect(notified).toEqual([]);
  });
});
