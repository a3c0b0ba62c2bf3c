import { ACCESS_TOKEN_SECONDS } from '@kontor/domain/constants';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token';

const secret = new TextEncoder().encode('a-test-secret-of-enough-length-for-hs256');
const now = new Date('2026-11-26T10:00:00Z');
const seconds = Math.floor(now.getTime() / 1000);
const userId = '0b8e7c1a-2f4d-4c59-9a7e-3d1f0c2b6a11';

/** A token signed by jose (the reference implementation) with these claims and header. */
function joseToken(claims: Record<string, unknown>, alg = 'HS256') {
  return new SignJWT(claims).setProtectedHeader({ alg }).sign(secret);
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with this header, signed with HMAC-SHA-256 whatever the header says. */
function handSigned(header: Record<string, unknown>, claims: Record<string, unknown>) {
  const input = `${encode(header)}.${encode(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

describe('access tokens', () => {
  it('are JWTs that jose verifies, with the user, our issuer and the expiry', async () => {
    const token = signAccessToken(secret, userId, now);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256' });
    const { payload } = await jwtVerify(token, secret, { issuer: 'kontor', algorithms: ['HS256'], currentDate: now });
    expect(payload).toEqual({ sub: userId, iss: 'kontor', iat: seconds, exp: seconds + ACCESS_TOKEN_SECONDS });
  });

  it('verify to their user until they expire', () => {
    const token = signAccessToken(secret, userId, now);
    expect(verifyAccessToken(secret, token, now)).toBe(userId);
    expect(verifyAccessToken(secret, token, new Date(now.getTime() + (ACCESS_TOKEN_SECONDS - 1) * 1000))).toBe(userId);
    expect(verifyAccessToken(secret, token, new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000))).toBeNull();
  });

  it('verify when jose signed them', async () => {
    const token = await joseToken({ sub: userId, iss: 'kontor', iat: seconds, exp: seconds + 60 });
    expect(verifyAccessToken(secret, token, now)).toBe(userId);
  });

  it('are refused when forged, altered or signed with another key', async () => {
    const token = signAccessToken(secret, userId, now);
    const [header, , signature] = token.split('.');
    const otherUser = `${header}.${encode({ sub: 'someone-else', iss: 'kontor', iat: seconds, exp: seconds + 60 })}.${signature}`;
    expect(verifyAccessToken(secret, otherUser, now)).toBeNull();
    expect(verifyAccessToken(new TextEncoder().encode('another-secret-of-enough-length-for-hs256'), token, now)).toBeNull();
    // The same signature bytes spelt differently (padding, a stray character base64url decoding skips).
    expect(verifyAccessToken(secret, `${token}=`, now)).toBeNull();
    expect(verifyAccessToken(secret, `${token.slice(0, -1)}!${token.slice(-1)}`, now)).toBeNull();
    expect(verifyAccessToken(secret, token.slice(0, -2), now)).toBeNull();
  });

  it('are refused with another algorithm, a critical extension or none', async () => {
    const hs512 = await joseToken({ sub: userId, iss: 'kontor', exp: seconds + 60 }, 'HS512');
    expect(verifyAccessToken(secret, hs512, now)).toBeNull();
    const claims = { sub: userId, iss: 'kontor', exp: seconds + 60 };
    expect(verifyAccessToken(secret, handSigned({ alg: 'HS256' }, claims), now)).toBe(userId);
    expect(verifyAccessToken(secret, handSigned({ alg: 'HS256', crit: ['exp'] }, claims), now)).toBeNull();
    expect(verifyAccessToken(secret, handSigned({ alg: 'HS512' }, claims), now)).toBeNull();
    expect(verifyAccessToken(secret, handSigned({}, claims), now)).toBeNull();
    const unsigned = `${encode({ alg: 'none' })}.${encode({ sub: userId, iss: 'kontor', exp: seconds + 60 })}.`;
    expect(verifyAccessToken(secret, unsigned, now)).toBeNull();
  });

  it('are refused without our issuer, an expiry or a subject, or before their not-before', async () => {
    const refused = [
      { sub: userId, iss: 'someone', exp: seconds + 60 },
      { sub: userId, exp: seconds + 60 },
      { sub: userId, iss: 'kontor' },
      { sub: userId, iss: 'kontor', exp: String(seconds + 60) },
      { iss: 'kontor', exp: seconds + 60 },
      { sub: 42, iss: 'kontor', exp: seconds + 60 },
      { sub: userId, iss: 'kontor', exp: seconds + 60, nbf: seconds + 30 },
    ];
    for (const claims of refused)
      expect(verifyAccessToken(secret, await joseToken(claims), now), JSON.stringify(claims)).toBeNull();
    expect(verifyAccessToken(secret, await joseToken({ sub: userId, iss: 'kontor', exp: seconds + 60, nbf: seconds }), now)).toBe(
      userId,
    );
  });

  it('are refused when they are not three parts of JSON', () => {
    for (const token of ['', 'abc', 'a.b', 'a.b.c.d', `${encode({ alg: 'HS256' })}.not-json.x`]) {
      expect(verifyAccessToken(secret, token, now)).toBeNull();
    }
  });
});
