// The Leitweg-ID: the buyer reference (BT-10) every XRechnung to a German public-sector buyer
// names (BR-DE-15; § 4 Abs. 3 ERechV, Format-Spezifikation Leitweg-ID of KoSIT). Form: the coarse
// address (2 to 12 digits), optionally a fine address (1 to 30 letters or digits), and two check
// digits, parted by hyphens, e.g. "04011000-1234512345-06".

const LEITWEG_ID = /^\d{2,12}(-[A-Za-z0-9]{1,30})?-\d{2}$/;

/** The compact form a Leitweg-ID is stored in: trimmed, letters upper case (the check digits read letters case-blind). */
export function normalizeLeitwegId(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * ISO/IEC 7064 MOD 97-10 over the ID without hyphens, each letter as its number (A = 10 … Z = 35, as
 * the KoSIT spec adds to the ISO rule): a valid Leitweg-ID leaves the remainder 1. Computed digit by
 * digit because the number exceeds 2^53.
 */
function checkDigitsValid(value: string): boolean {
  const digits = [...value.replace(/-/g, '').toUpperCase()]
    .map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55)))
    .join('');
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** Why a Leitweg-ID is refused: 9406 not its form, 9407 the check digits do not match; null when valid. */
export function leitwegIdErrorCode(value: string): '9406' | '9407' | null {
  if (!LEITWEG_ID.test(value)) return '9406';
  return checkDigitsValid(value) ? null : '9407';
}
