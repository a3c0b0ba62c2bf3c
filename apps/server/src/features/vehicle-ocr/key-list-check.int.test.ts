import path from 'node:path';
import type { OcrFields } from '@kontor/domain/vehicle-ocr';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/test-context';
import { importKeyListFile } from '../vehicles/key-list.service';
import { crossCheckWithKeyList } from './key-list-check';

const fixture = path.join(import.meta.dirname, '..', 'vehicles', 'fixtures', 'key-list-sample.csv');

const t = useTestContext();

beforeAll(async () => {
  await importKeyListFile(t.ctx, { file: fixture });
});

const read = (value: string, confidence = 0.7) => ({ value, confidence });

describe('checking what OCR read against the key list', () => {
  it('takes make and model from the list when HSN/TSN are listed, and is sure of them', async () => {
    const fields: OcrFields = { hsn: read('0603'), tsn: read('AHU'), make: read('Volkswagen', 0.6), model: read('G0LF', 0.4) };
    expect(await crossCheckWithKeyList(t.ctx, fields)).toEqual({
      hsn: read('0603', 0.95),
      tsn: read('AHU', 0.95),
      make: read('VW', 0.95),
      // The list's name, as a dealer writes it.
      model: read('Golf', 0.95),
    });
  });

  it('repairs a TSN character OCR confuses when exactly one listed variant fits, and leaves it unsure', async () => {
    const checked = await crossCheckWithKeyList(t.ctx, { hsn: read('0005'), tsn: read('CH1') });
    expect(checked.tsn).toEqual({ value: 'CHL', confidence: 0.75, reason: 'ambiguous' });
    expect(checked.make?.value).toBe('BMW');
  });

  it('tries the other pairs the page offered when the first is not listed', async () => {
    const checked = await crossCheckWithKeyList(
      t.ctx,
      { hsn: read('9999'), tsn: read('ZZZ') },
      { alternatives: [{ hsn: read('0603'), tsn: read('AHU') }] },
    );
    expect(checked.hsn).toEqual(read('0603', 0.95));
    expect(checked.model).toEqual(read('Golf', 0.95));
  });

  it('believes a listed pair only when the page prints its trade name', async () => {
    const pair = { hsn: read('0603', 0.9), tsn: read('AHU', 0.9) };
    const printed = await crossCheckWithKeyList(t.ctx, pair, { texts: ['VOLKSWAGEN', 'GOLF'] });
    expect(printed.tsn).toEqual(read('AHU', 0.95));
    const elsewhere = await crossCheckWithKeyList(t.ctx, pair, { texts: ['VOLKSWAGEN', 'PASSAT'] });
    expect(elsewhere.tsn).toEqual({ value: 'AHU', confidence: 0.6, reason: 'key-list-mismatch' });
    expect(elsewhere.model).toEqual({ value: 'Golf', confidence: 0.6, reason: 'key-list-mismatch' });
  });

  it('flags HSN/TSN unsure when the pair is not listed, and a make that contradicts the list', async () => {
    const unknown = await crossCheckWithKeyList(t.ctx, {
      hsn: read('9999', 0.9),
      tsn: read('ZZZ', 0.9),
      make: read('Opel', 0.9),
    });
    expect(unknown).toEqual({
      hsn: { ...read('9999', 0.5), reason: 'unknown-key' },
      tsn: { ...read('ZZZ', 0.5), reason: 'unknown-key' },
      make: read('Opel', 0.9),
    });
    const contradicting = await crossCheckWithKeyList(t.ctx, {
      hsn: read('0603', 0.9),
      tsn: read('AHU', 0.9),
      make: read('Porsche', 0.9),
    });
    expect(contradicting.hsn).toEqual({ ...read('0603', 0.6), reason: 'key-list-mismatch' });
    expect(contradicting.make).toEqual({ ...read('VW', 0.6), reason: 'key-list-mismatch' });
  });

  it('leaves the fields alone without both keys', async () => {
    const fields: OcrFields = { hsn: read('0603'), make: read('Opel') };
    expect(await crossCheckWithKeyList(t.ctx, fields)).toEqual(fields);
  });
});
