import { describe, expect, it } from 'vitest';
import { cleanTradeName, commonMakeName } from './make-names';

// Rows as they stand in the KBA's FZ 6 (2025): manufacturer, trade-name field.
describe('commonMakeName', () => {
  it('names the brand a dealer knows', () => {
    expect(commonMakeName('BAYER.MOT.WERKE-BMW')).toBe('BMW');
    expect(commonMakeName('VOLKSWAGEN-VW')).toBe('VW');
    expect(commonMakeName('DAIMLER (D)')).toBe('Mercedes-Benz');
    expect(commonMakeName('EXAMPLE TRAILERS (D)')).toBe('Example Trailers');
  });

  it('writes a brand as the brand does, also where the KBA lists fewer than 50 types', () => {
    expect(commonMakeName('MERCEDES-AMG')).toBe('Mercedes-AMG');
    expect(commonMakeName('BYD (RC)')).toBe('BYD');
    expect(commonMakeName('NIO (RC)')).toBe('NIO');
    expect(commonMakeName('NISSAN AUTOMOTIVE (F)')).toBe('Nissan');
    expect(commonMakeName('BMW MOTORRAD')).toBe('BMW');
  });
});

describe('cleanTradeName', () => {
  it('takes the first of the `;`-separated names, without the make in front', () => {
    expect(cleanTradeName('BMW 528I;BMW 528I A', 'BMW')).toBe('528I');
    expect(cleanTradeName('BMW 525E;BMW 525E A;BMW 5', 'BMW')).toBe('525E');
    expect(cleanTradeName('AUDI A4;AUDI A4, S4', 'Audi')).toBe('A4');
    expect(cleanTradeName('VIANO 3.5;VITO 123;VIANO;', 'Mercedes-Benz')).toBe('VIANO 3.5');
    expect(cleanTradeName('F 650 GS;F 650 GS BEHOERD', 'BMW')).toBe('F 650 GS');
    expect(cleanTradeName('CALIFORNIA;MULTIVAN', 'VW')).toBe('CALIFORNIA');
  });

  it('trims the spaces and the list leftovers the KBA cut off', () => {
    expect(cleanTradeName('2906H; L2906H; 3507H; ...', 'JLG')).toBe('2906H');
    expect(cleanTradeName('APPH 2,0;APPH 2,7;APPH 3,', 'Auwaerter')).toBe('APPH 2,0');
    expect(cleanTradeName('ROTO 40.25 MCSS;-45.21;..', 'Merlo')).toBe('ROTO 40.25 MCSS');
    expect(cleanTradeName('TF3...*;P3...*', 'Merlo')).toBe('TF3');
    expect(cleanTradeName('  GOLF  VIII ', 'VW')).toBe('GOLF VIII');
    expect(cleanTradeName(';;POLO', 'VW')).toBe('POLO');
  });

  it('keeps a name without a list as it is, commas inside included', () => {
    expect(cleanTradeName('GOLF', 'VW')).toBe('GOLF');
    expect(cleanTradeName('GOLF,KOMBI,VARIANT', 'VW')).toBe('GOLF,KOMBI,VARIANT');
    expect(cleanTradeName('ANHAENGER "SPEZIAL"', 'Example Trailers')).toBe('ANHAENGER "SPEZIAL"');
    // A name that is only the make stays whole rather than empty.
    expect(cleanTradeName('STEMA', 'Stema')).toBe('STEMA');
  });

  it('drops either part of a combined make', () => {
    expect(cleanTradeName('LAND ROVER DEFENDER;DEFENDER 110', 'Jaguar / Land Rover')).toBe('DEFENDER');
  });
});
