import {
  OCR_FIELDS,
  OCR_UNSURE_BELOW,
  type OcrField,
  type OcrReason,
  type OcrRegion,
  type OcrResult,
} from '@kontor/domain/vehicle-ocr';
import type { VehicleInput } from '@kontor/domain/vehicles';

/**
 * What the OCR read, as the vehicle form's values. A registration document of a car is class M1, so
 * the construction type starts as KFZ (as from the key list); the dealer changes it for anything else.
 * A rejected field stays empty: the dealer types it from the document.
 */
export function ocrFormValues(result: Pick<OcrResult, 'fields' | 'rejected'>): Partial<VehicleInput> {
  const values: Record<string, unknown> = { constructionType: 'KFZ' };
  const rejected = new Set(result.rejected.map((entry) => entry.field));
  for (const name of OCR_FIELDS) {
    const read = result.fields[name];
    if (read && !rejected.has(name)) values[name] = read.value;
  }
  return values as Partial<VehicleInput>;
}

/** A field the dealer is asked to check against the document, and why. */
export type OcrCheck = {
  /** Unsure: a value offered, to be checked; rejected: no value, to be typed from the document. */
  kind: 'unsure' | 'rejected';
  reason?: OcrReason;
  /** What was read of a rejected field. */
  read?: string;
  /** Where on the image it was read. */
  region?: OcrRegion;
};

/**
 * The fields to check: those read with a confidence below OCR_UNSURE_BELOW or with a reason, and
 * those rejected by their checks (a rejection wins over a value of the same field).
 */
export function ocrChecks(result: Pick<OcrResult, 'fields' | 'rejected'>): Map<OcrField, OcrCheck> {
  const checks = new Map<OcrField, OcrCheck>();
  for (const name of OCR_FIELDS) {
    const read = result.fields[name];
    if (read && (read.confidence < OCR_UNSURE_BELOW || read.reason))
      checks.set(name, { kind: 'unsure', reason: read.reason, region: read.region });
  }
  for (const { field, reason, read, region } of result.rejected) checks.set(field, { kind: 'rejected', reason, read, region });
  return checks;
}

/** How many fields were read at all (a rejected one is not). */
export function readOcrFieldCount(result: Pick<OcrResult, 'fields' | 'rejected'>): number {
  const rejected = new Set(result.rejected.map((entry) => entry.field));
  return OCR_FIELDS.filter((name) => result.fields[name] !== undefined && !rejected.has(name)).length;
}

/** The image's size in pixels as the browser shows it (EXIF orientation applied). */
export type ImageSize = { width: number; height: number };

/**
 * The part of the image a crop shows: the region with a margin of half its line height on every
 * side (the same in pixels across and down), so the box's lines and label around the value show
 * too; kept inside the image. The line height is the region's shorter side: a photo taken with the
 * document turned a quarter has its lines running down the image.
 */
export function cropBox(region: OcrRegion, size: ImageSize): OcrRegion {
  const margin = Math.min(region.width * size.width, region.height * size.height) / 2;
  const marginX = margin / size.width;
  const marginY = margin / size.height;
  const x = Math.max(0, region.x - marginX);
  const y = Math.max(0, region.y - marginY);
  return {
    x,
    y,
    width: Math.min(1, region.x + region.width + marginX) - x,
    height: Math.min(1, region.y + region.height + marginY) - y,
  };
}

/**
 * How wide a crop is drawn, in CSS pixels (its height follows from its shape): its line with the
 * margins 56 px high, so the characters are large enough to compare; a crop of a line running down
 * the image at most 200 px high; never more than three times its pixels, beyond which it is only a
 * blur. The page caps the width at the field's.
 */
export function cropWidth(box: OcrRegion, size: ImageSize): number {
  const width = box.width * size.width;
  const height = box.height * size.height;
  const scale = Math.min(56 / Math.min(width, height), 200 / height, 3);
  return Math.round(width * scale);
}

/** Percent with four decimals: enough for a pixel of a 10 000 px image, short in the style attribute. */
const percent = (fraction: number) => `${Number((fraction * 100).toFixed(4))}%`;

/**
 * The CSS that shows `box` of the image as the background of an element of the box's shape: the
 * image scaled so the box fills the element, and placed so the box's corner is the element's. A
 * background position p % puts the image's point p % on the element's point p %, so the box's left
 * edge x lands on the element's left edge when p = x / (1 − width).
 */
export function cropStyle(box: OcrRegion, size: ImageSize) {
  const position = (start: number, extent: number) => (extent >= 1 ? '0%' : percent(start / (1 - extent)));
  return {
    backgroundSize: `${percent(1 / box.width)} ${percent(1 / box.height)}`,
    backgroundPosition: `${position(box.x, box.width)} ${position(box.y, box.height)}`,
    aspectRatio: `${Number((box.width * size.width).toFixed(2))} / ${Number((box.height * size.height).toFixed(2))}`,
  };
}
