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

/** The user id of a valid token, or null for a missing, forged or expired one. */
export async function verifyAccessToken(secret: Uint8Array, token: string, now: Date): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
