import { describe, expect, it } from 'vitest';
import {
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
import { withoutStains } from './ocr-repairs';

describe('VIN (field E)', () => {
  it('takes 17 characters of the VIN alphabet as read', () => {
    expect(checkVin('WVWZZZ1KZ8W123456')).toEqual({ ok: true, value: 'WVWZZZ1KZ8W123456', cap: 1 });
  });

  it('reads I, O and Q, which a VIN never has, as 1, 0 and 0', () => {
    expect(checkVin('WOLOAHL35I2O12345')).toMatchObject({ ok: true, value: 'W0L0AHL3512012345' });
    expect(checkVin('W0L0AHL3512Q12345')).toMatchObject({ ok: true, value: 'W0L0AHL3512012345' });
  });

  it('reads a letter in the last four places (digits by ISO 3779) as the digit it is confused with', () => {
    expect(checkVin('WVWZZZ1KZ8W12B4S6')).toMatchObject({ ok: true, value: 'WVWZZZ1KZ8W128456', cap: 0.9 });
    expect(checkVin('WVWZZZ1KZ8W12Z4T6')).toMatchObject({ ok: true, value: 'WVWZZZ1KZ8W122476' });
    // A letter there that is like no digit: no VIN.
    expect(checkVin('WVWZZZ1KZ8W12X456')).toEqual({ ok: false, reason: 'format' });
  });

  it('reads a Z in place 10 (a model year code is never Z or 0) as 2, but refuses a 0 there', () => {
    expect(checkVin('WVWZZZ1KZZW123456')).toMatchObject({ ok: true, value: 'WVWZZZ1KZ2W123456' });
    expect(checkVin('WVWZZZ1KZ0W123456')).toEqual({ ok: false, reason: 'format' });
  });

  it('leaves a character that reads two allowed ways as read, unsure when the engine was unsure', () => {
    expect(checkVin('WBA8E9C50JB123456', 0.97)).toMatchObject({ ok: true, value: 'WBA8E9C50JB123456', cap: 1 });
    expect(checkVin('WBA8E9C50JB123456', 0.6)).toEqual({
      ok: true,
      value: 'WBA8E9C50JB123456',
      cap: DOUBT,
      reason: 'ambiguous',
    });
  });

  it('refuses a wrong length and a word of the form that has 17 letters', () => {
    expect(checkVin('WVWZZZ1KZ8W12345')).toEqual({ ok: false, reason: 'format' });
    expect(checkVin('WVWZZZ1KZ8W1234567')).toEqual({ ok: false, reason: 'format' });
    expect(checkVin('MEHRZWECKFAHRZEUG')).toEqual({ ok: false, reason: 'format' });
  });
});

describe('keys (2.1, 2.2)', () => {
  it('HSN: exactly four digits; a letter like one digit is repaired and left unsure', () => {
    expect(checkHsn('0603')).toEqual({ ok: true, value: '0603', cap: 1 });
    expect(checkHsn('O6O3')).toEqual({ ok: true, value: '0603', cap: DOUBT, reason: 'ambiguous' });
    expect(checkHsn('603')).toEqual({ ok: false, reason: 'format' });
    expect(checkHsn('06031')).toEqual({ ok: false, reason: 'format' });
  });

  it('TSN: the first three characters of 2.2, letters or digits, nothing repaired', () => {
    expect(checkTsn('AHU12345')).toEqual({ ok: true, value: 'AHU', cap: 1 });
    expect(checkTsn('0O1XYZ')).toEqual({ ok: true, value: '0O1', cap: 1 });
    expect(checkTsn('A-')).toEqual({ ok: false, reason: 'format' });
  });
});

describe('dates (B, I)', () => {
  it('reads dd.mm.yyyy, with the dots as commas or lost', () => {
    expect(checkDate('19.08.2021')).toMatchObject({ ok: true, value: '2021-08-19', cap: 1 });
    expect(checkDate('19,08,2021')).toMatchObject({ ok: true, value: '2021-08-19' });
    expect(checkDate('19082021')).toMatchObject({ ok: true, value: '2021-08-19', cap: 0.9 });
  });

  it('refuses a day that does not exist, and what is no date', () => {
    expect(checkDate('31.02.2019')).toEqual({ ok: false, reason: 'date' });
    expect(checkDate('195/65R15')).toEqual({ ok: false, reason: 'format' });
  });

  it('first registration on or before the issue date, neither after today', () => {
    expect(checkDateOrder('2021-08-19', '2022-01-10', '2026-12-07')).toBe(true);
    expect(checkDateOrder('2021-08-19', undefined, '2026-12-07')).toBe(true);
    expect(checkDateOrder('2023-01-01', '2022-01-10', '2026-12-07')).toBe(false);
    expect(checkDateOrder('2027-01-01', undefined, '2026-12-07')).toBe(false);
    expect(checkDateOrder('2021-08-19', '2027-01-01', '2026-12-07')).toBe(false);
  });
});

describe('power (P.2/P.4) and capacity (P.1)', () => {
  it('reads kW before the slash of kW / rpm', () => {
    expect(checkPower('69 / 4500')).toEqual({ ok: true, value: 69, cap: 1 });
    expect(checkPower('210/6400')).toEqual({ ok: true, value: 210, cap: 1 });
  });

  it('splits a slash read as 7 or 1 where only one split gives kW and a speed', () => {
    expect(checkPower('6974500')).toEqual({ ok: true, value: 69, cap: 0.9 });
    expect(checkPower('45175500')).toEqual({ ok: true, value: 451, cap: 0.9 });
  });

  it('leaves a number alone (no speed after it) unsure, and refuses what no car has', () => {
    expect(checkPower('91')).toEqual({ ok: true, value: 91, cap: DOUBT });
    expect(checkPower('2000/6000')).toEqual({ ok: false, reason: 'implausible' });
    expect(checkPower('195/65R15')).toEqual({ ok: false, reason: 'format' });
  });

  it('marks a run of digits ambiguous where a lost slash would give a usual power too', () => {
    // "11 / 1500" with the slash read as 7, or "117 1500" with the slash lost.
    expect(checkPower('1171500')).toEqual({ ok: true, value: 11, cap: DOUBT, reason: 'ambiguous' });
    expect(checkPower('6924500')).toEqual({ ok: false, reason: 'format' });
  });

  it('capacity: 50–10 000 cm³, never a code with a leading zero', () => {
    expect(checkCapacity('1598')).toEqual({ ok: true, value: 1598, cap: 1 });
    expect(checkCapacity('0451')).toEqual({ ok: false, reason: 'format' });
    expect(checkCapacity('20000')).toEqual({ ok: false, reason: 'implausible' });
    expect(checkCapacity('l598')).toEqual({ ok: true, value: 1598, cap: DOUBT, reason: 'ambiguous' });
  });
});

describe('fuel (P.3, field 10)', () => {
  it('maps the words of P.3 and the KBA codes of field 10', () => {
    expect(checkFuelWords('BENZIN')).toMatchObject({ ok: true, value: 'PETROL' });
    expect(checkFuelWords('ELEKTR.')).toMatchObject({ ok: true, value: 'ELECTRIC' });
    expect(checkFuelWords('HYBR.BENZ/E')).toMatchObject({ ok: true, value: 'HYBRID_PETROL' });
    expect(checkFuelCode('0002')).toMatchObject({ ok: true, value: 'DIESEL' });
    expect(checkFuelCode('0004')).toMatchObject({ ok: true, value: 'ELECTRIC' });
    expect(checkFuelCode('9999')).toEqual({ ok: false, reason: 'format' });
  });

  it('takes a fuel word with one character misread, never a word two slips away', () => {
    expect(checkFuelWords('DTESEL')).toMatchObject({ ok: true, value: 'DIESEL' });
    expect(checkFuelWords('BENZlN')).toMatchObject({ ok: true, value: 'PETROL' });
    expect(checkFuelWords('ELEKTPO')).toMatchObject({ ok: true, value: 'ELECTRIC' });
    expect(checkFuelWords('DTFSEL')).toEqual({ ok: false, reason: 'format' });
    expect(checkFuelWords('BEZEL')).toEqual({ ok: false, reason: 'format' });
  });
});

describe('licence plate (A)', () => {
  it('reads area code, letters and digits with E or H, written the usual way', () => {
    expect(checkPlate('LB-EH 7480E')).toEqual({ ok: true, value: 'LB-EH 7480E', cap: 1 });
    expect(checkPlate('F-A 5164')).toEqual({ ok: true, value: 'F-A 5164', cap: 1 });
    expect(checkPlate('M-XY 12H')).toEqual({ ok: true, value: 'M-XY 12H', cap: 1 });
  });

  it('leaves an area code with A or O unsure (the engine cannot read Ä and Ö)', () => {
    expect(checkPlate('LO-AB 123')).toEqual({ ok: true, value: 'LO-AB 123', cap: DOUBT, reason: 'ambiguous' });
  });

  it('reads a digit in the area code as the letter it looks like, unsure ("05-G8089" for OS-G 8089)', () => {
    expect(checkPlate('05-G8089')).toEqual({ ok: true, value: 'OS-G 8089', cap: DOUBT, reason: 'ambiguous' });
    expect(checkPlate('8-BG 3399')).toEqual({ ok: true, value: 'B-BG 3399', cap: DOUBT, reason: 'ambiguous' });
    expect(checkPlate('M-12 345')).toEqual({ ok: false, reason: 'format' });
  });

  it('refuses what is no German plate', () => {
    expect(checkPlate('LB-EH 0480')).toEqual({ ok: false, reason: 'format' });
    expect(checkPlate('ABCD-E 12')).toEqual({ ok: false, reason: 'format' });
    expect(checkPlate('LB-EH 74801')).toEqual({ ok: false, reason: 'format' });
  });
});

describe('stains around a value', () => {
  it('drops quotes, degree signs and leading dots the guilloche or a fold leaves, never inside the value', () => {
    expect(withoutStains('228"')).toBe('228');
    expect(withoutStains("'3606")).toBe('3606');
    expect(withoutStains('°1635')).toBe('1635');
    expect(withoutStains('\'1289"')).toBe('1289');
    expect(withoutStains('ELEKTR.')).toBe('ELEKTR.');
    expect(withoutStains('10.11.2024')).toBe('10.11.2024');
    expect(checkPower(withoutStains('228"'))).toMatchObject({ ok: true, value: 228, cap: DOUBT });
  });
});

describe('kW against cm³', () => {
  it('takes the engines of road vehicles, from a scooter to a lorry and a sports car', () => {
    for (const [kw, cm3] of [
      [3, 49],
      [55, 999],
      [110, 1498],
      [150, 999],
      [170, 1308],
      [324, 12_800],
      [450, 3_982],
    ])
      expect(powerFitsCapacity(kw, cm3), `${kw} kW from ${cm3} cm³`).toBe(true);
  });

  it('refuses a pair that no engine gives: one number is another box’s', () => {
    for (const [kw, cm3] of [
      [210, 99],
      [16, 1998],
      [110, 9800],
    ])
      expect(powerFitsCapacity(kw, cm3), `${kw} kW from ${cm3} cm³`).toBe(false);
  });
});
