import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A JWT secret that survives restarts: the setting when given, else one generated once into
 * DATA_DIR. Every server that signs or checks tokens and file links needs the same one: servers on
 * several machines share JWT_SECRET (or DATA_DIR).
 */
export function resolveJwtSecret(config: { jwtSecret: string | undefined; dataDir: string }): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    // 'wx' fails if another process wrote it first; then we read theirs.
    try {
      writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}
