import { describe, expect, it } from 'vitest';
import { keptSymbols } from './ocr-engine';
import { linesFromText, type OcrWord } from './ocr-words';
import type { CellCode } from './zb1-codes';
import { parseCells, parseCertificate } from './zb1-parser';
import { parseDate } from './zb1-values';
import { mapBody, mapFuel } from './zb1-vocabulary';

const values = (text: string) =>
  Object.fromEntries(Object.entries(parseCertificate(linesFromText(text))).map(([key, read]) => [key, read.value]));

describe('the certificate parser', () => {
  it('reads a clean certificate by its codes and labels', () => {
    const text = [
      'A Amtliches Kennzeichen B-AB 1234',
      'B Datum der Erstzulassung 12.03.2018 I Datum dieser Zulassung 05.06.2023',
      '2.1 zu 2 (Herst.-Schl.) 0603 2.2 zu D.2 (Typ-Schl.) AHU12345',
      'J Fahrzeugklasse M1 4 Art des Aufbaus AC 3 Prüfziffer 7',
      'E Fahrzeug-Identifizierungsnr. WVWZZZ1KZAW123456',
      'D.1 Marke VOLKSWAGEN',
      'D.3 Handelsbezeichnung(en) GOLF',
      '5 Fahrzeugklasse und Aufbau PKW KOMBILIMOUSINE',
      'P.1 Hubraum in cm³ 1395',
      'P.2/P.4 Leistung kW / Drehzahl 90 / 5000',
      'P.3 Kraftstoffart / Energiequelle BENZIN 10 Code zu P.3 0001',
      '0 Nr. der ZB Teil II AB1234567',
    ].join('\n');
    expect(values(text)).toEqual({
      licencePlate: 'B-AB 1234',
      firstRegistered: '2018-03-12',
      hsn: '0603',
      tsn: 'AHU',
      vinCode: 'WVWZZZ1KZAW123456',
      make: 'Volkswagen',
      model: 'GOLF',
      bodywork: 'KOMBI',
      engineCapacity: 1395,
      power: 90,
      fuelType: 'PETROL',
      briefNumber: 'AB1234567',
    });
  });

  it('repairs O/0, l/1 and S/5 in digit fields and I/O/Q in the VIN', () => {
    const text = [
      '2.1 zu 2 (Herst.-Schl.) O6O3',
      'E Fahrzeug-Identifizierungsnr. WVWZZZIKZAWl23456'.replace('l', 'I'),
      'P.1 Hubraum in cm³ l39S',
      'B Datum der Erstzulassung O1.O3.2Ol8',
      '0 Nr. der ZB Teil II A81234S67',
    ].join('\n');
    expect(values(text)).toMatchObject({
      hsn: '0603',
      vinCode: 'WVWZZZ1KZAW123456',
      engineCapacity: 1395,
      firstRegistered: '2018-03-01',
      briefNumber: 'AB1234567',
    });
  });

  it('finds codes read without their dots or with commas, and a code glued to its label', () => {
    const text = [
      '21 zu 2 (Herst.-Schl.) 0005',
      '2,2 zu D.2 (Typ-Schl.) CHL0A1B2',
      'E_Fahrzeug-Identifizierungsnr. WBA8K1100KB000002',
      'P2/P4 Leistung kW / Drehzahl 135/6000',
      'P3 Kraftstoffart / Energiequelle DIESEL',
    ].join('\n');
    expect(values(text)).toMatchObject({ hsn: '0005', tsn: 'CHL', vinCode: 'WBA8K1100KB000002', power: 135, fuelType: 'DIESEL' });
  });

  it('finds a value whose code was lost by its label, and a VIN without either', () => {
    const text = ['Datum der Erstzulassung 1.7.2018 nonsense', 'Marke BMW', 'random line WDD1770841J000003'].join('\n');
    expect(values(text)).toMatchObject({ make: 'BMW', vinCode: 'WDD1770841J000003' });
  });

  it('does not take a value from a street name that looks like a label', () => {
    expect(values('C.1.3 Anschrift AM MARKT 49, 63617 ESSEN')).toEqual({});
  });

  it('leaves out values that do not validate instead of guessing', () => {
    const text = [
      '2.1 zu 2 (Herst.-Schl.) 06',
      'E Fahrzeug-Identifizierungsnr. WVWZZZ1KZ',
      'B Datum der Erstzulassung 31.02.2018',
    ].join('\n');
    expect(values(text)).toEqual({});
  });

  it('keeps each word confidence: the least sure word of a value, lowered for repaired characters', () => {
    const fields = parseCertificate([
      ...linesFromText('2.1 zu 2 (Herst.-Schl.) 0603', 0.9),
      ...linesFromText('\n2.2 zu D.2 (Typ-Schl.) AHU12345', 0.5),
    ]);
    expect(fields.hsn).toEqual({ value: '0603', confidence: 0.9 });
    expect(fields.tsn).toEqual({ value: 'AHU', confidence: 0.5 });
    expect(parseCertificate(linesFromText('2.1 zu 2 (Herst.-Schl.) O6O3', 1)).hsn?.confidence).toBe(0.9);
  });

  it('normalises the registration number', () => {
    expect(values('A Amtliches Kennzeichen M—XY 12E')).toEqual({ licencePlate: 'M-XY 12E' });
    expect(values('A Amtliches Kennzeichen HH AB 1O4')).toEqual({ licencePlate: 'HH-AB 104' });
  });
});

describe('the value boxes', () => {
  const word = (text: string, confidence = 0.95): OcrWord => ({ text, confidence, box: { x0: 0, y0: 0, x1: 10, y1: 10 } });
  const cells = (entries: Array<[CellCode, string[]]>) =>
    new Map(entries.map(([code, words]) => [code, words.map((text) => word(text))]));

  it('takes the power before the slash, past what the box caught of the label', () => {
    expect(parseCells(cells([['P.2/P.4', ['hl', '210', '/', '6500']]])).power?.value).toBe(210);
    expect(parseCells(cells([['P.2/P.4', ['„58', '/', '4900']]])).power?.value).toBe(58);
    expect(parseCells(cells([['P.2/P.4', ['ı', '151/5900']]])).power?.value).toBe(151);
    expect(parseCells(cells([['P.2/P.4', ['273', '/-']]])).power?.value).toBe(273);
  });

  it('reads a J whose hook became a bracket in the registration number', () => {
    expect(parseCells(cells([['A', ['GE-)', '2004']]])).licencePlate?.value).toBe('GE-J 2004');
  });

  it('drops the least sure of one character too many in a VIN or brief number, and flags the value', () => {
    const symbols = [...'WF0LB0OSY4PS055947'].map((text, i) => ({ text, confidence: i === 6 ? 0.9 : 0.98 }));
    const vin = parseCells(new Map([['E', [{ ...word('WF0LB0OSY4PS055947'), symbols }]]])).vinCode;
    expect(vin).toEqual({ value: 'WF0LB0SY4PS055947', confidence: 0.6 });
    // Without the characters' own confidence nothing is guessed: the first 17 stand, as read.
    expect(parseCells(cells([['E', ['WF0LB0OSY4PS055947']]])).vinCode?.value).toBe('WF0LB00SY4PS05594');
    const brief = [...'MD01006275'].map((text, i) => ({ text, confidence: i === 4 ? 0.8 : 0.97 }));
    expect(parseCells(new Map([['0', [{ ...word('MD01006275'), symbols: brief }]]])).briefNumber?.value).toBe('MD0106275');
  });
});

describe('the characters tesseract gives', () => {
  const symbol = (text: string, [x0, x1]: [number, number], height = 30) => ({
    text,
    confidence: 95,
    bbox: { x0, x1, y0: 40 - height, y1: 40 },
  });
  const text = (symbols: ReturnType<typeof symbol>[]) =>
    keptSymbols(symbols)
      .map((s) => s.text)
      .join('');

  it('drops the 7 seen in a slash: overlapping it, or far narrower than a digit', () => {
    expect(
      text([
        symbol('1', [51, 66]),
        symbol('5', [73, 93]),
        symbol('1', [99, 114]),
        symbol('7', [120, 133]),
        symbol('/', [130, 144]),
        symbol('5', [157, 177]),
      ]),
    ).toBe('151/5');
    expect(
      text([
        symbol('1', [45, 60]),
        symbol('5', [68, 90]),
        symbol('3', [94, 116]),
        symbol('7', [118, 129]),
        symbol('/', [130, 145]),
      ]),
    ).toBe('153/');
    // A real 7 is as wide as the other digits.
    expect(text([symbol('1', [45, 60]), symbol('4', [68, 90]), symbol('7', [94, 116]), symbol('/', [124, 138])])).toBe('147/');
  });

  it('drops the end of the small label glued before the value', () => {
    expect(text([symbol('1', [2, 14], 14), symbol('2', [30, 49]), symbol('4', [54, 75]), symbol('8', [79, 100])])).toBe('248');
    expect(text([symbol('2', [30, 49]), symbol('4', [54, 75])])).toBe('24');
  });
});

describe('dates', () => {
  it('reads dd.mm.yyyy with commas, spaces or lost dots', () => {
    expect(parseDate('12.03.2018')).toBe('2018-03-12');
    expect(parseDate('12,03,2018')).toBe('2018-03-12');
    expect(parseDate('12. 03.2018')).toBe('2018-03-12');
    expect(parseDate('12032018')).toBe('2018-03-12');
    expect(parseDate('3O.O6.2O19')).toBe('2019-06-30');
    expect(parseDate('31.11.2018')).toBeUndefined();
  });
});

describe('fuel and body mapping', () => {
  it('maps P.3 to Kontor fuel types', () => {
    expect(mapFuel('BENZIN')).toBe('PETROL');
    expect(mapFuel('DIESEL')).toBe('DIESEL');
    expect(mapFuel('ELEKTRO')).toBe('ELECTRIC');
    expect(mapFuel('HYBR BENZIN/E')).toBe('HYBRID_PETROL');
    expect(mapFuel('HYBR DIESEL/E')).toBe('HYBRID_DIESEL');
    expect(mapFuel('BENZIN/LPG')).toBe('LPG');
    expect(mapFuel('BENZIN/ERDGAS')).toBe('CNG');
    expect(mapFuel('WASSERSTOFF')).toBe('HYDROGEN');
    expect(mapFuel('???')).toBeUndefined();
  });

  it('maps field 5, the body code (4) and the class (J) to Kontor bodyworks', () => {
    expect(mapBody({ words: 'PKW LIMOUSINE' })).toBe('LIMOUSINE');
    expect(mapBody({ words: 'PKW KOMBILIMOUSINE' })).toBe('KOMBI');
    expect(mapBody({ words: 'Cabrio-Limousine' })).toBe('CABRIO_ROADSTER');
    expect(mapBody({ words: 'Geländewagen' })).toBe('GELAENDEWAGEN_PICKUP_SUV');
    expect(mapBody({ words: 'PKW', code: 'AC' })).toBe('KOMBI');
    expect(mapBody({ words: 'PKW', code: 'AE' })).toBe('CABRIO_ROADSTER');
    expect(mapBody({ words: 'PKW', code: 'AF' })).toBe('VAN_MINIBUS');
    expect(mapBody({ words: 'PKW LIMOUSINE', vehicleClass: 'M1G' })).toBe('GELAENDEWAGEN_PICKUP_SUV');
  });
});
