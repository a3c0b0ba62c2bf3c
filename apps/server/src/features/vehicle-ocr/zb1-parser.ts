import { BODYWORKS, FUEL_TYPES } from '@kontor/domain/constants';
import { commonMakeName, MAKE_NAMES } from '@kontor/domain/make-names';
import type { OcrFields } from '@kontor/domain/vehicle-ocr';
import { templateCells } from './zb1-template';

// What tesseract read from a registration certificate (Zulassungsbescheinigung Teil I) → the
// vehicle's fields. Pure, so the rules can be tested on text with the errors OCR really makes.
//
// The certificate prints each value beside its field code ("2.1", "E", "P.3") and a small label.
// A line is cut into cells at each code that is followed by its label (single-letter codes like
// "B" also occur inside values, so they need the label too); a cell's value is what follows the
// label. Each value is then repaired where OCR typically errs (O/0, l/1, S/5 in digit fields,
// I/O/Q in a VIN, lost dots) and validated: a value that does not validate is not returned, since a
// wrong value filled in silently is worse than an empty field.

export type Box = { x0: number; y0: number; x1: number; y1: number };
/** `symbols`: the word's characters with their own confidence (0..1), where the engine gave them. */
export type OcrWord = {
  text: string;
  /** 0..1 */ confidence: number;
  box: Box;
  symbols?: ReadonlyArray<{ text: string; confidence: number }>;
};
/** `region`: lines of different regions (the form's columns, read apart) never share a cell. */
export type OcrLine = { words: OcrWord[]; region?: number };

type FuelType = (typeof FUEL_TYPES)[number];
type Bodywork = (typeof BODYWORKS)[number];

/** The field codes printed on the certificate that the reader knows. */
export type CellCode =
  | 'A'
  | 'B'
  | 'I'
  | '2.1'
  | '2.2'
  | 'J'
  | '4'
  | '3'
  | 'E'
  | 'D.1'
  | 'D.2'
  | 'D.3'
  | '2'
  | '5'
  | 'P.1'
  | 'P.2/P.4'
  | 'P.3'
  | '10'
  | '14'
  | '14.1'
  | 'V.9'
  | 'F.1'
  | 'G'
  | 'R'
  | 'S.1'
  | 'T'
  | 'K'
  | '0'
  | 'C.1.1'
  | 'C.1.2'
  | 'C.1.3';

/** Each code with the distinctive words of its label (lower case, umlauts kept). */
const CELLS: ReadonlyArray<{ code: CellCode; label: string[] }> = [
  { code: 'A', label: ['amtliches', 'kennzeichen'] },
  { code: 'B', label: ['datum', 'erstzulassung'] },
  { code: 'I', label: ['datum', 'dieser', 'zulassung'] },
  { code: 'C.1.1', label: ['name', 'oder', 'firmenname'] },
  { code: 'C.1.2', label: ['vorname(n)', 'vornamen'] },
  { code: 'C.1.3', label: ['anschrift'] },
  { code: '2.1', label: ['zu', '2', '(herst.-schl.)', 'herst', 'schl', 'herstellerschlüsselnummer'] },
  { code: '2.2', label: ['zu', 'd.2', '(typ-schl.)', 'typ', 'schl', 'typschlüsselnummer'] },
  { code: 'J', label: ['fahrzeugklasse'] },
  { code: '4', label: ['art', 'des', 'aufbaus'] },
  { code: '3', label: ['prüfziffer'] },
  { code: 'E', label: ['fahrzeug-identifizierungsnr.', 'fahrzeug-identifizierungsnummer', 'identifizierungsnummer'] },
  { code: 'D.1', label: ['marke'] },
  { code: 'D.2', label: ['typ', '/', 'variante', 'version'] },
  { code: 'D.3', label: ['handelsbezeichnung(en)', 'handelsbezeichnung', 'handelsname'] },
  { code: '2', label: ['hersteller-kurzbezeichnung', 'hersteller', 'kurzbezeichnung'] },
  { code: '5', label: ['fahrzeugklasse', 'und', 'aufbau'] },
  { code: 'P.1', label: ['hubraum', 'in', 'cm³', 'cm3'] },
  { code: 'P.2/P.4', label: ['leistung', 'nennleistung', 'kw', '/', 'drehzahl', 'in'] },
  { code: 'P.3', label: ['kraftstoffart', '/', 'energiequelle', 'oder'] },
  { code: '10', label: ['code', 'zu', 'p.3'] },
  { code: '14', label: ['emissionsklasse', 'nationale'] },
  { code: '14.1', label: ['code', 'zu', 'v.9/14'] },
  { code: 'V.9', label: ['eg-schadstoffklasse', 'schadstoffklasse'] },
  { code: 'F.1', label: ['techn.', 'zul.', 'gesamtmasse', 'kg'] },
  { code: 'G', label: ['masse', 'fahrbereit'] },
  { code: 'R', label: ['farbe'] },
  { code: 'S.1', label: ['sitzplätze'] },
  { code: 'T', label: ['höchstgeschw.', 'km/h', 'höchstgeschwindigkeit'] },
  { code: 'K', label: ['typgenehmigungsnr.', 'typgenehmigungsnummer'] },
  { code: '0', label: ['nr.', 'der', 'zb', 'teil', 'ii'] },
];

/** Label words too short or too common to identify a cell on their own. */
const WEAK_WORDS = new Set([
  'zu',
  '2',
  'in',
  '/',
  'oder',
  'und',
  'des',
  'der',
  'art',
  'typ',
  'kw',
  'nr.',
  'zb',
  'ii',
  'code',
  'name',
  'datum',
  'schl',
  'herst',
  'kg',
  'zul.',
  'techn.',
  'masse',
  'cm3',
  'cm³',
]);

function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** 0..1: how alike two words are. */
export function similarity(a: string, b: string): number {
  if (!a || !b) return 0;
  return 1 - levenshtein(a, b) / Math.max(a.length, b.length);
}

const clean = (text: string) => text.toLowerCase().replace(/^[([{|]+|[)\]}|:;,]+$/g, '');

/** The code a token spells, allowing the usual misreadings of the small bold print ("21", "2,1", "D1", "P3", "0.1"). */
function codeOf(token: string): CellCode | null {
  const t = token
    .toUpperCase()
    .replace(/^[([{|]+|[)\]}|:;]+$/g, '')
    .replace(/,/g, '.')
    .replace(/^([DPCSFV])[.:]?/, '$1.')
    .replace(/(\d)[lI|]/g, '$11')
    .replace(/^O([.]|$)/, '0$1');
  const direct = CELLS.find((cell) => cell.code === t);
  if (direct) return direct.code;
  const withDots: Record<string, CellCode> = {
    '21': '2.1',
    '22': '2.2',
    '141': '14.1',
    V9: 'V.9',
    'P2/P4': 'P.2/P.4',
    'P.2P.4': 'P.2/P.4',
    'P.2/P4': 'P.2/P.4',
    'P2/P.4': 'P.2/P.4',
    C11: 'C.1.1',
    'C.11': 'C.1.1',
    'C.1.l': 'C.1.1',
  };
  const compact = t.replace(/\./g, '');
  return withDots[t] ?? withDots[compact] ?? CELLS.find((cell) => cell.code.replace(/\./g, '') === compact)?.code ?? null;
}

/** How well the words from `start` spell the label of `cell` (best distinctive word, 0..1). */
function labelMatch(tokens: string[], start: number, cell: (typeof CELLS)[number]): { score: number; end: number } {
  let score = 0;
  let end = start;
  for (let i = start; i < Math.min(tokens.length, start + 6); i++) {
    const word = clean(tokens[i]!);
    let best = 0;
    let strong = false;
    for (const label of cell.label) {
      const s = similarity(word, label);
      if (s > best) {
        best = s;
        strong = !WEAK_WORDS.has(label) && label.length >= 4;
      }
    }
    if (best < 0.6) break;
    // Summed, so "Fahrzeugklasse und Aufbau" (5) outranks "Fahrzeugklasse" (J).
    if (strong) score += best;
    end = i + 1;
  }
  return { score, end };
}

type Anchor = { code: CellCode; box: Box; used: Set<OcrWord> };

const centre = (box: Box) => (box.y0 + box.y1) / 2;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
};

/** The codes with their labels, found along tesseract's lines (small print of one size reads as one line). */
function anchorsOf(lines: OcrLine[]): Anchor[] {
  const anchors: Anchor[] = [];
  for (const line of lines) {
    const tokens = line.words.map((w) => w.text);
    for (let i = 0; i < tokens.length;) {
      const anchor = anchorAt(tokens, i);
      if (!anchor) {
        i++;
        continue;
      }
      const words = line.words.slice(i, anchor.end);
      anchors.push({
        code: anchor.code,
        box: {
          x0: words[0]!.box.x0,
          y0: Math.min(...words.map((w) => w.box.y0)),
          x1: words.at(-1)!.box.x1,
          y1: Math.max(...words.map((w) => w.box.y1)),
        },
        used: new Set(words),
      });
      i = anchor.end;
    }
  }
  return anchors;
}

/**
 * Every other word belongs to the nearest code on its left in its row. Rows are found from the
 * words' positions rather than tesseract's lines: values are printed in by the registration office
 * a little above or below their label, and tesseract does not always join them.
 */
function cellsOf(raw: OcrLine[]): Map<CellCode, OcrWord[]> {
  // Tesseract glues a small code to its label with an underscore ("E_Fahrzeug-…", "1__Datum").
  const lines = raw.map((line) => ({
    words: line.words.flatMap((w) =>
      w.text
        .split(/_+/)
        .filter(Boolean)
        .map((text) => ({ ...w, text })),
    ),
  }));
  const anchors = anchorsOf(lines);
  const used = new Set(anchors.flatMap((a) => [...a.used]));
  const height =
    median(anchors.map((a) => a.box.y1 - a.box.y0)) || median(lines.flatMap((l) => l.words.map((w) => w.box.y1 - w.box.y0)));
  const reach = 1.6 * height;
  const cells = new Map<Anchor, OcrWord[]>();
  for (const line of lines) {
    for (const word of line.words) {
      if (used.has(word)) continue;
      let best: Anchor | null = null;
      for (const anchor of anchors) {
        if (anchor.box.x1 > word.box.x0 + height || Math.abs(centre(anchor.box) - centre(word.box)) > reach) continue;
        if (
          !best ||
          anchor.box.x0 > best.box.x0 + height ||
          (Math.abs(anchor.box.x0 - best.box.x0) <= height &&
            Math.abs(centre(anchor.box) - centre(word.box)) < Math.abs(centre(best.box) - centre(word.box)))
        )
          best = anchor;
      }
      if (best) cells.set(best, [...(cells.get(best) ?? []), word]);
    }
  }
  const byCode = new Map<CellCode, OcrWord[]>();
  // The first reading of a code from the top wins; a code read twice is most often a label echo.
  for (const anchor of [...anchors].sort((a, b) => a.box.y0 - b.box.y0)) {
    const words = (cells.get(anchor) ?? []).sort((a, b) =>
      Math.abs(centre(a.box) - centre(b.box)) > height ? centre(a.box) - centre(b.box) : a.box.x0 - b.box.x0,
    );
    if (words.length > 0 && !byCode.has(anchor.code)) byCode.set(anchor.code, words);
  }
  return byCode;
}

/** A cell starting at token i: a code and its label, or a label whose code was lost. */
function anchorAt(tokens: string[], i: number): { code: CellCode; end: number } | null {
  const code = codeOf(tokens[i]!);
  let best: { code: CellCode; end: number; score: number } | null = null;
  for (const cell of CELLS) {
    if (code === cell.code) {
      const label = labelMatch(tokens, i + 1, cell);
      // A multi-character code is distinctive enough alone; "B" or "5" could be part of a value.
      const score = 1 + label.score;
      if ((cell.code.length > 1 || label.score >= 0.7) && (!best || score > best.score))
        best = { code: cell.code, end: label.end, score };
    } else if (!code && /\p{Ll}/u.test(tokens[i]!)) {
      // Without its code a label must look like one: labels are in mixed case, values in capitals.
      const label = labelMatch(tokens, i, cell);
      if (label.score >= 0.8 && (!best || label.score > best.score))
        best = { code: cell.code, end: label.end, score: label.score };
    }
  }
  return best ? { code: best.code, end: best.end } : null;
}

// Repairs of characters OCR confuses, by what the field may contain.
const TO_DIGIT: Record<string, string> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  U: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  '!': '1',
  L: '1',
  Z: '2',
  z: '2',
  S: '5',
  s: '5',
  B: '8',
  G: '6',
  b: '6',
  g: '9',
  q: '9',
  T: '7',
  A: '4',
};
const TO_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B', '2': 'Z', '6': 'G', '4': 'A', '7': 'T' };
const digits = (text: string) => [...text].map((c) => TO_DIGIT[c] ?? c).join('');
const letters = (text: string) => [...text].map((c) => TO_LETTER[c] ?? c).join('');

const average = (words: OcrWord[]) => (words.length === 0 ? 0 : Math.min(...words.map((w) => w.confidence)));
type Read<T> = { value: T; confidence: number };
const read = <T>(value: T, words: OcrWord[], penalty = 1): Read<T> => ({
  value,
  confidence: Math.round(average(words) * penalty * 100) / 100,
});

function parseHsn(words: OcrWord[]): Read<string> | undefined {
  for (const word of words) {
    const fixed = digits(word.text.replace(/[^\p{L}\p{N}|!]/gu, ''));
    if (/^\d{4}$/.test(fixed)) return read(fixed, [word], fixed === word.text ? 1 : 0.9);
  }
  return undefined;
}

/** 2.2 prints the TSN followed by the variant/version code: the longest capital word is it. */
function parseTsn(words: OcrWord[]): Read<string> | undefined {
  const candidates = words.filter((w) => /^[A-Z0-9]{6,}$/.test(w.text.replace(/[^\p{L}\p{N}]/gu, '')));
  const word = candidates.sort((a, b) => b.text.length - a.text.length)[0];
  if (!word) return undefined;
  return read(word.text.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 3), [word]);
}

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/**
 * The letters and digits of the words; one more than a value of `length` has means tesseract read a
 * blurred glyph twice (a "0" and an "O" over the same place): its least sure character goes.
 */
function alphanumerics(words: OcrWord[], length: number): { text: string; repaired: boolean } {
  const symbols = words.flatMap(
    (word) => word.symbols ?? [...word.text].map((char) => ({ text: char, confidence: word.confidence })),
  );
  const kept = symbols.filter((symbol) => /^[\p{L}\p{N}]$/u.test(symbol.text));
  if (kept.length !== length + 1 || !words.every((word) => word.symbols))
    return {
      text: kept
        .map((symbol) => symbol.text)
        .join('')
        .toUpperCase(),
      repaired: false,
    };
  const weakest = kept.reduce((worst, symbol) => (symbol.confidence < worst.confidence ? symbol : worst));
  return {
    text: kept
      .filter((symbol) => symbol !== weakest)
      .map((symbol) => symbol.text)
      .join('')
      .toUpperCase(),
    repaired: true,
  };
}

/** A repaired reading is shown as unsure: the dealer checks it against the paper. */
const REPAIRED = 0.6;

function parseVin(words: OcrWord[]): Read<string> | undefined {
  const { text: joined, repaired } = alphanumerics(words, 17);
  const fixed = joined.replace(/I/g, '1').replace(/[OQ]/g, '0');
  for (let start = 0; start + 17 <= fixed.length; start++) {
    const candidate = fixed.slice(start, start + 17);
    if (!VIN.test(candidate) || (fixed.length !== 17 && start !== 0)) continue;
    const found = read(candidate, words, candidate === joined.slice(start, start + 17) ? 1 : 0.9);
    return repaired ? { ...found, confidence: Math.min(found.confidence, REPAIRED) } : found;
  }
  return undefined;
}

/** dd.mm.yyyy with the dots read as commas, spaces or lost. */
export function parseDate(text: string): string | undefined {
  const compact = digits(text.replace(/\s+/g, '').replace(/[,:;'`´]/g, '.'));
  const match = /(\d{2})\.?(\d{2})\.?((?:19|20)\d{2})/.exec(compact);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

function parseInteger(words: OcrWord[], { min, max }: { min: number; max: number }): Read<number> | undefined {
  for (const [index, word] of words.entries()) {
    const fixed = digits(word.text.replace(/[.,'’]/g, ''));
    const match = /^\d+/.exec(fixed);
    if (!match) {
      if (index === 0 && word.text === '/') return undefined;
      continue;
    }
    const value = Number(match[0]);
    if (value >= min && value <= max) return read(value, [word], match[0] === word.text.replace(/[.,]/g, '') ? 1 : 0.9);
  }
  return undefined;
}

/**
 * P.2/P.4 prints "kW / rpm": the number before the slash. Words before the first one with a digit
 * are what the box caught of the label ("Drehzahl" → "hl", quotes); a "/" may be read into the
 * number's word ("151/5900").
 */
function parsePower(words: OcrWord[]): Read<number> | undefined {
  const first = words.findIndex((word) => /\d/.test(word.text));
  if (first < 0) return undefined;
  const value = words.slice(first);
  const printed = text(value)
    .replace(/[^\p{L}\p{N}/]+/gu, ' ')
    .trim();
  const match = /^([0-9OoIlSB]{1,4})\s*\/(?!\s*\/)/.exec(printed);
  if (match) {
    const kw = Number(digits(match[1]!));
    if (kw >= 1 && kw <= 2000) return read(kw, [value[0]!], /^\d+$/.test(match[1]!) ? 1 : 0.9);
  }
  return parseInteger(value, { min: 10, max: 2000 });
}

/** German registration number: district (1–3 letters), letters (1–2), digits (1–4), E or H. */
function parsePlate(words: OcrWord[]): Read<string> | undefined {
  const text = words
    .map((w) => w.text)
    .join(' ')
    .toUpperCase()
    .replace(/[–—_~=]/g, '-')
    // A J's hook is read as a bracket.
    .replace(/[)\]]/g, 'J');
  const match = /([A-ZÄÖÜ015]{1,3})\s*[-.:]?\s*([A-Z0-9]{1,2})\s*([0-9OIlSZB]{1,4})\s*([EH])?\b/.exec(text);
  if (!match) return undefined;
  const district = letters(match[1]!);
  const middle = letters(match[2]!);
  const number = digits(match[3]!);
  if (!/^[A-ZÄÖÜ]{1,3}$/.test(district) || !/^[A-Z]{1,2}$/.test(middle) || !/^[1-9]\d{0,3}$/.test(number)) return undefined;
  return read(`${district}-${middle} ${number}${match[4] ?? ''}`, words);
}

function parseBrief(words: OcrWord[]): Read<string> | undefined {
  const { text, repaired } = alphanumerics(words, 9);
  const match = /^([A-Z0-9]{2})([A-Z0-9]{7})/.exec(text);
  if (!match) return undefined;
  const value = letters(match[1]!) + digits(match[2]!);
  if (!/^[A-Z]{2}\d{7}$/.test(value)) return undefined;
  const found = read(value, words, value === match[0] ? 1 : 0.9);
  return repaired ? { ...found, confidence: Math.min(found.confidence, REPAIRED) } : found;
}

const text = (words: OcrWord[]) =>
  words
    .map((w) => w.text)
    .join(' ')
    .trim();

const FUELS: ReadonlyArray<[RegExp, FuelType]> = [
  [/HYBR.*DIESEL|DIESEL.*\/\s*E\b|DIESEL.*ELEKTR/, 'HYBRID_DIESEL'],
  [/HYBR|BENZIN.*\/\s*E\b|BENZIN.*ELEKTR/, 'HYBRID_PETROL'],
  [/LPG|FL[UÜ]SSIGGAS|AUTOGAS/, 'LPG'],
  [/CNG|ERDGAS|METHAN/, 'CNG'],
  [/WASSERSTOFF|H2\b/, 'HYDROGEN'],
  [/ELEKTR|ELEKTRO/, 'ELECTRIC'],
  [/DIESEL|D[I1l]ESEL/, 'DIESEL'],
  [/BENZIN|BENZ1N|OTTO|SUPER/, 'PETROL'],
];
/** The KBA fuel codes of field 10, for when the words of P.3 were not readable. */
const FUEL_CODES: Record<string, FuelType> = {
  '0001': 'PETROL',
  '0002': 'DIESEL',
  '0004': 'ELECTRIC',
  '0005': 'LPG',
  '0006': 'LPG',
  '0007': 'CNG',
  '0009': 'CNG',
  '0031': 'HYBRID_PETROL',
  '0032': 'HYBRID_DIESEL',
};

export function mapFuel(value: string): FuelType | undefined {
  const upper = value.toUpperCase();
  return FUELS.find(([pattern]) => pattern.test(upper))?.[1];
}

const BODY_WORDS: ReadonlyArray<[RegExp, Bodywork]> = [
  [/GEL[AÄ]NDE|PICK.?UP|SUV/, 'GELAENDEWAGEN_PICKUP_SUV'],
  [/CABRIO|KABRIO|ROADSTER/, 'CABRIO_ROADSTER'],
  [/KOMBI/, 'KOMBI'],
  [/COUP[EÉ]/, 'SPORTWAGEN_COUPE'],
  [/MEHRZWECK|VAN|BUS/, 'VAN_MINIBUS'],
  [/LIMOUSINE|SCHR[AÄ]GHECK/, 'LIMOUSINE'],
];
/** EU body codes (field 4) for passenger cars. */
const BODY_CODES: Record<string, Bodywork> = {
  AA: 'LIMOUSINE',
  AB: 'LIMOUSINE',
  AC: 'KOMBI',
  AD: 'SPORTWAGEN_COUPE',
  AE: 'CABRIO_ROADSTER',
  AF: 'VAN_MINIBUS',
  AG: 'GELAENDEWAGEN_PICKUP_SUV',
};

export function mapBody({
  words,
  code,
  vehicleClass,
}: {
  words?: string;
  code?: string;
  vehicleClass?: string;
}): Bodywork | undefined {
  // M1G: a passenger car approved as off-road vehicle, whatever its body.
  if (vehicleClass && /^M1G$/i.test(vehicleClass.replace(/\s/g, ''))) return 'GELAENDEWAGEN_PICKUP_SUV';
  const upper = (words ?? '').toUpperCase();
  const byWords = BODY_WORDS.find(([pattern]) => pattern.test(upper))?.[1];
  if (byWords) return byWords;
  return code ? BODY_CODES[code.toUpperCase().replace(/0/g, 'O').trim()] : undefined;
}

const MAKES = [...new Set(Object.values(MAKE_NAMES))];

/** The make as a dealer writes it: the common name when the printed one is a known make. */
function parseMake(words: OcrWord[]): Read<string> | undefined {
  const printed = text(words)
    .replace(/[^\p{L}\p{N} \-.]/gu, '')
    .trim();
  if (printed.length < 2) return undefined;
  const upper = printed.toUpperCase();
  let best: { name: string; score: number } | null = null;
  for (const name of MAKES) {
    const score = similarity(upper, name.toUpperCase());
    if (!best || score > best.score) best = { name, score };
  }
  if (best && best.score >= 0.75) return read(best.name, words, best.score === 1 ? 1 : 0.85);
  // An unknown make is written as the key list would write it (title case); the key check may replace it.
  return read(commonMakeName(printed), words, 0.7);
}

function parseModel(words: OcrWord[]): Read<string> | undefined {
  const printed = text(words)
    .replace(/[^\p{L}\p{N} \-.+/]/gu, '')
    .trim();
  return printed.length >= 1 ? read(printed, words) : undefined;
}

/**
 * The fields of a certificate, from tesseract's lines and their words' confidences. With `page`
 * (the size of the straightened, cropped document the boxes refer to) a value whose code was not
 * found is looked for at its place on the form.
 */
export function parseCertificate(lines: OcrLine[], page?: { width: number; height: number }): OcrFields {
  const cells = new Map<CellCode, OcrWord[]>();
  for (const region of new Set(lines.map((line) => line.region ?? 0))) {
    for (const [code, words] of cellsOf(lines.filter((line) => (line.region ?? 0) === region)))
      if (!cells.has(code)) cells.set(code, words);
  }
  const byPlace = page ? templateCells(lines, page) : new Map<CellCode, OcrWord[]>();
  const fields = parseCells(cells, page ? byPlace : undefined);
  if (!fields.vinCode) {
    const anywhere = findVinAnywhere(lines);
    if (anywhere)
      fields.vinCode = page ? { ...anywhere, confidence: Math.round(anywhere.confidence * 0.9 * 100) / 100 } : anywhere;
  }
  return fields;
}

type Cells = ReadonlyMap<CellCode, OcrWord[]>;

/**
 * The fields from the words of each cell (`cells`: found beside their codes, or cut from their
 * boxes on the form). `byPlace`: words found at a value's place only, used for what `cells` lacks.
 */
export function parseCells(cells: Cells, byPlace?: Cells): OcrFields {
  const at = (code: CellCode) => cells.get(code) ?? [];
  const fields: OcrFields = {};
  // A value found by its place only is less sure than one found beside its code.
  const set = <K extends keyof OcrFields>(key: K, value: OcrFields[K] | undefined, retry?: () => OcrFields[K] | undefined) => {
    if (value) fields[key] = value;
    else if (retry && byPlace) {
      const again = retry();
      if (again) fields[key] = { ...again, confidence: Math.round(again.confidence * 0.9 * 100) / 100 } as OcrFields[K];
    }
  };
  const place = (code: CellCode) => byPlace?.get(code) ?? [];
  set('hsn', parseHsn(at('2.1')), () => parseHsn(place('2.1')));
  set('tsn', parseTsn(at('2.2')), () => parseTsn(place('2.2')));
  set('vinCode', parseVin(at('E')), () => parseVin(place('E')));
  set('make', parseMake(at('D.1')), () => parseMake(place('D.1')));
  set('model', parseModel(at('D.3')), () => parseModel(place('D.3')));
  const dateIn = (words: OcrWord[]) => {
    const date = parseDate(text(words));
    return date ? read(date, words) : undefined;
  };
  set('firstRegistered', dateIn(at('B')), () => dateIn(place('B')));
  set('power', parsePower(at('P.2/P.4')), () => parsePower(place('P.2/P.4')));
  set('engineCapacity', parseInteger(at('P.1'), { min: 40, max: 30_000 }), () =>
    parseInteger(place('P.1'), { min: 40, max: 30_000 }),
  );
  const fuelIn = (get: (code: CellCode) => OcrWord[]) => {
    const fuel = mapFuel(text(get('P.3'))) ?? FUEL_CODES[digits(text(get('10')).replace(/\s/g, '')).slice(0, 4)];
    return fuel ? read(fuel, get('P.3').length > 0 ? get('P.3') : get('10')) : undefined;
  };
  set('fuelType', fuelIn(at), () => fuelIn(place));
  const bodyIn = (get: (code: CellCode) => OcrWord[]) => {
    const body = mapBody({ words: text(get('5')), code: text(get('4')), vehicleClass: text(get('J')) });
    return body ? read(body, [...get('5'), ...get('4')]) : undefined;
  };
  set('bodywork', bodyIn(at), () => bodyIn(place));
  set('licencePlate', parsePlate(at('A')), () => parsePlate(place('A')));
  set('briefNumber', parseBrief(at('0')), () => parseBrief(place('0')));
  return fields;
}

/** A VIN whose code and label were lost: any 17 characters that validate, alone on their word. */
function findVinAnywhere(lines: OcrLine[]): Read<string> | undefined {
  for (const line of lines) {
    for (const word of line.words) {
      const found = parseVin([word]);
      if (found && word.text.replace(/[^A-Za-z0-9]/g, '').length === 17)
        return { ...found, confidence: Math.min(found.confidence, 0.7) };
    }
  }
  return undefined;
}

/**
 * Plain text (one line per line, words split on spaces), each word as sure as `confidence`, laid
 * out as a monospaced page would be: what the unit tests feed the parser.
 */
export function linesFromText(text: string, confidence = 0.95): OcrLine[] {
  return text
    .split(/\r?\n/)
    .map((line, row) => {
      const words: OcrWord[] = [];
      for (const match of line.matchAll(/\S+/g)) {
        const x0 = match.index * 10;
        words.push({ text: match[0], confidence, box: { x0, y0: row * 40, x1: x0 + match[0].length * 10, y1: row * 40 + 20 } });
      }
      return { words };
    })
    .filter((line) => line.words.length > 0);
}
