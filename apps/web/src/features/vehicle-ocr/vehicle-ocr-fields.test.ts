import { describe, expect, it } from 'vitest';
import { cropBox, cropStyle, cropWidth, ocrChecks, ocrFormValues, readOcrFieldCount } from './vehicle-ocr-fields';

// What the page makes of an OCR result: the form's values, the fields to check, and the crop of the
// image a value was read from, from the region's fractions.

const result = {
  fields: {
    make: { value: 'Mercedes-Benz', confidence: 0.95 },
    vinCode: { value: 'WDDUFJRJ53R883473', confidence: 0.62, reason: 'ambiguous' as const },
    tsn: { value: 'HQC', confidence: 0.9, reason: 'unknown-key' as const },
    hsn: { value: '13I3', confidence: 0.3 },
    power: { value: 283, confidence: 0.79 },
  },
  rejected: [
    { field: 'hsn' as const, reason: 'format' as const, read: '13I3', region: { x: 0.1, y: 0.1, width: 0.1, height: 0.05 } },
  ],
};

describe('an OCR result on the form', () => {
  it('fills what was read, leaves a rejected field empty and starts a car as KFZ', () => {
    expect(ocrFormValues(result)).toEqual({
      constructionType: 'KFZ',
      make: 'Mercedes-Benz',
      vinCode: 'WDDUFJRJ53R883473',
      tsn: 'HQC',
      power: 283,
    });
    expect(readOcrFieldCount(result)).toBe(4);
  });

  it('asks to check a value below the threshold or with a reason, and every rejected field', () => {
    const checks = ocrChecks(result);
    expect([...checks.keys()].sort()).toEqual(['hsn', 'power', 'tsn', 'vinCode']);
    expect(checks.get('vinCode')).toEqual({ kind: 'unsure', reason: 'ambiguous', region: undefined });
    expect(checks.get('power')).toEqual({ kind: 'unsure', reason: undefined, region: undefined });
    expect(checks.get('hsn')).toEqual({ kind: 'rejected', reason: 'format', read: '13I3', region: result.rejected[0]!.region });
    expect(checks.has('make')).toBe(false);
  });
});

describe('the crop of where a value was read', () => {
  const size = { width: 1600, height: 1200 };

  it('adds half the region’s height around it, the same in pixels across and down', () => {
    // 0.05 × 1 200 = 60 px high: 30 px around, 30 / 1 600 = 0.01875 across and 0.025 down.
    const box = cropBox({ x: 0.3, y: 0.4, width: 0.4, height: 0.05 }, size);
    expect(box.x).toBeCloseTo(0.28125, 10);
    expect(box.y).toBeCloseTo(0.375, 10);
    expect(box.width).toBeCloseTo(0.4375, 10);
    expect(box.height).toBeCloseTo(0.1, 10);
  });

  it('takes the margin from the shorter side when the line runs down a turned photo', () => {
    // 0.02 × 1 600 = 32 px wide, 0.1 × 1 200 = 120 px high: 16 px around.
    const box = cropBox({ x: 0.4, y: 0.4, width: 0.02, height: 0.1 }, size);
    expect(box.x).toBeCloseTo(0.4 - 16 / 1600, 10);
    expect(box.y).toBeCloseTo(0.4 - 16 / 1200, 10);
    expect(box.width * size.width).toBeCloseTo(64, 8);
    expect(box.height * size.height).toBeCloseTo(152, 8);
    // Drawn with its short side 56 px, as a line across is.
    expect(cropWidth(box, size)).toBe(56);
    // A line across: 56 px high, as wide as its shape asks (the page caps it at the field's width).
    expect(cropWidth({ x: 0.28125, y: 0.375, width: 0.4375, height: 0.1 }, size)).toBe(327);
  });

  it('enlarges a small crop at most three times', () => {
    // 10 × 8 px: 56 / 8 would be seven times.
    expect(cropWidth({ x: 0.5, y: 0.5, width: 10 / 1600, height: 8 / 1200 }, size)).toBe(30);
  });

  it('draws a long line running down at most 200 px high', () => {
    expect(cropWidth({ x: 0.4, y: 0.1, width: 0.02, height: 0.5 }, size)).toBe(Math.round((32 * 200) / 600));
  });

  it('stays inside the image at its edges', () => {
    const box = cropBox({ x: 0, y: 0.97, width: 0.2, height: 0.03 }, size);
    expect(box.x).toBe(0);
    expect(box.y).toBeCloseTo(0.955, 10);
    expect(box.y + box.height).toBeCloseTo(1, 10);
    expect(box.width).toBeCloseTo(0.2 + (0.015 * 1200) / 1600, 10);
  });

  it('scales and places the image so the box fills the element, in the box’s shape', () => {
    expect(cropStyle({ x: 0.28125, y: 0.375, width: 0.4375, height: 0.1 }, size)).toEqual({
      backgroundSize: '228.5714% 1000%',
      // 0.28125 / (1 − 0.4375) = 0.5; 0.375 / 0.9 = 0.41666…
      backgroundPosition: '50% 41.6667%',
      aspectRatio: '700 / 120',
    });
    // A box as wide as the image has nowhere to move across.
    expect(cropStyle({ x: 0, y: 0.5, width: 1, height: 0.25 }, size).backgroundPosition).toBe('0% 66.6667%');
  });
});
