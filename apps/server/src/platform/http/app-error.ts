import type { ErrorCode } from '@kontor/domain/errors';

/** The one error type the services throw; `mapError` turns it into the wire format. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly fields?: Record<string, ErrorCode>,
    /** The one uploaded file the refusal is about (its shown name). */
    readonly file?: string,
  ) {
    super(`AppError ${code} (${status})`);
  }
}

export const notFound = () => new AppError('404', 404);
export const conflict = (code: ErrorCode = '409') => new AppError(code, 409);
/** A validation failure of one or more fields; the first field's code is the top-level code. */
export function invalid(fields: Record<string, ErrorCode>): AppError {
  const first = Object.values(fields)[0] ?? '0001';
  return new AppError(first, 422, fields);
}
