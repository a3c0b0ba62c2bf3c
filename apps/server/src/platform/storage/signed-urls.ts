import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOCUMENT_URL_SECONDS } from '@kontor/domain/vehicles';

// Signed URLs: the browser fetches a stored file as a blob without the Authorization header, so the
// URL itself carries the permission: which file (purpose and id) and until when, signed with the
// server secret. The purpose is part of what is signed, so the URL of one kind of file (a photo's
// thumbnail, an uploaded document) can never be turned into the URL of another (a generated one).

/** One signed file: `purpose` names the kind of file, `expires` is in seconds since the epoch. */
export type SignedFile = { purpose: string; id: string; expires: number };

function signatureOf(secret: Uint8Array, { purpose, id, expires }: SignedFile): string {
  return createHmac('sha256', secret).update(`${purpose}:${id}:${expires}`).digest('base64url');
}

/** The expiry of a URL signed now: DOCUMENT_URL_SECONDS from the given moment. */
export function signedUrlExpiry(now: Date): number {
  return Math.floor(now.getTime() / 1000) + DOCUMENT_URL_SECONDS;
}

/** The path (under `route`) that serves the file until `expires`, with its signature in the query. */
export function signedFilePath(secret: Uint8Array, file: SignedFile & { route: string }): string {
  return `${file.route}/${file.id}?expires=${file.expires}&signature=${signatureOf(secret, file)}`;
}

/** True when `signature` is the one of this file and the URL has not expired at `now`. */
export function isValidSignedFile(secret: Uint8Array, file: SignedFile & { signature: string; now: Date }): boolean {
  const expected = Buffer.from(signatureOf(secret, file));
  const actual = Buffer.from(file.signature);
  const valid = expected.length === actual.length && timingSafeEqual(expected, actual);
  return valid && file.expires * 1000 >= file.now.getTime();
}
