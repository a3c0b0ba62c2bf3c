import { OCR_UNSURE_BELOW } from '@kontor/domain/vehicle-ocr';
import { describe, expect, it } from 'vitest';
import { checkAgainstKeyList, type KeyListLookup } from './key-list-check';
import { anchorsOf, ownerOf } from './zb1-anchors';
import { parseCertificateLines, type TextLine } from './zb1-layout-free';

// Line sets as PP-OCRv4 gives them for a page 1 280 px wide: codes and labels small (10 px high),
// values in the office printer's font (22 px), each box's value right of or under its code.

const PAGE = { width: 1280, height: 640 };
const TODAY = '2026-12-07';

function line(text: string, [left, top]: [number, number], height = 22): TextLine {
  const width = Math.round(text.length * height * 0.6);
  return {
    text,
    score: 0.97,
    box: { left, top, width, height },
    region: { x: left / PAGE.width, y: top / PAGE.height, width: width / PAGE.width, height: height / PAGE.height },
  };
}
const code = (text: string, left: number, top: number) => line(text, [left, top], 10);

/** A ZB I of a petrol van: the codes found, holder block and remarks with value-like text in them. */
function vanPage(): TextLine[] {
  return [
    line('BUNDESREPUBLIK DEUTSCHLAND', [80, 20], 18),
    code('A', 20, 100),
    line('F-A 5164', [24, 112]),
    code('C.1.1', 20, 170),
    line('FISCHER', [24, 182]),
    code('C.1.3', 20, 240),
    line('LINDENALLEE 83', [24, 252]),
    line('53401 BONN', [24, 278]),
    code('2.1', 440, 40),
    line('1313', [446, 52]),
    code('2.2', 580, 40),
    line('ICPOJHM90', [586, 54]),
    code('J', 440, 86),
    line('M1', [446, 96]),
    code('E', 560, 86),
    line('WDDBWU4U4S5805447', [570, 96]),
    code('B', 440, 124),
    line('01.05.2016', [448, 134]),
    code('D.1', 440, 162),
    line('MERCEDES-BENZ', [450, 172]),
    code('D.2', 440, 200),
    line('PAC1/608VZ/', [452, 210]),
    line('E1ZVPY2C4E6UJ5L', [452, 234]),
    line('WDD4472131A1234', [452, 258]),
    code('D.3', 440, 282),
    line('V-KLASSE', [452, 292]),
    code('5', 440, 380),
    line('PKW', [450, 390]),
    line('MEHRZWECKFAHRZEUG', [450, 414]),
    code('P.3', 440, 470),
    line('BENZIN', [450, 486]),
    code('10', 640, 470),
    line('0001', [652, 486]),
    code('P.1', 720, 470),
    line('998', [730, 486]),
    code('P.2/P.4', 870, 40),
    line('210/6400', [878, 62]),
    code('22', 870, 380),
    line('AUCH ZUL. F-B 5164 WDDBWU4U4S5805448', [878, 392]),
    line('LB-EH 7480E', [878, 416]),
    line('e5*2007/46*6031*15', [878, 440]),
  ];
}

describe('finding the fields of a ZB I by their codes', () => {
  it('reads each value beside its code, sure, with the region of its line', () => {
    const { fields, found, rejected } = parseCertificateLines({ lines: vanPage() }, TODAY);
    expect(found).toBe(true);
    expect(rejected).toEqual([]);
    expect(fields).toMatchObject({
      hsn: { value: '1313' },
      tsn: { value: 'ICP' },
      vinCode: { value: 'WDDBWU4U4S5805447' },
      firstRegistered: { value: '2016-05-01' },
      make: { value: 'Mercedes-Benz' },
      power: { value: 210 },
      fuelType: { value: 'PETROL' },
      engineCapacity: { value: 998 },
      licencePlate: { value: 'F-A 5164' },
    });
    for (const name of ['hsn', 'vinCode', 'firstRegistered', 'power', 'fuelType', 'engineCapacity', 'licencePlate'] as const)
      expect(fields[name]!.confidence, name).toBeGreaterThanOrEqual(OCR_UNSURE_BELOW);
    expect(fields.vinCode!.region).toEqual(vanPage().find((l) => l.text === 'WDDBWU4U4S5805447')!.region);
    // A printed trade name stays unsure until the key list confirms it.
    expect(fields.model).toMatchObject({ value: 'V-Klasse', reason: 'low-score' });
    expect(fields.model!.confidence).toBeLessThan(OCR_UNSURE_BELOW);
  });

  it('offers neither kW nor cm³ sure when the two do not belong to one engine (each sure alone)', () => {
    // 210 kW from 99 cm³ is 2 121 kW per litre: one of the numbers is another box's.
    const lines = vanPage().map((l) => (l.text === '998' ? { ...l, text: '99' } : l));
    const { fields } = parseCertificateLines({ lines }, TODAY);
    expect(fields.power).toMatchObject({ value: 210, reason: 'implausible' });
    expect(fields.engineCapacity).toMatchObject({ value: 99, reason: 'implausible' });
    expect(fields.power!.confidence).toBeLessThan(OCR_UNSURE_BELOW);
    expect(fields.engineCapacity!.confidence).toBeLessThan(OCR_UNSURE_BELOW);
  });

  it('never takes a value from the remarks (22) or the holder block (C.1)', () => {
    const lines = vanPage().filter((l) => !['A', 'F-A 5164', 'E', 'WDDBWU4U4S5805447'].includes(l.text));
    const { fields } = parseCertificateLines({ lines }, TODAY);
    expect(fields.vinCode).toBeUndefined();
    expect(fields.licencePlate).toBeUndefined();
  });

  it('never reads MEHRZWECKFAHRZEUG of field 5 as the VIN, nor a line of D.2', () => {
    const lines = vanPage().filter((l) => l.text !== 'WDDBWU4U4S5805447' && l.text !== 'E');
    const { fields } = parseCertificateLines({ lines }, TODAY);
    expect(fields.vinCode).toBeUndefined();
    expect(fields.bodywork).toBeUndefined();
  });

  it('takes D.3 after a D.2 of three lines, and never the type approval as the model', () => {
    const { fields } = parseCertificateLines({ lines: vanPage() }, TODAY);
    expect(fields.model?.value).toBe('V-Klasse');
    const approval = vanPage().map((l) => (l.text === 'V-KLASSE' ? { ...l, text: 'e1*2007/46*0123*05' } : l));
    expect(parseCertificateLines({ lines: approval }, TODAY).fields.model).toBeUndefined();
  });

  it('finds values by their content when the small codes were lost, and offers them unsure', () => {
    const lines = vanPage().filter((l) => l.box.height > 10);
    const { fields, found } = parseCertificateLines({ lines }, TODAY);
    expect(found).toBe(true);
    expect(fields).toMatchObject({
      hsn: { value: '1313' },
      tsn: { value: 'ICP' },
      vinCode: { value: 'WDDBWU4U4S5805447' },
      firstRegistered: { value: '2016-05-01' },
      power: { value: 210 },
      fuelType: { value: 'PETROL' },
      engineCapacity: { value: 998 },
    });
    for (const name of ['hsn', 'tsn', 'vinCode', 'firstRegistered', 'power', 'engineCapacity'] as const) {
      expect(fields[name]!.confidence, name).toBeLessThan(OCR_UNSURE_BELOW);
      expect(fields[name]!.reason, name).toBeDefined();
    }
    // Two plates on the page (the holder's and one in the remarks): neither is sure.
    expect(fields.licencePlate?.confidence ?? 0).toBeLessThan(OCR_UNSURE_BELOW);
  });

  it('reads the values of a line the engine merged across two boxes ("0001 998")', () => {
    const lines = vanPage()
      .filter((l) => l.text !== '0001' && l.text !== '998')
      .concat(line('0001 998', [652, 486]));
    const { fields } = parseCertificateLines({ lines }, TODAY);
    expect(fields.fuelType?.value).toBe('PETROL');
  });

  it('answers no capacity for an electric car without P.1', () => {
    const lines = vanPage()
      .filter((l) => !['BENZIN', '0001', '998'].includes(l.text))
      .concat(line('ELEKTRO', [450, 486]), line('0004', [652, 486]));
    const { fields } = parseCertificateLines({ lines }, TODAY);
    expect(fields.fuelType).toMatchObject({ value: 'ELECTRIC' });
    expect(fields.engineCapacity).toBeUndefined();
  });

  it('reads codes as OCR misreads them: 0.1 and D1 for D.1, P2/P4', () => {
    const lines = vanPage().map((l) =>
      l.text === 'D.1'
        ? { ...l, text: '0.1' }
        : l.text === 'D.3'
          ? { ...l, text: 'D3' }
          : l.text === 'P.2/P.4'
            ? { ...l, text: 'P2/P4' }
            : l,
    );
    const { fields } = parseCertificateLines({ lines }, TODAY);
    expect(fields.make?.value).toBe('Mercedes-Benz');
    expect(fields.model?.value).toBe('V-Klasse');
    expect(fields.power).toMatchObject({ value: 210 });
  });

  it('rejects a first registration after today, saying what was read', () => {
    const lines = vanPage().map((l) => (l.text === '01.05.2016' ? { ...l, text: '01.05.2031' } : l));
    const { fields, rejected } = parseCertificateLines({ lines }, TODAY);
    expect(fields.firstRegistered).toBeUndefined();
    expect(rejected).toEqual([expect.objectContaining({ field: 'firstRegistered', reason: 'date', read: '01.05.2031' })]);
  });

  it('reads kW and speed printed as two boxes of the engine (the slash lost) beside P.2/P.4 as sure', () => {
    const lines = vanPage()
      .filter((l) => l.text !== '210/6400')
      .concat(line('210', [878, 62]), line('6400', [940, 62]));
    const { fields } = parseCertificateLines({ lines }, TODAY);
    expect(fields.power).toMatchObject({ value: 210, confidence: 0.9 });
    const alone = vanPage()
      .filter((l) => l.text !== '210/6400')
      .concat(line('210', [878, 62]));
    expect(parseCertificateLines({ lines: alone }, TODAY).fields.power).toMatchObject({ value: 210, reason: 'low-score' });
  });

  it('rejects a kW no car has, beside its code', () => {
    const lines = vanPage().map((l) => (l.text === '210/6400' ? { ...l, text: '2100/6400' } : l));
    const { fields, rejected } = parseCertificateLines({ lines }, TODAY);
    expect(fields.power).toBeUndefined();
    expect(rejected).toEqual([expect.objectContaining({ field: 'power', reason: 'implausible', read: '2100/6400' })]);
  });

  it('finds no certificate on a page of other text, and nothing on an empty one', () => {
    const receipt = [
      line('SUPERMARKT GMBH', [100, 40]),
      line('MILCH 1,29', [100, 80]),
      line('BROT 2,49', [100, 110]),
      line('SUMME 3,78', [100, 140]),
      line('07.12.2026 12:31', [100, 170]),
      line('VIELEN DANK FUR IHREN EINKAUF', [100, 200]),
    ];
    expect(parseCertificateLines({ lines: receipt }, TODAY)).toMatchObject({ found: false, fields: {} });
    expect(parseCertificateLines({ lines: [] }, TODAY)).toMatchObject({ found: false, fields: {} });
  });
});

describe('codes and labels as the engine reads them on a photo or scan', () => {
  const withoutPower = () => vanPage().filter((l) => l.text !== 'P.2/P.4' && l.text !== '210/6400');

  it('takes a label printed in mixed case at a value size, with its code lost, and a value left of it', () => {
    // The code P.2/P.4 not detected, the label cut to "ngink/Nenndr", the kW with a stain ('228"')
    // where the code was, and T's speed further right on the row.
    const lines = withoutPower().concat(
      line('228"', [880, 40], 30),
      line('ngink/Nenndr', [940, 44], 17),
      line('ehzahibel', [1010, 45], 13),
      line('166', [1150, 42], 22),
    );
    const { fields } = parseCertificateLines({ lines }, TODAY);
    expect(fields.power).toMatchObject({ value: 228, reason: 'low-score' });
    expect(fields.power!.confidence).toBeLessThan(OCR_UNSURE_BELOW);
    // Left of a label by more than a code, a value may be the next box's: a date there is unsure too.
    const dates = vanPage()
      .filter((l) => l.text !== 'B' && l.text !== '01.05.2016')
      .concat(line('01.05.2016', [192, 330], 25), line('Erstzulassung', [250, 334], 14));
    const first = parseCertificateLines({ lines: dates }, TODAY).fields.firstRegistered;
    expect(first).toMatchObject({ value: '2016-05-01', reason: 'low-score' });
    expect(first!.confidence).toBeLessThan(OCR_UNSURE_BELOW);
  });

  it('reads a code run into its label ("P.2/P4Nenleistung…"), and another box\'s code keeps its value', () => {
    const lines = withoutPower().concat(
      line('P.2/P4NenleistunginkW/Nendrehzah bemn', [870, 36], 21),
      line('181', [878, 52]),
      line('5800', [940, 52]),
      line('18 Langeinmm', [870, 90], 19),
      line('4857', [878, 104]),
    );
    expect(parseCertificateLines({ lines }, TODAY).fields.power).toMatchObject({ value: 181, confidence: 0.9 });
    // Without the kW, the length of field 18 is not offered (nor rejected) as the power.
    const { fields, rejected } = parseCertificateLines({ lines: lines.filter((l) => l.text !== '181') }, TODAY);
    expect(fields.power).toBeUndefined();
    expect(rejected.map((r) => r.read)).not.toContain('4857');
  });

  it('reads a label run together with its code ("BDatumderErstzulassung"), its value right of it', () => {
    // Another layout: B and I side by side on a row, each label with its date to its right.
    const lines = vanPage()
      .filter((l) => l.text !== 'B' && l.text !== '01.05.2016')
      .concat(
        line('BDatumderErstzulassung', [20, 330], 24),
        line('01.05.2016', [186, 326], 25),
        line('1Datumdeser Zuasung', [343, 330], 23),
        line('17.06.2023', [501, 326], 26),
      );
    const { fields } = parseCertificateLines({ lines }, TODAY);
    expect(fields.firstRegistered).toMatchObject({ value: '2016-05-01', confidence: 0.95 });
  });

  it('takes the one date no other date box claims as B, unsure; with two such dates none', () => {
    const noB = vanPage().filter((l) => l.text !== 'B' && l.text !== '01.05.2016' && l.text !== 'E');
    const lines = noB.concat(
      line('01.05.2016', [186, 326], 25),
      line('Datum dieser Zulassung', [358, 330], 21),
      line('12.08.2019', [508, 326], 26),
    );
    const { fields } = parseCertificateLines({ lines }, TODAY);
    expect(fields.firstRegistered).toMatchObject({ value: '2016-05-01', reason: 'low-score' });
    expect(fields.firstRegistered!.confidence).toBeLessThan(OCR_UNSURE_BELOW);
    const unlabelled = noB.concat(line('01.05.2016', [186, 326], 25), line('12.08.2019', [508, 326], 26));
    expect(parseCertificateLines({ lines: unlabelled }, TODAY).fields.firstRegistered).toBeUndefined();
  });

  it("a value two lines under the code of a one-line box (the box below's, its own empty) is unsure", () => {
    // P.1 left empty; the mass of the row below (1 450 kg) is within the box's reach, not its value line.
    const lines = vanPage()
      .filter((l) => l.text !== '998' && l.text !== '0001' && l.text !== '10')
      .concat(line('1450', [730, 510]));
    const capacity = parseCertificateLines({ lines }, TODAY).fields.engineCapacity;
    expect(capacity).toMatchObject({ value: 1450, reason: 'low-score' });
    expect(capacity!.confidence).toBeLessThan(OCR_UNSURE_BELOW);
    // Its own value line right under the code stays sure.
    expect(parseCertificateLines({ lines: vanPage() }, TODAY).fields.engineCapacity).toMatchObject({
      value: 998,
      confidence: 0.95,
    });
  });

  it('reads P.2/P.4 misread as "P2/RA" as its code', () => {
    const lines = withoutPower().concat(code('P2/RA', 870, 40), line('283', [878, 52]));
    expect(parseCertificateLines({ lines }, TODAY).fields.power).toMatchObject({ value: 283 });
  });

  it('finds kW by content beside a rated speed on its row, unsure, and no axle loads as kW and speed', () => {
    const lines = withoutPower().concat(line('236', [878, 60]), line('4000', [930, 62]));
    const { fields } = parseCertificateLines({ lines }, TODAY);
    expect(fields.power).toMatchObject({ value: 236, reason: 'low-score' });
    expect(fields.power!.confidence).toBeLessThan(OCR_UNSURE_BELOW);
    // 7.2 | 8.1 axle loads (883 | 1289 kg) on a row are no kW / rpm.
    const loads = withoutPower().concat(line('883', [878, 60]), line('1289', [930, 62]));
    expect(parseCertificateLines({ lines: loads }, TODAY).fields.power).toBeUndefined();
  });

  it("a piece of a label shared with another box's label anchors nothing; the title is no block", () => {
    const typical = 22;
    const labels = [
      line('Datum dieser Zulassung', [20, 300], 12),
      line('Zulassungsbescheinigung Teil I', [80, 50], 30),
      line('Hubraum.in.cm', [720, 470], 16),
    ];
    // "Zulassung" is a piece of B's label too, but this is I's; the title's is no block's.
    expect(anchorsOf(labels, typical).map((a) => a.code)).toEqual(['I', 'P.1']);
    expect(anchorsOf([line('Zulassung', [20, 300], 12)], typical)).toEqual([]);
  });

  it("the holder block's code claims no line a column to its right", () => {
    const typical = 22;
    const c4 = line('C4calsHatereesFazesausgewies', [18, 301], 12);
    const anchors = anchorsOf([c4], typical);
    expect(anchors.map((a) => a.code)).toEqual(['C.4']);
    expect(ownerOf(line('ASTRA-G-CC', [463, 285]), anchors, typical)).toBeUndefined();
    expect(ownerOf(line('MAX MUSTERMANN', [24, 318]), anchors, typical)?.anchor.code).toBe('C.4');
  });
});

describe('HSN/TSN against the key list', () => {
  const listed: KeyListLookup = async (hsn, tsn) =>
    hsn === '1313' && tsn === 'ICP' ? { make: 'Mercedes-Benz', model: 'V-Klasse', manufacturer: 'DAIMLER' } : null;

  it('a listed pair whose trade name is on the page confirms make and model, sure', async () => {
    const parsed = parseCertificateLines({ lines: vanPage() }, TODAY);
    const fields = await checkAgainstKeyList(parsed.fields, listed, { alternatives: parsed.keys, texts: parsed.texts });
    expect(fields.model).toMatchObject({ value: 'V-Klasse', confidence: 0.95 });
    expect(fields.hsn).toMatchObject({ value: '1313', confidence: 0.95 });
  });

  it('a pair the list does not have leaves both keys unsure (unknown-key)', async () => {
    const lines = vanPage().map((l) => (l.text === 'ICPOJHM90' ? { ...l, text: 'XQZ0JHM90' } : l));
    const parsed = parseCertificateLines({ lines }, TODAY);
    const fields = await checkAgainstKeyList(parsed.fields, listed, { alternatives: parsed.keys, texts: parsed.texts });
    expect(fields.hsn).toMatchObject({ value: '1313', confidence: 0.5, reason: 'unknown-key' });
    expect(fields.tsn).toMatchObject({ value: 'XQZ', confidence: 0.5, reason: 'unknown-key' });
  });
});
