import type { ErrorCode } from '@kontor/domain/errors';
import { invalid } from './app-error';

// NUL makes PostgreSQL refuse a text value (a 500 before this check), and the other control
// characters are never typed by a person: they end up in search fields, invoices and PDFs as
// invisible garbage. TAB, LF and CR stay allowed in bodies, where multi-line texts (notes) live.
// eslint-disable-next-line no-control-regex
const IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const IN_LINE = /[\u0000-\u001f\u007f]/;

const INVALID_CHARACTERS: ErrorCode = '5009';

type TextKind = 'text' | 'line';

/**
 * The wire name (dotted path, as the validation errors name fields) of the first string inside
 * `value` that holds a refused control character, or undefined when all are clean.
 */
function findControlCharacter(value: unknown, kind: TextKind, at = ''): string | undefined {
  if (typeof value === 'string') return (kind === 'text' ? IN_TEXT : IN_LINE).test(value) ? at || '_' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, kind, at ? `${at}.${index}` : String(index));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = findControlCharacter(inner, kind, at ? `${at}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/** Throws 422 with the field's code `5009` when any of the request's texts holds a refused control character. */
export function refuseControlCharacters(parts: Array<{ value: unknown; kind: TextKind }>): void {
  for (const part of parts) {
    const field = findControlCharacter(part.value, part.kind);
    if (field) throw invalid({ [field]: INVALID_CHARACTERS });
  }
}
