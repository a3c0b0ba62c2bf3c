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

  it('repairs a TSN character OCR confuses when exactly one listed variant fits', async () => {
    const checked = await crossCheckWithKeyList(t.ctx, { hsn: read('0005'), tsn: read('CH1') });
    expect(checked.tsn?.value).toBe('CHL');
    expect(checked.make?.value).toBe('BMW');
  });

  it('flags HSN/TSN unsure when the pair is not listed, and a make that contradicts the list', async () => {
    const unknown = await crossCheckWithKeyList(t.ctx, {
      hsn: read('9999', 0.9),
      tsn: read('ZZZ', 0.9),
      make: read('Opel', 0.9),
    });
    expect(unknown).toEqual({ hsn: read('9999', 0.5), tsn: read('ZZZ', 0.5), make: read('Opel', 0.9) });
    const contradicting = await crossCheckWithKeyList(t.ctx, {
      hsn: read('0603', 0.9),
      tsn: read('AHU', 0.9),
      make: read('Porsche', 0.9),
    });
    expect(contradicting.hsn?.confidence).toBe(0.6);
    expect(contradicting.make).toEqual(read('VW', 0.6));
  });

  it('leaves the fields alone without both keys', async () => {
    const fields: OcrFields = { hsn: read('0603'), make: read('Opel') };
    expect(await crossCheckWithKeyList(t.ctx, fields)).toEqual(fields);
  });
});
