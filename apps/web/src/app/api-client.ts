import { keysToCamel, keysToSnake } from '@kontor/domain/case';
import { REQUEST_TIMEOUT_MS } from '@kontor/domain/constants';
import { isNotificationCode } from '@kontor/domain/errors';

/** A failed call: the code is read from error.code, else the HTTP status, else 500. */
export class ApiError extends Error {
  /** The client has shown it already (a notification or an error page); nobody needs to again. */
  shown = false;

  /** The field → code pairs of a 422. */
  readonly fields: Record<string, string>;

  /** The uploaded file a refusal (415, 413) is about, by its name. */
  readonly file: string | undefined;

  /** The last day (YYYY-MM-DD) a record whose deletion was refused is kept by law (§ 147 AO): its text names it. */
  readonly keptUntil: string | undefined;

  /** `detail`: the answer's `fields`, `file` and `message` (the server's own words, for the console). */
  constructor(
    readonly status: number,
    readonly code: string,
    detail: { fields?: Record<string, string>; message?: string; file?: string; keptUntil?: string } = {},
  ) {
    super(detail.message ?? `API error ${code}`);
    this.fields = detail.fields ?? {};
    this.file = detail.file;
    this.keptUntil = detail.keptUntil;
  }
}

export type ApiOptions = {
  method?: string;
  body?: unknown;
  query?: Record<string, unknown>;
  signal?: AbortSignal;
  /**
   * false: a four-character code is not shown as a notification, because the caller shows it
   * itself (forms with field errors, the code box). The redirects for 500 and other codes stay.
   */
  notify?: boolean;
  /** false: no page change at all for this call (500 → /sorry, other codes → /errors); the caller decides. */
  redirect?: boolean;
  /** false: a 401 is returned as an error without refresh or logout (the auth calls themselves). */
  auth?: boolean;
  /** true: answer the whole envelope (`{ data, meta }` of a list) instead of unwrapping `data`. */
  envelope?: boolean;
  /** true: the answer is a file (a PDF) and comes back as a Blob; a failure is still the JSON error. */
  binary?: boolean;
  /** Reads the headers of a successful answer (a file's own figures, e.g. the DATEV export's x-datev-skipped). */
  onHeaders?: (headers: Headers) => void;
  /**
   * The version of the record this change was made on (its `updatedAt` as read), sent as `If-Match`:
   * the server refuses the change with 409 9541 when someone else changed the record since.
   */
  ifMatch?: string;
};

/** `state.sessionEnded`: the page is the login page because the session ended (login-page.tsx says so). */
export type NavigateOptions = { replace: true; state?: { sessionEnded: true } };

/** How the client reaches the session, the router and the notifications; each is registered once at start. */
type ApiHooks = {
  /** The current access token, if any. */
  getToken(): string | null;
  /** Exchanges the refresh token for a new pair; false when there is none or it was refused. */
  refresh(): Promise<boolean>;
  /** The session is over (a second 401): clear it; the client then opens loginPage(). */
  endSession(): void;
  /** Where a lost session goes: /login, with the way back to the current page. */
  loginPage(): string;
  /**
   * Every page change of the client replaces the current history entry: the page that failed
   * would only fail again, so Back must skip it (otherwise Back lands on it and it redirects again).
   */
  navigate(to: string, options: NavigateOptions): void;
  /** `keptUntil`: the day a refused deletion's record is kept to, which the code's text names. */
  notifyError(code: string, keptUntil?: string): void;
};

let hooks: ApiHooks = {
  getToken: () => null,
  refresh: async () => false,
  endSession: () => undefined,
  loginPage: () => '/login',
  navigate: (to) => window.location.replace(to),
  notifyError: () => undefined,
};
let baseUrl = '';

export function setApiHooks(next: Partial<ApiHooks>): void {
  hooks = { ...hooks, ...next };
}

/** Only tests and tools point the client elsewhere; the app calls its own origin. */
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/$/, '');
}

// --- requests in flight, for the progress bar -----------------------------------------------------

let inFlight = 0;
const inFlightListeners = new Set<(count: number) => void>();

export function subscribeInFlight(listener: (count: number) => void): () => void {
  inFlightListeners.add(listener);
  return () => inFlightListeners.delete(listener);
}

function changeInFlight(delta: number): void {
  inFlight += delta;
  for (const listener of inFlightListeners) listener(inFlight);
}

// --- the request ----------------------------------------------------------------------------------

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(keysToSnake<Record<string, unknown>>(query))) {
    if (value === undefined) continue;
    params.set(key, value === null ? '' : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function send(path: string, options: ApiOptions): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.auth === false ? null : hooks.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.ifMatch) headers['if-match'] = `"${options.ifMatch}"`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(keysToSnake(options.body));
  }
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  return fetch(`${baseUrl}${path}${queryString(options.query)}`, { method: options.method ?? 'GET', headers, body, signal });
}

async function readAnswer<T>(response: Response, { envelope = false, binary = false }: ApiOptions): Promise<T> {
  if (response.status === 204) return undefined as T;
  if (binary && response.ok) return (await response.blob()) as T;
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? keysToCamel(JSON.parse(text)) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const error = (
      json as
        | { error?: { code?: string; fields?: Record<string, string>; message?: string; file?: string; keptUntil?: string } }
        | undefined
    )?.error;
    throw new ApiError(response.status, error?.code ?? String(response.status || 500), {
      fields: error?.fields,
      message: error?.message,
      file: error?.file,
      keptUntil: error?.keptUntil,
    });
  }
  return envelope ? (json as T) : ((json as { data: T } | undefined)?.data as T);
}

// Several calls may fail with 401 at once; they share one refresh, so the rotating refresh token is
// presented only once (presenting it twice would revoke the whole family).
let refreshing: Promise<boolean> | null = null;
function refreshOnce(): Promise<boolean> {
  refreshing ??= hooks
    .refresh()
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

// A refused change (a conflict, a bad or too large request, too many tries, or a record deleted
// meanwhile, in another tab) is told where the user is: leaving the page would throw away what they
// typed. A forbidden thing still opens the error page, as does any failure of a read.
const REFUSED_CHANGE = new Set([400, 404, 409, 413, 415, 422, 429]);

/** Whether a failure is shown as a notification: a four-character code, or a refused change. */
function isNotified(error: ApiError, method = 'GET'): boolean {
  if (error.status === 401 || error.status >= 500) return false;
  return isNotificationCode(error.code) || (method !== 'GET' && REFUSED_CHANGE.has(error.status));
}

/**
 * The last line for a failure nobody showed: a form that opted out of the notification
 * (notify: false) to put field errors in place, got none, and let the error escape (an unhandled
 * rejection). Shows the code's text in the error notification; true when it did.
 */
export function reportUnshownFailure(reason: unknown): boolean {
  if (!(reason instanceof ApiError) || reason.shown) return false;
  reason.shown = true;
  hooks.notifyError(reason.code, reason.keptUntil);
  return true;
}

/** Where a failure is shown (401: the login; 5xx: /sorry; a notification; else the error page), once for the whole app. */
function handleFailure(error: ApiError, options: ApiOptions): void {
  const replace = { replace: true } as const;
  const show = (action: () => void) => {
    error.shown = true;
    action();
  };
  if (error.status === 401 && options.auth !== false) {
    const loginPage = hooks.loginPage();
    hooks.endSession();
    show(() => hooks.navigate(loginPage, { ...replace, state: { sessionEnded: true } }));
    return;
  }
  const notified = isNotified(error, options.method);
  if (options.redirect === false) {
    if (notified && options.notify !== false) show(() => hooks.notifyError(error.code, error.keptUntil));
    return;
  }
  if (error.status >= 500) show(() => hooks.navigate('/sorry', replace));
  else if (notified) {
    if (options.notify !== false) show(() => hooks.notifyError(error.code, error.keptUntil));
  } else show(() => hooks.navigate(`/errors?code=${encodeURIComponent(error.code)}`, replace));
}

/** The code of a change that never reached the server (no connection, or no answer in time). */
export const NO_CONNECTION_CODE = '9542';

/**
 * A change (any method but GET) that fails before an answer (fetch's TypeError, or the request's own
 * timeout) becomes ApiError 0 / 9542: a four-character code, so the dealer stays on the form with a
 * notification that says there is no connection, instead of the "something went wrong" of an
 * unknown error. A read keeps its plain error: the query client tries it once more (query-client.ts)
 * and the page shows its own state. A call its caller aborted is left alone (nobody waits for it).
 */
function noConnection(error: unknown, options: ApiOptions): ApiError | null {
  if ((options.method ?? 'GET') === 'GET' || options.signal?.aborted) return null;
  const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
  return error instanceof TypeError || timedOut ? new ApiError(0, NO_CONNECTION_CODE, { message: String(error) }) : null;
}

/**
 * The one place that speaks HTTP: camelCase in the code, snake_case on the wire, the Bearer token
 * attached, answers unwrapped from `{ data }`. Multipart bodies (FormData) go as they are.
 * A failure is shown (handleFailure) and then thrown, so callers can still react.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  changeInFlight(1);
  try {
    const sentWith = hooks.getToken();
    try {
      let response = await send(path, options);
      if (response.status === 401 && options.auth !== false && sentWith !== null) {
        // A call that went out with a token another call has already replaced just goes again.
        const renewed = hooks.getToken() !== sentWith || (await refreshOnce());
        if (renewed) response = await send(path, options);
      }
      if (response.ok) options.onHeaders?.(response.headers);
      return await readAnswer<T>(response, options);
    } catch (caught) {
      const error = noConnection(caught, options) ?? caught;
      if (error instanceof ApiError) handleFailure(error, options);
      throw error;
    }
  } finally {
    changeInFlight(-1);
  }
}
