import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id, 64 MiB, 3 passes, 1 lane (RFC 9106's second recommendation, one lane because the
 * server hashes on libuv's pool of 4 threads, so at most 256 MiB are in use at once). One
 * verification measured ≈ 58 ms on the development machine: slow for offline guessing, cheap for
 * a login.
 */
// 2 is Algorithm.Argon2id (a const enum, which this build cannot import).
export const ARGON2_PARAMS = { algorithm: 2, memoryCost: 65_536, timeCost: 3, parallelism: 1, outputLen: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

/** False for a wrong password and for a broken hash alike. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash of a random password, computed once: checking against it costs as much as a real check,
// so a login for an unknown address or a user without password takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

function getDummyHash(): Promise<string> {
  dummyHash ??= hash(`dummy-${Math.random()}`, ARGON2_PARAMS);
  return dummyHash;
}

export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await getDummyHash(), password);
  return false;
}

/** For the test that the dummy costs what a real hash costs. */
export const dummyHashForTest = getDummyHash;
