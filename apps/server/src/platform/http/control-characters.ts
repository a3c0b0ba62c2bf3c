import type { ErrorCode } from '@kontor/domain/errors';
import { AppError, invalid } from './app-error';

// NUL makes PostgreSQL refuse a text value (a 500 before this check), and the other control
// characters are never typed by a person: they end up in search fields, invoices and PDFs as
// invisible garbage. TAB, LF and CR stay allowed in bodies, where multi-line texts (notes) live.
// eslint-disable-next-line no-control-regex
const IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const IN_LINE = /[\u0000-\u001f\u007f]/;

/** A form field's code (the catalogue's "invalid control characters"), shown on the field by the web client. */
const INVALID_CHARACTERS: ErrorCode = '5009';

type TextKind = 'text' | 'line';

/**
 * The wire name (dotted path, as the validation errors name fields) of the first string inside
 * `value` that holds a refused control character, or undefined when all are clean. Iterative (an
 * explicit stack, depth first in document order), so no nesting can overflow the call stack.
 */
export function findControlCharacter(value: unknown, kind: TextKind): string | undefined {
  const pattern = kind === 'text' ? IN_TEXT : IN_LINE;
  const pending: Array<{ value: unknown; at: string }> = [{ value, at: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, at } = next;
    if (typeof current === 'string') {
      if (pattern.test(current)) return at || '_';
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    const entries = Array.isArray(current)
      ? [...current.entries()].map(([index, item]) => [String(index), item] as const)
      : Object.entries(current);
    // Pushed last to first, so the first entry is looked at first, as the validation names fields.
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, inner] = entries[index]!;
      pending.push({ value: inner, at: at ? `${at}.${key}` : key });
    }
  }
  return undefined;
}

/** Throws 422 with the field's code `5009` when a text of a body (JSON or multipart field) holds a refused control character. */
export function refuseControlCharactersInBody(body: unknown): void {
  const field = findControlCharacter(body, 'text');
  if (field) throw invalid({ [field]: INVALID_CHARACTERS });
}

/**
 * Refuses any control character in the address: in a query value (a list's search or filter) as a
 * field error, 422 `5009` naming it, like every other bad field; in a path parameter as an address
 * that makes no sense, 400 `5003`, like every other bad path value.
 */
export function refuseControlCharactersInUrl(parts: { params: unknown; query: unknown }): void {
  const param = findControlCharacter(parts.params, 'line');
  if (param) throw new AppError('5003', 400, { [param]: '5003' });
  const query = findControlCharacter(parts.query, 'line');
  if (query) throw invalid({ [query]: INVALID_CHARACTERS });
}
