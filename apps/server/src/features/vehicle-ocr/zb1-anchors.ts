import type { OcrRegion } from '@kontor/domain/vehicle-ocr';
import { similarity } from './text-similarity';

// The codes and labels every registration certificate (Zulassungsbescheinigung Teil I) prints at
// the top left of each box, as OCR reads them, and which value line belongs to which of them: the
// nearest code above it or on its row to its left, within the reach of a box.

/** A line of text the engine read: its box on the upright page (pixels), and its region on the image as shown. */
export type LineBox = { left: number; top: number; width: number; height: number };
export type TextLine = { text: string; score: number; box: LineBox; region: OcrRegion };

export type Code =
  | 'A'
  | 'B'
  | 'I'
  | '2.1'
  | '2.2'
  | 'D.1'
  | 'D.2'
  | 'D.3'
  | 'E'
  | 'J'
  | '4'
  | '5'
  | 'P.1'
  | 'P.2/P.4'
  | 'P.3'
  | '10'
  | '14'
  | '22'
  | 'C.1'
  | 'C.4'
  | 'other';

/** Codes as OCR reads them: D read as 0 or O, the dot lost or a comma, the slash of P.2/P.4 lost or misread. */
const CODES: ReadonlyArray<[RegExp, Code]> = [
  [/^A$/, 'A'],
  [/^B$/, 'B'],
  [/^[I|]$/, 'I'],
  [/^2[.,]?1$/, '2.1'],
  [/^2[.,]2$/, '2.2'],
  [/^[D0O][.,]?1$/, 'D.1'],
  [/^[D0O][.,]?2$/, 'D.2'],
  [/^[D0O][.,]?3$/, 'D.3'],
  [/^E$/, 'E'],
  [/^J$/, 'J'],
  [/^4$/, '4'],
  [/^5$/, '5'],
  [/^P[.,]?1$/, 'P.1'],
  // P.2/P.4 with the second P read as R and its 4 as A ("P2/RA").
  [/^P[.,]?2[./|7]*[PR]?[.,]?[4A]?$/, 'P.2/P.4'],
  [/^P[.,]?3$/, 'P.3'],
  [/^1[0O]$/, '10'],
  [/^14$/, '14'],
  [/^22$/, '22'],
  [/^C[.,]?1[.,]?[123]$/, 'C.1'],
  [/^C[.,]?4[.,]?[cC]?$/, 'C.4'],
  // Codes of fields the reader does not take, still boxes whose values are not another field's.
  [/^(?:[FGHKLQRSTUV]|[FGKLRSTUV][.,]?\d{1,2}|\d{1,2}[.,]\d|[0-9]|1[1-9]|2[01])$/, 'other'],
];

/** Distinctive words of the labels (lower case, as printed); matched by edit distance. */
const LABELS: ReadonlyArray<[string, Code]> = [
  ['kennzeichen', 'A'],
  ['erstzulassung', 'B'],
  ['dieserzulassung', 'I'],
  ['identifizierungsnummer', 'E'],
  ['identifizierungsnr', 'E'],
  ['marke', 'D.1'],
  ['handelsbezeichnung', 'D.3'],
  ['handelsbezeichnungen', 'D.3'],
  ['hubraum', 'P.1'],
  ['nennleistung', 'P.2/P.4'],
  ['nenndrehzahl', 'P.2/P.4'],
  ['kraftstoffart', 'P.3'],
  ['energiequelle', 'P.3'],
  ['bemerkungen', '22'],
  ['firmenname', 'C.1'],
  ['vorname', 'C.1'],
  ['anschrift', 'C.1'],
  ['zulassungsbescheinigung', 'C.4'],
];

/**
 * Other words of the form's labels (FZV Anlage 5): a fragment of a label above that is also part
 * of one of these ("zulassung" of "Datum dieser Zulassung", "bezeichnung" of 5's label) says nothing.
 */
const OTHER_LABEL_WORDS = [
  'zulassung',
  'datum',
  'dieser',
  'fahrzeugs',
  'fahrzeugklasse',
  'aufbaus',
  'herstellerkurzbezeichnung',
  'emissionsklasse',
  'schadstoffklasse',
  'typgenehmigung',
  'typgenehmigungsnummer',
  'gesamtmasse',
  'fahrbereitem',
  'zustand',
  'tankinhalt',
  'stuetzlast',
  'achslast',
  'anhaengelast',
  'gebremst',
  'ungebremst',
  'sitzplaetze',
  'bereifung',
  'hoechstgeschwindigkeit',
  'variante',
  'version',
  'ausnahmen',
  'inhaber',
  'halter',
  'ausgewiesen',
];

/** A code or label found on the page: the box its value belongs to starts here. */
export type Anchor = { code: Code; box: LineBox; line: TextLine; byLabel: boolean };

function codeOf(token: string): Code | undefined {
  const squeezed = token.replace(/\s+/g, '').toUpperCase();
  return CODES.find(([pattern]) => pattern.test(squeezed))?.[1];
}

/** Whether `word` is, with at most one slip per six letters, a piece of `whole`. */
function pieceOf(word: string, whole: string): boolean {
  if (word.length > whole.length + 1) return false;
  for (let at = 0; at + word.length <= whole.length + 1; at++) {
    if (similarity(word, whole.slice(at, at + word.length)) >= 0.83) return true;
  }
  return false;
}

function containsNearly(word: string, label: string): boolean {
  for (let at = 0; at + label.length <= word.length; at++) {
    if (similarity(word.slice(at, at + label.length), label) >= 0.9) return true;
  }
  return false;
}

/**
 * A label word cut short by the engine ("Nenndr" of Nenndrehzahl, "ngink/Nenndr"): six letters or
 * more that are a piece of one label of the fields and of no other word of the form's labels.
 */
function fragmentOf(word: string): Code | undefined {
  if (word.length < 6) return undefined;
  // Not the holder's and remarks' blocks: a piece of "Vorname" or "Anschrift" is too common a word.
  const codes = new Set(LABELS.filter(([label]) => pieceOf(word, label)).map(([, code]) => code));
  if ([...codes].some((code) => BLOCKS.has(code))) return undefined;
  if (codes.size !== 1) return undefined;
  const folded = word.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue');
  if (OTHER_LABEL_WORDS.some((other) => pieceOf(folded, other))) return undefined;
  return [...codes][0];
}

function labelOf(text: string): Code | undefined {
  const words = text
    .toLowerCase()
    .split(/[^a-zäöüß]+/)
    .filter((word) => word.length >= 5);
  for (const word of words) {
    for (const [label, code] of LABELS) {
      if (Math.abs(word.length - label.length) > 3) continue;
      if (similarity(word, label) >= 0.8) return code;
    }
  }
  // Label words run together, the code before them ("BDatumderErstzulassung", "Datum dieser
  // Zulassung"): a long label inside the line's letters with at most one slip.
  const letters = text.toLowerCase().replace(/[^a-zäöüß]+/g, '');
  for (const [label, code] of LABELS) {
    if (label.length < 7 || letters.length <= label.length) continue;
    if (containsNearly(letters, label)) return code;
  }
  for (const word of words) {
    const code = fragmentOf(word);
    if (code) return code;
  }
  // "Code zu P.3" heads field 10; "Code zu 2" / "zu D.2" head 2.1 / 2.2.
  const squeezed = text.toLowerCase().replace(/\s+/g, '');
  if (/codezup[.,]?3/.test(squeezed)) return '10';
  if (/zud[.,]?2/.test(squeezed)) return '2.2';
  if (/codezu2(?![.,\d])/.test(squeezed)) return '2.1';
  return undefined;
}

/**
 * The labels print in mixed case ("Nennleistung in kW"), the office's printer fills the boxes in
 * capitals: text with more small letters than capitals is the form's, whatever its size.
 */
export function isLabelText(text: string): boolean {
  const small = (text.match(/[a-zäöüß]/g) ?? []).length;
  const capitals = (text.match(/[A-ZÄÖÜ]/g) ?? []).length;
  return small >= 3 && small > capitals;
}

export const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The codes and labels of the page: a small line that is a code, a line starting with a code and
 * going on with words, or a line of label words. Codes and labels print smaller than the values.
 */
export function anchorsOf(lines: TextLine[], typical: number): Anchor[] {
  const anchors: Anchor[] = [];
  for (const line of lines) {
    const text = line.text.trim();
    const small = line.box.height < 0.8 * typical;
    const whole = codeOf(text);
    // A code with a dot (2.1, P.2/P.4) is no value whatever its print size; a lone letter or number must be small.
    if (whole && (small || (whole !== 'other' && /[.,/]/.test(text) && text.length >= 3))) {
      anchors.push({ code: whole, box: line.box, line, byLabel: false });
      continue;
    }
    // The code followed by words of its label, with or without a space ("P.1 Hubraum", "2.2zuD2",
    // "P.2/P4Nennleistung", "12Tankinhalt"); a code run into a word has a digit (not "Aufbau").
    const first =
      /^(\S{1,7})\s+(\S.*)$/.exec(text) ??
      /^([A-Z]?[.,]?\d{1,2}(?:[.,]\d){0,2}(?:\/[A-Z]?[.,]?\d)?)(?=[A-ZÄÖÜ]?[a-zäöüß]{2})/.exec(text);
    const lead = first ? codeOf(first[1]!) : undefined;
    const label = labelOf(text);
    const rest = first ? text.slice(first[1]!.length) : '';
    if (lead && lead !== 'other' && (small || label || first![0] !== text)) {
      anchors.push({ code: lead, box: line.box, line, byLabel: false });
      continue;
    }
    // Another field's code and label ("18 Länge in mm"): its box, whose values are no field's we read.
    if (lead === 'other' && isLabelText(rest)) {
      anchors.push({ code: lead, box: line.box, line, byLabel: false });
      continue;
    }
    // The title "Zulassungsbescheinigung Teil I" prints large: a large label is never a block's.
    if (label && (small || (isLabelText(text) && !BLOCKS.has(label))))
      anchors.push({ code: label, box: line.box, line, byLabel: true });
  }
  return anchors;
}

/**
 * The anchor a line of value belongs to: among the codes above it or on its row and to its left
 * (a printed value may stand a few mm off its box, so a little above or left of the code too), the
 * nearest — or none when the nearest is further than a value's box reaches.
 */
export function ownerOf(
  line: TextLine,
  anchors: Anchor[],
  typical: number,
): { anchor: Anchor; distance: number; stray: boolean } | undefined {
  let best: { anchor: Anchor; distance: number; stray: boolean } | undefined;
  for (const anchor of anchors) {
    if (anchor.line === line) continue;
    const dx = line.box.left - anchor.box.left;
    const dy = line.box.top - anchor.box.top;
    // A label found without its code starts right of where the code was: the box begins up to a
    // code's width (P.2/P.4) further left.
    if (dx < (anchor.byLabel ? -3 : -1.5) * typical || dy < -0.9 * typical) continue;
    // A box reaches ~2.5 value heights down (D.2 prints up to three lines) and a column to the right.
    if (dy > (anchor.code === 'D.2' ? 4 : 2.6) * typical) continue;
    if (dx - anchor.box.width > 14 * typical) continue;
    // The holder's name and the remarks start at the left of their box, under the code: a line far
    // right of a block's code is the next column's (a block claiming it hides a vehicle field).
    if (BLOCKS.has(anchor.code) && dx > 4 * typical) continue;
    // Below the code is where its value prints; above it only by a printer's offset, so that costs more.
    const distance = (dy >= 0 ? dy * 3 : -dy * 8) + Math.max(0, dx - anchor.box.width);
    // Strayed, perhaps from another box: left of a label by more than a code's offset (where its
    // code was, or the box to its left), or under the code by more than one value line where a
    // field of one line is read (the box below's value when its own is empty or lost).
    const stray = (anchor.byLabel && dx < -1.5 * typical) || (!MULTI_LINE.has(anchor.code) && dy > 1.6 * typical);
    if (!best || distance < best.distance) best = { anchor, distance, stray };
  }
  return best;
}

/** Boxes of more than one value line (D.2's type, 5's class and body, the blocks). */
const MULTI_LINE: ReadonlySet<Code> = new Set(['D.2', '5', '22', 'C.1', 'C.4', 'other']);

/** Blocks of many lines (the remarks, the holder's name and address): a line right under one of theirs is theirs. */
export const BLOCKS: ReadonlySet<Code> = new Set(['22', 'C.1', 'C.4']);

export function extendBlocks(valued: Array<{ line: TextLine; owner?: Code; distance: number }>, typical: number) {
  const byTop = [...valued].sort((a, b) => a.line.box.top - b.line.box.top);
  for (const above of byTop) {
    if (!above.owner || !BLOCKS.has(above.owner)) continue;
    for (const below of byTop) {
      if (below.owner && below.owner !== 'other') continue;
      const gap = below.line.box.top - (above.line.box.top + above.line.box.height);
      if (gap < -0.3 * typical || gap > 0.9 * typical) continue;
      if (Math.abs(below.line.box.left - above.line.box.left) > 2 * typical) continue;
      below.owner = above.owner;
    }
  }
}
