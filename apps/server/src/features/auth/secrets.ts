import { createHash, randomBytes } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '@kontor/domain/constants';

// Secrets handed to the user (refresh tokens, mailed links and codes) are random; only their
// SHA-256 is stored, so a leaked table lets nobody in. A fast hash suffices: they are long random
// values (the 7-character code is short, but expires in 15 minutes and is rate-limited).

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 32 random bytes, URL-safe: refresh tokens and mailed link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 7-character code from the 32-symbol alphabet: each byte's low 5 bits pick a symbol without bias. */
export function randomCode(): string {
  return [...randomBytes(CODE_LENGTH)].map((byte) => CODE_ALPHABET[byte & 31]).join('');
}

const PUBLIC_ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The id shown to the user and to support, e.g. `K-7Q4M9XH2`. */
export function randomPublicId(): string {
  return `K-${[...randomBytes(8)].map((byte) => PUBLIC_ID_ALPHABET[byte & 31]).join('')}`;
}
