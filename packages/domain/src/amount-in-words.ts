import type { Locale } from './constants';

// A contract and a receipt state the price in words as well as in figures, so that a figure
// altered later contradicts the words. Euros are written out; the cents stay figures, as German
// contracts write them ("… Euro und 50 Cent").

const DE_UNITS = [
  'null',
  'eins',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const DE_TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];

const EN_UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 1–99 in German; a trailing one is "eins" (counting form), fixed by the caller where it precedes a word. */
function germanBelow100(n: number): string {
  if (n < 20) return DE_UNITS[n]!;
  const ones = n % 10;
  const tens = DE_TENS[Math.floor(n / 10)]!;
  if (ones === 0) return tens;
  return `${ones === 1 ? 'ein' : DE_UNITS[ones]}und${tens}`;
}

function germanBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds ? `${hundreds === 1 ? 'ein' : DE_UNITS[hundreds]}hundert` : '';
  return rest ? `${head}${germanBelow100(rest)}` : head;
}

/** A German number before a noun or "tausend": "eins" becomes "ein" ("hunderteintausend", "ein Euro"). */
const attributive = (words: string) => words.replace(/eins$/, 'ein');

function germanWords(n: number): string {
  if (n === 0) return DE_UNITS[0]!;
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions) parts.push(millions === 1 ? 'eine Million' : `${attributive(germanBelow1000(millions))} Millionen`);
  const below = `${thousands ? `${attributive(germanBelow1000(thousands))}tausend` : ''}${rest ? germanBelow1000(rest) : ''}`;
  if (below) parts.push(below);
  return parts.join(' ');
}

function englishBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${EN_UNITS[hundreds]} hundred`);
  if (rest >= 20) parts.push(rest % 10 ? `${EN_TENS[Math.floor(rest / 10)]}-${EN_UNITS[rest % 10]}` : EN_TENS[rest / 10]!);
  else if (rest) parts.push(EN_UNITS[rest]!);
  return parts.join(' ');
}

function englishWords(n: number): string {
  if (n === 0) return EN_UNITS[0]!;
  const groups: Array<[number, string]> = [
    [Math.floor(n / 1_000_000), ' million'],
    [Math.floor((n % 1_000_000) / 1000), ' thousand'],
    [n % 1000, ''],
  ];
  return groups
    .filter(([value]) => value > 0)
    .map(([value, scale]) => `${englishBelow1000(value)}${scale}`)
    .join(' ');
}

/**
 * An amount of euro cents in words: "dreiundzwanzigtausendneunhundert Euro und 50 Cent",
 * "twenty-three thousand nine hundred euros and 50 cents". Up to 999 999 999,99 €.
 */
export function amountInWords(cents: number, locale: Locale): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents >= 100_000_000_000)
    throw new RangeError(`not an amount in cents: ${cents}`);
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  if (locale === 'de') {
    const words = `${attributive(germanWords(euros))} Euro`;
    return rest ? `${words} und ${rest} Cent` : words;
  }
  const words = `${englishWords(euros)} ${euros === 1 ? 'euro' : 'euros'}`;
  return rest ? `${words} and ${rest} ${rest === 1 ? 'cent' : 'cents'}` : words;
}
