import type { ErrorCode } from './errors';

// A text over its limit is refused at its field with the limit named, in the browser and by the
// server alike; it is never cut while typing. Each limit in use has the catalogue code that says
// "at most N characters", so the browser's rule and the server's answer show the same words.
const TOO_LONG_CODES = {
  20: '9210',
  40: '5010',
  60: '9319',
  200: '9307',
  255: '5011',
  510: '5012',
  4000: '5013',
  5000: '5014',
} as const satisfies Record<number, ErrorCode>;

export type TextLimit = keyof typeof TOO_LONG_CODES;

/** The code that names `max` ("at most N characters"). */
export function tooLongCode(max: TextLimit): ErrorCode {
  return TOO_LONG_CODES[max];
}
