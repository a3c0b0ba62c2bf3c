import { ACCESS_TOKEN_SECONDS } from '@kontor/domain/constants';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'kontor';

/** Access tokens are short-lived JWTs carrying only the user id; everything else is read fresh. */
export async function signAccessToken(secret: Uint8Array, userId: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(secret);
}

// The verification key, imported once per secret: given the raw bytes, jose imports a CryptoKey on
// every call, and every authenticated request verifies a token (issue 15).
type VerifyKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;
const verifyKeys = new WeakMap<Uint8Array, Promise<VerifyKey>>();

function verifyKeyOf(secret: Uint8Array): Promise<VerifyKey> {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', secret as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKeys.set(secret, key);
  }
  return key;
}

/** The user id of a valid token, or null for a missing, forged or expired one. */
export async function verifyAccessToken(secret: Uint8Array, token: string, now: Date): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, await verifyKeyOf(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
