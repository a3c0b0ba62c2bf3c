import type { OcrFields } from '@kontor/domain/vehicle-ocr';
import { digits, read, text } from './ocr-repairs';
import type { OcrLine, OcrWord } from './ocr-words';
import { cellsOf } from './zb1-cells';
import type { CellCode } from './zb1-codes';
import { templateCells } from './zb1-template';
import {
  findVinAnywhere,
  parseBrief,
  parseDate,
  parseHsn,
  parseInteger,
  parsePlate,
  parsePower,
  parseTsn,
  parseVin,
} from './zb1-values';
import { FUEL_CODES, mapBody, mapFuel, parseMake, parseModel } from './zb1-vocabulary';

// What tesseract read from a registration certificate (Zulassungsbescheinigung Teil I) → the
// vehicle's fields. Pure, so the rules can be tested on text with the errors OCR really makes.
// The words are put into cells by their field codes (zb1-cells), or by their place on the form
// (zb1-template); each cell's value is then read by its kind (zb1-values, zb1-vocabulary).

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
