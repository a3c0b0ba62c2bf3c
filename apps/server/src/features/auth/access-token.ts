import { ACCESS_TOKEN_SECONDS } from '@kontor/domain/constants';
import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';

const ISSUER = 'kontor';
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

// Access tokens are compact JWS (RFC 7515/7519) signed with HMAC-SHA-256, written and checked here
// with node:crypto. Every authenticated request verifies one; through jose (WebCrypto) that was an
// asynchronous job per request and a tenth of the vehicle list's server time, here it is
// one synchronous HMAC. access-token.test.ts holds the format to jose's in both directions.

// The key object is made once per secret, not on every request.
const keys = new WeakMap<Uint8Array, KeyObject>();

function keyOf(secret: Uint8Array): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(secret);
    keys.set(secret, key);
  }
  return key;
}

const signatureOf = (secret: Uint8Array, signingInput: string): string =>
  createHmac('sha256', keyOf(secret)).update(signingInput).digest('base64url');

/** Access tokens are short-lived JWTs carrying only the user id; everything else is read fresh. */
export function signAccessToken(secret: Uint8Array, userId: string, now: Date): string {
  return signSessionAccessToken(secret, { userId, sessionId: undefined }, now);
}

/** The access token of a login: it names the login too (`sid`, its refresh-token family), so the session list can mark which one asks. */
export function signSessionAccessToken(
  secret: Uint8Array,
  { userId, sessionId }: { userId: string; sessionId: string | undefined },
  now: Date,
): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const claims = { sub: userId, sid: sessionId, iss: ISSUER, iat: issuedAt, exp: issuedAt + ACCESS_TOKEN_SECONDS };
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signingInput}.${signatureOf(secret, signingInput)}`;
}

function decodedJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The user id of a valid token, or null for a missing, forged or expired one. Valid: three parts,
 * the HMAC-SHA-256 signature of the first two under `secret` (compared in constant time, in its
 * canonical base64url so no other spelling of it passes), a header naming HS256 and no critical
 * extension, our issuer, an expiry after `now`, no not-before after it, and a subject.
 */
export function verifyAccessToken(secret: Uint8Array, token: string, now: Date): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(signatureOf(secret, `${header}.${payload}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  const protectedHeader = decodedJson(header);
  if (protectedHeader?.alg !== 'HS256' || 'crit' in protectedHeader) return null;
  const claims = decodedJson(payload);
  const seconds = Math.floor(now.getTime() / 1000);
  if (!claims || claims.iss !== ISSUER || typeof claims.exp !== 'number' || claims.exp <= seconds) return null;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > seconds)) return null;
  return typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
}

/** The login (`sid`) a token names; read only from a token the guard has verified. */
export function sessionIdOf(token: string): string | null {
  const claims = decodedJson(token.split('.')[1] ?? '');
  return typeof claims?.sid === 'string' ? claims.sid : null;
}
