import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ALL_CAPS, cleanTradeName, commonMakeName, dealerCase, keyListNames } from './make-names';

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

describe('keyListNames: make and model as a dealer writes them', () => {
  const names = (manufacturer: string, tradeName: string) => {
    const { make, model } = keyListNames(manufacturer, tradeName);
    return `${make} ${model}`;
  };

  it('writes ordinary words in title case and keeps the names brands write in small letters', () => {
    expect(names('VOLKSWAGEN-VW', 'UP!')).toBe('VW up!');
    expect(names('VOLKSWAGEN-VW', 'GOLF')).toBe('VW Golf');
    expect(names('VOLKSWAGEN-VW', 'GOLF,KOMBI,VARIANT')).toBe('VW Golf,Kombi,Variant');
    expect(names('VOLKSWAGEN-VW', '  GOLF  VIII ')).toBe('VW Golf VIII');
    expect(names('VOLKSWAGEN-VW', 'T-ROC')).toBe('VW T-Roc');
    expect(names('VOLKSWAGEN-VW', 'E-GOLF')).toBe('VW e-Golf');
    expect(names('VOLKSWAGEN-VW', 'NEW BEETLE')).toBe('VW New Beetle');
    expect(names('DAIMLER (D)', 'E-KLASSE')).toBe('Mercedes-Benz E-Klasse');
    expect(names('DAIMLER (D)', 'C 220 CDI')).toBe('Mercedes-Benz C 220 CDI');
    expect(names('DAIMLER (D)', 'GLC 300 4MATIC')).toBe('Mercedes-Benz GLC 300 4MATIC');
    expect(names('DAIMLER (D)', 'SPRINTER')).toBe('Mercedes-Benz Sprinter');
    expect(names('MERCEDES-AMG', 'AMG GT')).toBe('Mercedes-AMG AMG GT');
    expect(names('AUDI', 'A4 AVANT')).toBe('Audi A4 Avant');
    expect(names('AUDI', 'A6 ALLROAD QUATTRO')).toBe('Audi A6 Allroad quattro');
    expect(names('AUDI', 'AUDI E-TRON')).toBe('Audi e-tron');
    expect(names('AUDI', 'A3 SPORTBACK TFSI')).toBe('Audi A3 Sportback TFSI');
    expect(names('SKODA (CZ)', 'OCTAVIA')).toBe('Škoda Octavia');
    expect(names('OPEL', 'ASTRA')).toBe('Opel Astra');
    expect(names('FORD (D)', 'KA')).toBe('Ford Ka');
    expect(names('FORD (D)', 'TRANSIT/TOURNEO')).toBe('Ford Transit/Tourneo');
    expect(names('HONDA MOTOR (J)', 'CR-V')).toBe('Honda CR-V');
    expect(names('MAZDA (J)', 'MAZDA3')).toBe('Mazda Mazda3');
    expect(names('KIA MOTOR (ROK)', "CEE'D")).toBe("Kia Cee'd");
    expect(names('VOLKSWAGEN-VW', 'GOLF GTI')).toBe('VW Golf GTI');
    expect(names('VOLKSWAGEN-VW', 'CADDY MAXI TDI')).toBe('VW Caddy Maxi TDI');
  });

  it('writes the model codes as the brands do', () => {
    expect(names('BAYER.MOT.WERKE-BMW', '3ER REIHE;318TDS')).toBe('BMW 3er Reihe');
    expect(names('BAYER.MOT.WERKE-BMW', 'X5 3.0D')).toBe('BMW X5 3.0d');
    expect(names('BAYER.MOT.WERKE-BMW', 'BMW 528I;BMW 528I A')).toBe('BMW 528i');
    expect(names('BAYER.MOT.WERKE-BMW', '320D XDRIVE')).toBe('BMW 320d xDrive');
    expect(names('BAYER.MOT.WERKE-BMW', 'X3 XDRIVE20D')).toBe('BMW X3 xDrive20d');
    expect(names('BAYER.MOT.WERKE-BMW', 'M135I XDRIVE')).toBe('BMW M135i xDrive');
    expect(names('BAYER.MOT.WERKE-BMW', 'IX3')).toBe('BMW iX3');
    expect(names('BAYER.MOT.WERKE-BMW', 'F 650 GS')).toBe('BMW F 650 GS');
    expect(names('HYUNDAI MOTOR (CZ)', 'I 30,I 30 CW')).toBe('Hyundai i 30,i 30 CW');
    expect(names('HYUNDAI MOTOR (ROK)', 'TUCSON,IX35')).toBe('Hyundai Tucson,ix35');
    expect(names('PEUGEOT (F)', 'E-208')).toBe('Peugeot e-208');
    expect(names('PEUGEOT (F)', '3008')).toBe('Peugeot 3008');
    expect(names('TOYOTA EUROPE (B)', 'RAV4')).toBe('Toyota RAV4');
    expect(names('VOLVO (S)', 'XC60')).toBe('Volvo XC60');
  });

  it('writes an unlisted manufacturer by the same rule, without plant, country and company words', () => {
    expect(commonMakeName('TESLA (USA)')).toBe('Tesla');
    expect(commonMakeName('HYUNDAI MOTOR (IND)')).toBe('Hyundai');
    expect(commonMakeName('GREAT WALL MOTOR (RC)')).toBe('Great Wall');
    expect(commonMakeName('INEOS AUTOMOTIVE (UK)')).toBe('Ineos');
    expect(commonMakeName('KIA (ROK)')).toBe('Kia');
    expect(commonMakeName('MCLAREN (UK)')).toBe('McLaren');
    expect(commonMakeName('NSU-MOTORENWERKE')).toBe('NSU-Motorenwerke');
    expect(commonMakeName('LMC CARAVAN')).toBe('LMC Caravan');
    expect(commonMakeName('ROLLS-ROYCE MC (UK)')).toBe('Rolls-Royce');
    expect(commonMakeName('MCC SMART')).toBe('Smart');
  });

  it('changes only the case of a model, so a search finds the KBA spelling and the dealer spelling alike', () => {
    expect(dealerCase('GOLF GTI', 'VW').toLowerCase()).toBe('golf gti');
    expect(dealerCase('3ER REIHE', 'BMW').toLowerCase()).toBe('3er reihe');
  });
});

// A word a dealer writes in small letters after its capital: letters only, four or more, with a
// vowel, no Roman numeral and not one of the abbreviations written in capitals (GTI, TFSI, …).
const ORDINARY_WORDS = [
  'GOLF',
  'POLO',
  'PASSAT',
  'TRANSPORTER',
  'CRAFTER',
  'CADDY',
  'KOMBI',
  'REIHE',
  'COUPE',
  'CABRIOLET',
  'LIMOUSINE',
  'SPORT',
  'TURBO',
  'TOURER',
  'VARIANT',
  'AVANT',
  'SPORTBACK',
  'KLASSE',
  'CITY',
  'CLUB',
  'PLUS',
  'TRANSIT',
  'TOURNEO',
  'ASTRA',
  'CORSA',
  'SPRINTER',
  'ACTROS',
  'OCTAVIA',
  'FOCUS',
  'FIESTA',
  'MEGANE',
  'CLIO',
  'DUCATO',
  'COROLLA',
  'UNBEKANNT',
  'ANHAENGER',
  'KOFFER',
  'KIPPER',
  'TRAKTOR',
  'MAX',
  'VAN',
  'BUS',
  'NEW',
  'ONE',
  'FOX',
  'UNO',
];

describe('keyListNames over the bundled FZ 6 list', () => {
  // The repository's copy of the list (apps/server/key-list), read as the server's import reads it.
  const file = fileURLToPath(new URL('../../../apps/server/key-list/kba-fz6-2025-hsn-tsn.csv.gz', import.meta.url));
  const rows = gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .slice(2)
    .filter((line) => line.length > 0)
    .map(parseCsvLine);
  // A fixed seed: the same sample on every run, 3 000 of the 62 392 rows spread over the whole list.
  let seed = 20_250_101;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const sample = Array.from({ length: 3000 }, () => rows[Math.floor(random() * rows.length)]!);

  it('reads the whole list', () => {
    expect(rows).toHaveLength(62_392);
  });

  it('leaves no ordinary word SHOUTED in a make or a model', () => {
    const shouted: string[] = [];
    let seen = 0;
    for (const [, , manufacturer, tradeName] of sample) {
      const { make, model } = keyListNames(manufacturer!, tradeName!);
      for (const word of `${make} ${model}`.split(/[^\p{L}\p{N}'!]+/u)) {
        const ordinary =
          ORDINARY_WORDS.includes(word.toUpperCase()) ||
          (/^\p{L}{4,}$/u.test(word) && /[AEIOUÄÖÜ]/iu.test(word) && !ALL_CAPS.has(word.toUpperCase()) && !/^[IVX]+$/.test(word));
        if (!ordinary) continue;
        seen += 1;
        if (word === word.toUpperCase()) shouted.push(`${manufacturer} / ${tradeName} -> ${make} ${model}`);
      }
    }
    expect(seen).toBeGreaterThan(1000);
    expect(shouted).toEqual([]);
  });

  it('changes only the case of a model name and never leaves one empty', () => {
    for (const [, , manufacturer, tradeName] of sample) {
      const { make, model } = keyListNames(manufacturer!, tradeName!);
      expect(make.trim(), manufacturer).not.toBe('');
      expect(model.trim(), tradeName).not.toBe('');
      expect(model.toLowerCase(), tradeName).toBe(cleanTradeName(tradeName!, make).toLowerCase());
    }
  });
});

/** One CSV record of the list: four fields, quoted when they hold a comma or a quote. */
function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  const pattern = /("(?:[^"]|"")*"|[^,]*)(?:,|$)/g;
  for (let match = pattern.exec(line); match && fields.length < 4; match = pattern.exec(line)) {
    const value = match[1]!;
    fields.push(value.startsWith('"') ? value.slice(1, -1).replace(/""/g, '"') : value);
  }
  return fields;
}
