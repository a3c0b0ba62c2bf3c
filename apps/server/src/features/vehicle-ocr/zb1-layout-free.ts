import type { OcrField, OcrFields, OcrReason, OcrRegion, OcrRejected } from '@kontor/domain/vehicle-ocr';
import { anchorsOf, BLOCKS, type Code, extendBlocks, type LineBox, middle, ownerOf, type TextLine } from './zb1-anchors';
import {
  type Checked,
  checkCapacity,
  checkDate,
  checkDateOrder,
  checkFuelCode,
  checkFuelWords,
  checkHsn,
  checkPlate,
  checkPower,
  checkTsn,
  checkVin,
  DOUBT,
  powerFitsCapacity,
} from './zb1-field-rules';
import { parseMake } from './zb1-vocabulary';
import { withoutStains } from './ocr-repairs';
import { dealerCase } from '@kontor/domain/make-names';

export type { LineBox, TextLine } from './zb1-anchors';

// The fields of a registration certificate (Zulassungsbescheinigung Teil I) from the text lines of
// its page, with no template of where its boxes are. Every ZB I prints each field in a box headed
// by its code (2.1, E, P.1 …) and German label; a value belongs to the nearest code above or to
// its left. Codes are small print and often lost in a photo, so values are also recognised by
// their content (a VIN's shape, kW/rpm, a plate), but a value found by content alone is offered as
// unsure: only a code or label, or the key list, makes it sure.

/** How a value was found: beside its code or label, or by its content alone. */
const BY_CODE = 0.95;
const BY_CONTENT = 0.75;
/** A line the engine itself was unsure of. */
const LOW_SCORE = 0.8;

type Candidate<T> = {
  value: T;
  confidence: number;
  reason?: OcrReason;
  region: OcrRegion;
  /** Where on the upright page (the region is of the image as shown, which may be turned). */
  box: LineBox;
  read: string;
};

/** What the parser answers: fields, rejections, the HSN/TSN pairs for the key list, and whether a ZB I was seen. */
export type ParsedCertificate = {
  fields: OcrFields;
  rejected: OcrRejected[];
  /** HSN/TSN pairs, likeliest first, for the key list to confirm one. */
  keys: Array<{ hsn: Candidate<string>; tsn: Candidate<string> }>;
  /** Every line's text, for the key list's trade name to be looked for on the page. */
  texts: string[];
  /** Codes and labels of a ZB I recognised on the page. */
  anchors: number;
  found: boolean;
};

function candidate<T>(
  checked: Checked<T> & { ok: true },
  line: TextLine,
  { source, read = line.text }: { source: number; read?: string },
): Candidate<T> {
  let confidence = Math.min(source, checked.cap);
  let reason = checked.reason;
  if (line.score < LOW_SCORE) {
    confidence = Math.min(confidence, DOUBT, line.score);
    reason ??= 'low-score';
  }
  if (confidence < 0.8 && !reason) reason = 'low-score';
  return {
    value: checked.value,
    confidence: Math.round(confidence * 100) / 100,
    reason,
    region: line.region,
    box: line.box,
    read,
  };
}

/** The words of a line, and the line itself: a merged line ("0001 1332") holds two boxes' values. */
const piecesOf = (line: TextLine) => {
  const whole = withoutStains(line.text);
  const words = whole.split(/\s+/).map(withoutStains);
  return words.length > 1 ? [whole, ...words] : [whole];
};

const sameRow = (a: LineBox, b: LineBox) => {
  const overlap = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return overlap > 0.5 * Math.min(a.height, b.height);
};

/** The value lines of the page, each with the code it belongs to. */
type Valued = { line: TextLine; owner?: Code; distance: number; stray?: boolean };

/** The page's lines put to their codes, and the means to take values from them into `fields`. */
function pageReader(all: TextLine[]) {
  const lines = all.filter((line) => line.text.trim().length > 0);
  const typical = middle(lines.map((line) => line.box.height)) || 20;
  const anchors = anchorsOf(lines, typical);
  // "22" is the remarks' code or 2.2 with its dot lost: 2.2 heads one word of a key, 22 lines of text.
  for (const anchor of anchors) {
    if (anchor.code !== '22' || anchor.byLabel) continue;
    const next = lines
      .filter((other) => other !== anchor.line && !anchors.some((a) => a.line === other))
      .map((other) => ({ other, owner: ownerOf(other, [anchor], typical) }))
      .filter(({ owner }) => owner)
      .sort((a, b) => a.owner!.distance - b.owner!.distance)[0]?.other;
    if (next && /^[A-Z0-9]{4,14}$/.test(next.text.trim())) anchor.code = '2.2';
  }
  const anchorLines = new Set(anchors.map((anchor) => anchor.line));
  const valued: Valued[] = lines
    .filter((line) => !anchorLines.has(line))
    .map((line) => {
      const owner = ownerOf(line, anchors, typical);
      return { line, owner: owner?.anchor.code, distance: owner?.distance ?? Infinity, stray: owner?.stray };
    });
  extendBlocks(valued, typical);
  // The holder's block and the remarks are never a vehicle field's value.
  const usable = valued.filter(({ owner }) => !owner || !BLOCKS.has(owner));
  // Nearest first: the value printed in the code's box before anything that strayed into it.
  const owned = (code: Code) =>
    usable
      .filter(({ owner }) => owner === code)
      .sort((a, b) => a.distance - b.distance)
      .map(({ line }) => line);
  // A value that may have strayed from another box into this one is never sure.
  const strayed = new Set(usable.filter((v) => v.stray).map(({ line }) => line));
  // Lines whose value a field took beside its code are not searched again by content.
  const consumed = new Set<TextLine>();

  const fields: OcrFields = {};
  const rejected: OcrRejected[] = [];
  const reject = (field: OcrField, reason: OcrReason, line: TextLine) =>
    rejected.push({ field, reason, read: line.text.slice(0, 200), region: line.region });
  const set = <K extends keyof OcrFields>(key: K, found: Candidate<NonNullable<OcrFields[K]>['value']> | undefined) => {
    if (!found) return;
    const { read: _read, box: _box, reason, ...value } = found;
    // A sure value carries no reason; an unsure one always names one.
    fields[key] = (value.confidence >= 0.8 ? value : { ...value, reason: reason ?? 'low-score' }) as OcrFields[K];
  };

  /** The first value beside `code` that passes `check`; a value that fails it is rejected (if nothing passes). */
  const byCode = <T>(
    code: Code,
    field: OcrField,
    check: (text: string, line: TextLine) => Checked<T>,
  ): Candidate<T> | undefined => {
    let failed: { line: TextLine; reason: OcrReason } | undefined;
    for (const line of owned(code)) {
      for (const piece of piecesOf(line)) {
        const checked = check(piece, line);
        if (checked.ok) {
          consumed.add(line);
          return candidate(checked, line, { source: strayed.has(line) ? BY_CONTENT : BY_CODE, read: piece });
        }
        failed ??= { line, reason: checked.reason };
      }
    }
    if (failed && failed.reason !== 'format') reject(field, failed.reason, failed.line);
    return undefined;
  };
  /**
   * Values found by their content alone, in lines no field took beside its code (a line near a code
   * whose check it fails may be a neighbouring box's value that was printed off its box).
   */
  const byContent = <T>(check: (text: string, line: TextLine) => Checked<T>, pool?: TextLine[]): Array<Candidate<T>> => {
    const found: Array<Candidate<T>> = [];
    for (const line of (pool ?? usable.map((v) => v.line)).filter((line) => !consumed.has(line)))
      for (const piece of piecesOf(line)) {
        const checked = check(piece, line);
        if (checked.ok) found.push(candidate(checked, line, { source: BY_CONTENT, read: piece }));
      }
    return found;
  };
  /** One value by content: two different ones are a conflict, and neither is offered as sure. */
  const single = <T>(found: Array<Candidate<T>>): Candidate<T> | undefined => {
    const distinct = new Map(found.map((c) => [String(c.value), c]));
    if (distinct.size === 0) return undefined;
    const first = found[0]!;
    if (distinct.size === 1) return first;
    return { ...first, confidence: Math.min(first.confidence, 0.5), reason: 'conflict' };
  };

  return { lines, typical, anchors, usable, fields, rejected, set, byCode, byContent, single };
}

type PageReader = ReturnType<typeof pageReader>;

/** The VIN (E); a word of the form (MEHRZWECKFAHRZEUG in field 5) or a line of D.2 never is one. */
function readVin(r: PageReader) {
  // VIN (E): 17 characters; a word of the form (MEHRZWECKFAHRZEUG in field 5) has no digits and fails.
  const vinCheck = (text: string, line: TextLine) => checkVin(text, line.score);
  const vin =
    r.byCode('E', 'vinCode', vinCheck) ??
    r.single(
      r.byContent(
        vinCheck,
        r.usable.filter(({ owner }) => owner !== '5' && owner !== 'D.2').map(({ line }) => line),
      ),
    );
  r.set('vinCode', vin);

  return vin;
}

/** HSN and TSN: beside their codes, and every pair the page's rows offer, likeliest first. */
function readKeys(r: PageReader): ParsedCertificate['keys'] {
  // HSN (2.1) and TSN (2.2): beside their codes, else a 4-digit number with a key-shaped word right of it on its row.
  const keys: ParsedCertificate['keys'] = [];
  const hsnByCode = r.byCode('2.1', 'hsn', (text) => checkHsn(text));
  const tsnByCode = r.byCode('2.2', 'tsn', (text) => checkTsn(text));
  if (hsnByCode && tsnByCode) keys.push({ hsn: hsnByCode, tsn: tsnByCode });
  for (const line of r.usable.map(({ line }) => line)) {
    // The code may run into the value ("2.1 7593"); quotes and dots are stains of the print.
    const hsn = checkHsn(line.text.replace(/^\W*2[.,]1\s*(?=\S{4}\W*$)/, '').replace(/^\W+|\W+$/g, ''));
    if (!hsn.ok) continue;
    const right = r.usable
      .map(({ line: other }) => other)
      .filter((other) => other !== line && sameRow(line.box, other.box) && other.box.left > line.box.left + line.box.width - 2)
      .sort((a, b) => a.box.left - b.box.left)[0];
    if (!right || right.box.left - (line.box.left + line.box.width) > 8 * r.typical) continue;
    const tsn = checkTsn(right.text);
    if (!tsn.ok || !/[A-Z]/.test(right.text.toUpperCase()) || right.text.trim().length < 4) continue;
    keys.push({
      hsn: candidate(hsn, line, { source: BY_CONTENT }),
      tsn: candidate(tsn, right, { source: BY_CONTENT, read: right.text }),
    });
  }
  // 2.2 prints the TSN with the variant code after it (6–12 characters), and 2.1 | 2.2 head the
  // vehicle's fields: a pair like that, and the higher on the page, first.
  const found = keys.slice(hsnByCode && tsnByCode ? 1 : 0);
  const keyLike = (pair: (typeof keys)[number]) => (/^[A-Z0-9]{6,12}$/.test(pair.tsn.read.trim()) ? 0 : 1);
  found.sort((a, b) => keyLike(a) - keyLike(b) || a.hsn.box.top - b.hsn.box.top);
  keys.splice(hsnByCode && tsnByCode ? 1 : 0, found.length, ...found);
  const firstKey = keys[0];
  r.set('hsn', hsnByCode ?? firstKey?.hsn);
  r.set('tsn', tsnByCode ?? firstKey?.tsn);

  return keys;
}

/** The first registration (B), in order with the issue date (I) and today. */
function readFirstRegistration(r: PageReader, vin: Candidate<string> | undefined, today: string) {
  // Dates: B beside its code; else the first date in the column of the HSN below it (the vehicle's column).
  const issued = r.byCode('I', 'firstRegistered', (text) => checkDate(text));
  let first = r.byCode('B', 'firstRegistered', (text) => checkDate(text));
  if (!first && vin) {
    // B's box is the one under the VIN's row, at its left (J | 4 | E above B on the ZB I).
    first = r
      .byContent((text) => checkDate(text))
      .filter((c) => c.box.top > vin.box.top && c.box.top < vin.box.top + 3 * r.typical)
      .filter((c) => c.box.left < vin.box.left + vin.box.width)
      .sort((a, b) => a.box.top - b.box.top)[0];
  }
  if (!first) first = onlyOtherDate(r, issued, today);
  if (first) {
    const today_ = today;
    if (!checkDateOrder(first.value, issued?.value, today_))
      r.rejected.push({ field: 'firstRegistered', reason: 'date', read: first.read, region: first.region });
    else r.set('firstRegistered', first);
  }
}

/**
 * B by content on any layout: the dates of the page that no other date's code or label claims (I,
 * 6 and 17 are boxes of their own, the remarks and holder's block are not searched), on or before
 * the issue date and today. Only when one date is left is it B, and then unsure.
 */
function onlyOtherDate(r: PageReader, issued: Candidate<string> | undefined, today: string) {
  const owners = new Map(r.usable.map(({ line, owner }) => [line.box, owner]));
  const dates = r
    .byContent((text) => checkDate(text))
    .filter((c) => owners.get(c.box) !== 'I' && owners.get(c.box) !== 'other')
    .filter((c) => c.value <= today && (!issued || (c.box !== issued.box && c.value <= issued.value)));
  const distinct = new Set(dates.map((c) => c.value));
  return distinct.size === 1 ? dates[0] : undefined;
}

/** Make (D.1) and trade name (D.3). */
function readMakeAndModel(r: PageReader) {
  // Make (D.1): a known make beside its code, else a line that is a known make; the key list decides.
  const makeOf = (text: string): Checked<string> => {
    const made = parseMake([{ text, confidence: 1, box: { x0: 0, y0: 0, x1: 0, y1: 0 } }]);
    if (!made || made.confidence < 0.85) return { ok: false, reason: 'format' };
    return { ok: true, value: made.value, cap: made.confidence === 1 ? 1 : DOUBT };
  };
  r.set('make', r.byCode('D.1', 'make', makeOf) ?? r.byContent(makeOf)[0]);

  // Model (D.3): beside its code only, and not the type-approval number (e1*2007/46*…) or a key.
  const model = r.byCode('D.3', 'model', (text): Checked<string> => {
    const printed = text.replace(/[^\p{L}\p{N} \-.+/]/gu, '').trim();
    if (printed.length < 1 || /\*|^e\d+\b|\d{4}\/\d+/i.test(text)) return { ok: false, reason: 'format' };
    // Until the key list confirms it, a printed trade name may be written otherwise in the list.
    // Written as a dealer writes it (the list's case), which the key list's name replaces when it confirms the pair.
    return { ok: true, value: dealerCase(printed, r.fields.make?.value ?? ''), cap: DOUBT, reason: 'low-score' };
  });
  r.set('model', model);
}

/** Power (P.2/P.4). */
function readPower(r: PageReader) {
  // Power (P.2/P.4): kW / rpm beside its code; else a "kW/rpm" written with its slash anywhere.
  const power =
    r.byCode('P.2/P.4', 'power', (text) => checkPower(text)) ??
    r.single(
      r.byContent((text) =>
        /^\d{1,4}\s*\/\s*[1-9]\d{3}$/.test(text.trim()) ? checkPower(text) : { ok: false, reason: 'format' },
      ),
    ) ??
    // kW and speed run together with the slash read as 7 or 1 ("6974500"): a guess, never sure.
    r.single(
      r.byContent((text): Checked<number> => {
        if (!/^[1-9]\d{5,7}$/.test(text.trim())) return { ok: false, reason: 'format' };
        const checked = checkPower(text);
        return checked.ok ? { ...checked, cap: Math.min(checked.cap, DOUBT), reason: checked.reason ?? 'ambiguous' } : checked;
      }),
    );
  r.set('power', withSpeed(r, power) ?? kwBesideSpeed(r));
}

/**
 * With P.2/P.4's code lost and the slash between two boxes: a kW of up to three digits with a
 * rated speed (2 500–9 999 rpm, above any car's axle load in the rows of masses) right beside it
 * on its row. Found by content, so never sure.
 */
function kwBesideSpeed(r: PageReader): Candidate<number> | undefined {
  const lines = r.usable.map(({ line }) => line);
  return r.single(
    r.byContent((text, line): Checked<number> => {
      if (!/^[1-9]\d{0,2}$/.test(text)) return { ok: false, reason: 'format' };
      const gap = (other: TextLine) => other.box.left - (line.box.left + line.box.width);
      const speed = lines.find(
        (other) =>
          other !== line &&
          sameRow(other.box, line.box) &&
          gap(other) > -2 &&
          gap(other) < 2 * r.typical &&
          /^\/?\s*[2-9]\d{3}$/.test(withoutStains(other.text)) &&
          Number(withoutStains(other.text).replace(/\D/g, '')) >= 2500,
      );
      if (!speed) return { ok: false, reason: 'format' };
      return checkPower(text);
    }, lines),
  );
}

/**
 * kW read alone beside P.2/P.4 is sure when the speed stands right of it on its row (the slash lost
 * between two boxes of the engine): that is the field's `kW / rpm`.
 */
function withSpeed(r: PageReader, power: Candidate<number> | undefined): Candidate<number> | undefined {
  // Only a kW beside its code, capped for standing alone (content needs the slash or the speed run in).
  if (!power || power.confidence !== DOUBT || !/^\d{1,4}\s*\/?$/.test(power.read.trim())) return power;
  const right = (line: TextLine) => line.box.left - (power.box.left + power.box.width);
  const speed = r.usable.find(
    ({ line }) =>
      sameRow(line.box, power.box) &&
      right(line) > -2 &&
      right(line) < 3 * r.typical &&
      /^\/?\s*[1-9]\d{3}$/.test(line.text.trim()),
  );
  if (!speed) return power;
  const { reason: _reason, ...sure } = power;
  return { ...sure, confidence: 0.9 };
}

/** Fuel (P.3, 10) and engine capacity (P.1). */
function readFuelAndCapacity(r: PageReader) {
  // Fuel (P.3 words, field 10 code): both found and agreeing is sure; one of them alone is unsure.
  const fuelWords = r.byCode('P.3', 'fuelType', (text) => checkFuelWords(text));
  const fuelCode = r.byCode('10', 'fuelType', (text) => checkFuelCode(text));
  const wordsByContent = r.byContent((text) => (text.length <= 16 ? checkFuelWords(text) : { ok: false, reason: 'format' }));
  const codesByContent = r.byContent((text) =>
    /^0{2}\d{2}$/.test(text.trim()) ? checkFuelCode(text) : { ok: false, reason: 'format' },
  );
  // P.3 and 10 share a row: fuel words with a fuel code beside them before words elsewhere (a trade
  // name with SUPER in it).
  const paired = wordsByContent.find((w) => codesByContent.some((c) => sameRow(c.box, w.box)));
  const words = fuelWords ?? paired ?? wordsByContent[0];
  const code =
    fuelCode ?? codesByContent.find((c) => words && sameRow(c.box, words.box)) ?? (words ? undefined : codesByContent[0]);
  if (words && code && words.value !== code.value) {
    r.set('fuelType', { ...code, confidence: 0.5, reason: 'conflict' });
  } else if (words && code) {
    r.set('fuelType', { ...words, confidence: Math.max(words.confidence, Math.min(0.9, code.confidence + 0.15)) });
  } else {
    const one = words ?? code;
    if (one) r.set('fuelType', { ...one, confidence: Math.min(one.confidence, BY_CONTENT) });
  }

  // Engine capacity (P.1): beside its code; else the number right of the fuel code on its row
  // (P.3 | 10 | … | P.1 share a row). An electric car has none: nothing is read then.
  const electric = r.fields.fuelType?.value === 'ELECTRIC';
  let capacity = r.byCode('P.1', 'engineCapacity', (text) => checkCapacity(text));
  if (!capacity && code && !electric) {
    capacity = r
      .byContent((text) => (/^\d{2,5}$/.test(text.trim()) ? checkCapacity(text) : { ok: false, reason: 'format' }))
      .filter((c) => sameRow(c.box, code.box) && c.box.left > code.box.left)
      .sort((a, b) => a.box.left - b.box.left)[0];
    if (capacity)
      capacity = { ...capacity, confidence: Math.min(capacity.confidence, DOUBT), reason: capacity.reason ?? 'low-score' };
  }
  if (capacity && !electric) r.set('engineCapacity', capacity);

  // Each sure alone, the two may still not belong together: then neither is offered sure.
  const { power, engineCapacity } = r.fields;
  if (power && engineCapacity && !powerFitsCapacity(power.value, engineCapacity.value)) {
    for (const key of ['power', 'engineCapacity'] as const) {
      const field = r.fields[key]!;
      r.fields[key] = { ...field, confidence: Math.min(field.confidence, DOUBT), reason: field.reason ?? 'implausible' };
    }
  }
}

/**
 * The fields of the page's lines. `today` (YYYY-MM-DD) bounds the dates. Pure: the engine and the
 * key list are the caller's.
 */
export function parseCertificateLines(page: { lines: TextLine[] }, today: string): ParsedCertificate {
  const r = pageReader(page.lines);
  const { anchors, usable } = r;
  const vin = readVin(r);
  const keys = readKeys(r);
  readFirstRegistration(r, vin, today);
  readMakeAndModel(r);
  readPower(r);
  readFuelAndCapacity(r);
  // Licence plate (A): beside its code or label; else the one line shaped like a German plate.
  r.set(
    'licencePlate',
    r.byCode('A', 'licencePlate', (text) => checkPlate(text)) ?? r.single(r.byContent((text) => checkPlate(text))),
  );

  const vehicleCodes = new Set(anchors.map((anchor) => anchor.code).filter((code) => code !== 'other'));
  const found = vehicleCodes.size >= 2 || r.fields.vinCode !== undefined || keys.length > 0;
  return {
    fields: found ? r.fields : {},
    rejected: found ? r.rejected : [],
    keys,
    texts: usable.map(({ line }) => line.text),
    anchors: vehicleCodes.size,
    found,
  };
}
