// The KBA key list names manufacturers as registered (legal entity, plant, country suffix); dealers and
// buyers know the brand. This maps every manufacturer with more than 50 types in FZ 6 (2025) to the
// name a dealer would type. Makes not listed fall back to `commonMakeName`'s clean-up rule.

export const MAKE_NAMES: Readonly<Record<string, string>> = {
  'VOLKSWAGEN-VW': 'VW',
  'BAYER.MOT.WERKE-BMW': 'BMW',
  'BMW M': 'BMW',
  ALPINA: 'Alpina',
  'FORD (D)': 'Ford',
  'FORD (E)': 'Ford',
  'DAIMLER (D)': 'Mercedes-Benz',
  'DAIMLERCHRYSLER (D)': 'Mercedes-Benz',
  'MERCEDES-BENZ': 'Mercedes-Benz',
  'DAIMLER-BENZ': 'Mercedes-Benz',
  'DAIMLER TRUCK': 'Mercedes-Benz',
  EVOBUS: 'Mercedes-Benz',
  OPEL: 'Opel',
  'OPEL AUTOMOBILE': 'Opel',
  'RENAULT (F)': 'Renault',
  'SOVAB (F)': 'Renault',
  'DACIA (RO)': 'Dacia',
  'FIAT (I)': 'Fiat',
  'FCA ITALY (I)': 'Fiat',
  'FCA (USA)': 'Jeep',
  'FIAT TRATTORI (I)': 'Fiat Trattori',
  AUDI: 'Audi',
  'AUDI (H)': 'Audi',
  'AUDI NSU AUTO UNION': 'Audi',
  'AUTO UNION': 'Auto Union',
  QUATTRO: 'Audi',
  'PEUGEOT (F)': 'Peugeot',
  'PEUGEOT MOTOCYCL.(F)': 'Peugeot',
  'CITROEN (F)': 'Citroën',
  'PSA AUTOMOBILES (F)': 'Peugeot',
  'STELLANTIS (F)': 'Stellantis',
  'CNH (L)': 'Case IH / New Holland',
  'CNH (I)': 'Case IH / New Holland',
  'CNH (USA)': 'Case IH / New Holland',
  CASE: 'Case IH',
  'NEW HOLLAND ITAL.(I)': 'New Holland',
  'VOLVO (S)': 'Volvo',
  'VOLVO (NL)': 'Volvo',
  'DEERE (USA)': 'John Deere',
  'DEERE (D)': 'John Deere',
  'SEAT (E)': 'Seat',
  'SKODA (CZ)': 'Škoda',
  'HONDA MOTOR (J)': 'Honda',
  'HONDA (I)': 'Honda',
  'HONDA (UK)': 'Honda',
  'THAI HONDA (THA)': 'Honda',
  'TOYOTA EUROPE (B)': 'Toyota',
  'TOYOTA (J)': 'Toyota',
  'TOYOTA MEM (B)': 'Toyota',
  PORSCHE: 'Porsche',
  'SUZUKI (J)': 'Suzuki',
  'MAGYAR SUZUKI (H)': 'Suzuki',
  'MAZDA (J)': 'Mazda',
  'PIAGGIO (I)': 'Piaggio',
  'AGCO (D)': 'Fendt',
  'FENDT,XAVER': 'Fendt',
  'AGCO (F)': 'Massey Ferguson',
  'MASSEY-FERGUSON (F)': 'Massey Ferguson',
  'VALTRA (FIN)': 'Valtra',
  'SAME (I)': 'Same',
  'SAME DEUTZ-FAHR': 'Deutz-Fahr',
  'DEUTZ-FAHR AGRARS.': 'Deutz-Fahr',
  'KLOECKNER-H-DEUTZ': 'Deutz',
  'HYUNDAI MOTOR (ROK)': 'Hyundai',
  'HYUNDAI MOTOR (CZ)': 'Hyundai',
  'HYUNDAI (TR)': 'Hyundai',
  BUERSTNER: 'Bürstner',
  'MITSUBISHI (J)': 'Mitsubishi',
  'YAMAHA (J)': 'Yamaha',
  'MBK (F)': 'MBK',
  'KAWASAKI (J)': 'Kawasaki',
  'KAWASAKI MOTORS (J)': 'Kawasaki',
  'MAN NUTZFAHRZEUGE': 'MAN',
  'MAN TRUCK & BUS': 'MAN',
  'MASCH.F.A-NUERNB-MAN': 'MAN',
  'JAGUAR LAND ROVER (UK)': 'Jaguar / Land Rover',
  'JAGUAR (UK)': 'Jaguar',
  'LAND ROVER (UK)': 'Land Rover',
  'ROVER (UK)': 'Rover',
  'MG ROVER (UK)': 'MG Rover',
  'IVECO (I)': 'Iveco',
  'NISSAN (CH)': 'Nissan',
  'NISSAN (J)': 'Nissan',
  'NISSAN EUROPE (F)': 'Nissan',
  'NISSAN EUROPE (NL)': 'Nissan',
  'KIA MOTOR (ROK)': 'Kia',
  'KIA MOTORS (SK)': 'Kia',
  'KTM (A)': 'KTM',
  'CHRYSLER (USA)': 'Chrysler',
  'CHRYSLER (F)': 'Chrysler',
  KNAUS: 'Knaus',
  'HARLEY-DAVIDSON(USA)': 'Harley-Davidson',
  BOECKMANN: 'Böckmann',
  'SAAB AUTOMOBILE (S)': 'Saab',
  EICHER: 'Eicher',
  'DUCATI (I)': 'Ducati',
  'TRIUMPH (UK)': 'Triumph',
  'FUJI HEAVY IND.(J)': 'Subaru',
  HUMBAUR: 'Humbaur',
  'KRAMER-WERKE': 'Kramer',
  'ARGO (I)': 'McCormick / Landini',
  'LANDINI (I)': 'Landini',
  'CLAAS TRACTOR (F)': 'Claas',
  CLAAS: 'Claas',
  'WM MEYER': 'WM Meyer',
  HEINEMANN: 'Heinemann',
  'CARRARO (I)': 'Carraro',
  'RHEINSTAHL HANOMAG': 'Hanomag',
  'HANOMAG-HENSCHEL': 'Hanomag-Henschel',
  'ALFA ROMEO (I)': 'Alfa Romeo',
  'ALFA LANCIA (I)': 'Alfa Romeo / Lancia',
  STEMA: 'Stema',
  'KUBOTA (J)': 'Kubota',
  'PONGRATZ (A)': 'Pongratz',
  TABBERT: 'Tabbert',
  'SCHLUETER,ANTON': 'Schlüter',
  'CI CARAVANS WILK': 'Wilk',
  'HYMER (D)': 'Hymer',
  'APRILIA (I)': 'Aprilia',
  'STEYR-D-PUCH (A)': 'Steyr-Daimler-Puch',
  'STEYR (A)': 'Steyr',
  'SCANIA (S)': 'Scania',
  'SSANGYONG (ROK)': 'SsangYong',
  'HOLDER,METZINGEN': 'Holder',
  'GENERAL MOT-GMC(USA)': 'GMC',
  'BRENDERUP (DK)': 'Brenderup',
  'GM DAEWOO (ROK)': 'Chevrolet / Daewoo',
  'GM KOREA': 'Chevrolet',
  KRONE: 'Krone',
  DETHLEFFS: 'Dethleffs',
  'DETHLEFFS CARAVANS': 'Dethleffs',
  'INTER HARV.-IHC (D)': 'IHC',
  'INTER HARV-IHC (USA)': 'IHC',
  'TRIGANO VDL (F)': 'Trigano',
  'SARIS (NL)': 'Saris',
  'ZUENDAPP-WERKE': 'Zündapp',
  'MV AGUSTA (I)': 'MV Agusta',
  'DAIHATSU (J)': 'Daihatsu',
  'THULE (DK)': 'Thule',
  WOERMANN: 'Woermann',
  'WOLGA-AUTOW.-VAZ/RUS': 'Lada',
  'DAF TRUCKS (NL)': 'DAF',
  'MOTO-GUZZI (I)': 'Moto Guzzi',
  'BETAMOTOR (I)': 'Beta',
  GUELDNER: 'Güldner',
  'SANYANG (RC)': 'SYM',
  'THRUN-EICKER': 'Thrun-Eicker',
  'WESTFALIA-WERKE': 'Westfalia',
  'UNSINN FZ-TECHNIK': 'Unsinn',
  'NUERNB.HERCULESWERKE': 'Hercules',
  HEKU: 'Heku',
  'ANSSEMS (NL)': 'Anssems',
  'CATERPILLAR (USA)': 'Caterpillar',
  'IFA-AUTOMOBILW.': 'IFA',
  'BARTHAU ANHAENGERBAU': 'Barthau',
  'KWANG YANG (RC)': 'Kymco',
  'BENTLEY (UK)': 'Bentley',
  'FERRARI (I)': 'Ferrari',
  'SIR (F)': 'SIR',
  'MASERATI (I)': 'Maserati',
  'ATLAS COPCO (B)': 'Atlas Copco',
  'NETHERLANDS CAR (NL)': 'Mitsubishi',
  SCHWARZMUELLER: 'Schwarzmüller',
  'S+L+H (I)': 'Deutz-Fahr',
  'LANZ,AULENDORF': 'Lanz',
  'HOBBY-WOHNWAGENWERK': 'Hobby',
  ROBUR: 'Robur',
  MENGELE: 'Mengele',
  HARBECK: 'Harbeck',
};

/**
 * The name a dealer knows: from the table, else the registered name without its country suffix
 * ("(D)", "(USA)") in title case. Umlauts written as AE/OE/UE are left as they are outside the
 * table, since "MUELLER" and "SAMUEL" cannot be told apart by rule.
 */
export function commonMakeName(kbaName: string): string {
  const trimmed = kbaName.trim();
  const known = MAKE_NAMES[trimmed];
  if (known) return known;
  const withoutCountry = trimmed.replace(/\s*\([A-Z]{1,3}\)\s*$/, '').trim();
  if (!withoutCountry) return trimmed;
  return withoutCountry
    .toLowerCase()
    .replace(/(^|[\s\-/.,(&+])(\p{L})/gu, (_match, separator: string, letter: string) => separator + letter.toUpperCase());
}

/**
 * The trade name a dealer would write in the model field. The KBA packs several names of one type
 * into its field, separated by `;` and often cut off at 25 characters ("BMW 528I;BMW 528I A",
 * "VIANO 3.5;VITO 123;VIANO;"); the first one is the type's main name. A leading make ("BMW 528I",
 * "AUDI A4") is dropped because the make has its own field, and trailing list leftovers (",", "-",
 * ".", "*") go.
 */
export function cleanTradeName(raw: string, make = ''): string {
  const first =
    raw
      .split(';')
      .map((part) => part.trim())
      .find((part) => /[\p{L}\p{N}]/u.test(part)) ?? raw.trim();
  const tidy = first
    .replace(/\s+/g, ' ')
    .replace(/[\s,.*\-/]+$/u, '')
    .trim();
  const prefixes = [make, ...make.split(/\s*\/\s*/)].map((name) => name.trim()).filter((name) => name.length > 0);
  for (const prefix of prefixes) {
    if (tidy.length > prefix.length + 1 && tidy.toUpperCase().startsWith(`${prefix.toUpperCase()} `)) {
      return tidy.slice(prefix.length + 1).trim();
    }
  }
  return tidy || raw.trim();
}
