// What the suites that seed their own data share: the benchmarked server's embedded database, and an
// access token for a seeded user signed with the server's own secret (no login round trip per suite).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';

/** The URL of the embedded PostgreSQL the benchmarked server started (postmaster.pid: line 4 the port). */
export function embeddedUrl(dataDir) {
  const dir = path.join(dataDir, 'pg');
  const port = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[3]);
  const password = readFileSync(`${dir}.password`, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/kontor`;
}

/** The Authorization header of `userId`, valid for two hours. */
export async function authorizationFor(dataDir, userId) {
  const secret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer('kontor')
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(secret));
  return { authorization: `Bearer ${token}` };
}
