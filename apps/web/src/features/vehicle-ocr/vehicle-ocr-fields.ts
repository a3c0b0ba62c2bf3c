import { OCR_FIELDS, OCR_UNSURE_BELOW, type OcrFields } from '@kontor/domain/vehicle-ocr';
import type { VehicleInput } from '@kontor/domain/vehicles';

/**
 * What the OCR read, as the vehicle form's values. A registration document of a car is class M1, so
 * the construction type starts as KFZ (as from the key list); the dealer changes it for anything else.
 */
export function ocrFormValues(fields: OcrFields): Partial<VehicleInput> {
  const values: Record<string, unknown> = { constructionType: 'KFZ' };
  for (const name of OCR_FIELDS) {
    const read = fields[name];
    if (read) values[name] = read.value;
  }
  return values as Partial<VehicleInput>;
}

/** The fields read with a confidence below OCR_UNSURE_BELOW: the form highlights them for a check. */
export function unsureOcrFields(fields: OcrFields): Set<string> {
  return new Set(OCR_FIELDS.filter((name) => (fields[name]?.confidence ?? 1) < OCR_UNSURE_BELOW));
}

/** How many fields were read at all. */
export function readOcrFieldCount(fields: OcrFields): number {
  return OCR_FIELDS.filter((name) => fields[name] !== undefined).length;
}
