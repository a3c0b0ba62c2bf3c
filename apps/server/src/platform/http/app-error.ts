import type { ErrorCode } from '@kontor/domain/errors';

/** The one error type the services throw; `mapError` turns it into the wire format. */
export class AppError extends Error {
  /** The one uploaded file the refusal is about (its shown name); see fileRefused. */
  file?: string;
  /** The last day a kept record is kept (retention.ts): the refusal of its deletion names it. */
  keptUntil?: string;

  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly fields?: Record<string, ErrorCode>,
  ) {
    super(`AppError ${code} (${status})`);
  }
}

export const notFound = () => new AppError('404', 404);

/** An upload refused for one of its files (415 its type or content, 413 its size), naming the file as shown. */
export function fileRefused(code: ErrorCode, status: number, file: string): AppError {
  return Object.assign(new AppError(code, status), { file });
}
export const conflict = (code: ErrorCode = '409') => new AppError(code, 409);
/** A deletion refused because the law keeps the record (§ 147 AO) until `keptUntil` (YYYY-MM-DD), which the answer names. */
export function keptRecord(code: ErrorCode, keptUntil: string): AppError {
  return Object.assign(new AppError(code, 409), { keptUntil });
}
/** A validation failure of one or more fields; the first field's code is the top-level code. */
export function invalid(fields: Record<string, ErrorCode>): AppError {
  const first = Object.values(fields)[0] ?? '0001';
  return new AppError(first, 422, fields);
}
