import { CODE_LENGTH } from '@kontor/domain/constants';

// The mail shows the 7-character code grouped ("K7P 4MXR"); people type or paste it with or without
// the space, in any case, sometimes with a dash. The box shows the same grouping while the request
// carries the bare 7 characters.

const GROUP = 3;

/** The bare characters of a typed code: letters and digits only, upper-cased, at most 7. */
export function codeForSending(input: string): string {
  return input
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .slice(0, CODE_LENGTH);
}

/** The code as the box shows it: the first three characters, a space, the other four. */
export function maskCode(input: string): string {
  const bare = codeForSending(input);
  return bare.length > GROUP ? `${bare.slice(0, GROUP)} ${bare.slice(GROUP)}` : bare;
}
