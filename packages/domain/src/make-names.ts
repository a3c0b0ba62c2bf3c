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
  // Fewer than 50 types, but brands a car dealer sells: the fall-back rule would write "Mercedes-Amg",
  // "Byd" or "Nio", or keep a plant's name.
  'MERCEDES-AMG': 'Mercedes-AMG',
  'MERCEDES-BENZ (E)': 'Mercedes-Benz',
  'NISSAN AUTOMOTIVE (F)': 'Nissan',
  'NISSAN (E)': 'Nissan',
  'NISSAN (UK)': 'Nissan',
  'NISSAN VEHICULOS (E)': 'Nissan',
  'AUDI SPORT': 'Audi',
  'BMW MOTORRAD': 'BMW',
  'BMW MOTORSPORT': 'BMW',
  'LAND ROVER GROUP(UK)': 'Land Rover',
  'AUSTIN ROVER (UK)': 'Austin Rover',
  'FIAT LANCIA (I)': 'Fiat / Lancia',
  'BYD (RC)': 'BYD',
  'SAIC (RC)': 'SAIC',
  'SAIC MAXUS (RC)': 'Maxus',
  'NIO (RC)': 'NIO',
  'POLESTAR (S)': 'Polestar',
  'MASSEY-FERGUSON (UK)': 'Massey Ferguson',
  'MASSEY-FERGUSON (I)': 'Massey Ferguson',
  'KIA (ROK)': 'Kia',
  'KIA (SK)': 'Kia',
  'MCC SMART': 'Smart',
  'ZHEJIANG GEELY (RC)': 'Geely',
  'ZHEJIANG CFMOTO (RC)': 'CFMoto',
  'AZNP-SKODA (CS)': 'Škoda',
  'ALFAROMEO ALFASUD(I)': 'Alfa Romeo',
};

// Words that end a registered name without being part of the brand: "HYUNDAI MOTOR", "INEOS
// AUTOMOTIVE", "FISKER GROUP" are Hyundai, Ineos, Fisker to a dealer.
const COMPANY_WORDS = new Set([
  'MOTOR',
  'MOTORS',
  'AUTOMOBILE',
  'AUTOMOBILES',
  'AUTOMOTIVE',
  'GROUP',
  'TECHNOLOGY',
  'MC',
  'GMBH',
  'AG',
  'KG',
  'SPA',
  'S.P.A.',
  'LTD',
  'INC',
]);

/**
 * The name a dealer knows: from the table, else the registered name without its country suffix
 * ("(D)", "(USA)") and company words ("MOTOR"), written by `dealerCase`. Umlauts written as AE/OE/UE
 * are left as they are outside the table, since "MUELLER" and "SAMUEL" cannot be told apart by rule.
 */
export function commonMakeName(kbaName: string): string {
  const trimmed = kbaName.trim();
  const known = MAKE_NAMES[trimmed];
  if (known) return known;
  const withoutCountry = trimmed.replace(/\s*\([A-Z]{1,3}\)\s*$/, '').trim();
  if (!withoutCountry) return trimmed;
  const words = withoutCountry.split(/\s+/);
  while (words.length > 1 && COMPANY_WORDS.has(words.at(-1)!)) words.pop();
  const brand = words.join(' ');
  return MAKE_NAMES[brand] ?? dealerCase(brand);
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

// How a dealer writes a name from the list (the KBA writes every name in capitals). The rule: a word
// of letters only is a word (title case, "GOLF" → "Golf") when it has four letters or more and a
// vowel; shorter ones and ones without a vowel are type codes ("GLC", "LT", "GTS") and stay as they
// are, as do words with digits ("X5", "A4", "4MATIC") and Roman numerals ("VIII"). The tables below
// are the exceptions to the rule, all seen in FZ 6 (2025).

/** Abbreviations of four letters or more written in capitals although they have a vowel. */
export const ALL_CAPS: ReadonlySet<string> = new Set([
  'TFSI',
  'TDCI',
  'CRDI',
  'PHEV',
  'VTEC',
  'GTDI',
  'TSFI',
  'DOHC',
  'SOHC',
  'ECVT',
  'AMG',
  'GTI',
  'TDI',
]);

/** Words of two or three letters that are words, not codes. */
const SHORT_WORDS: ReadonlySet<string> = new Set([
  'MAX',
  'LUX',
  'FUN',
  'PRO',
  'ONE',
  'TWO',
  'SIX',
  'VAN',
  'NEW',
  'RIO',
  'REX',
  'BUS',
  'JET',
  'UNO',
  'BIG',
  'EVO',
  'TOP',
  'CAR',
  'FOX',
  'JOY',
  'FIX',
  'EOS',
  'BOX',
  'DOG',
  'ALL',
  'FOR',
  'AIR',
  'ECO',
  'ZIP',
  'SKY',
  'BOY',
  'BOB',
  'DUO',
  'LOW',
  'WIN',
  'WAY',
  'ZOE',
  'UNI',
  'FLY',
  'GAS',
  'CAB',
  'CAN',
  'SUN',
  'NEO',
  'ALU',
  'TYP',
  'KIA',
  'CO',
  'MIT',
  'UND',
  'VON',
  'ROC',
]);

/** Words written in a case of their own, by every brand. */
const WORDS: Readonly<Record<string, string>> = { MCLAREN: 'McLaren', MCCORMICK: 'McCormick', CFMOTO: 'CFMoto' };

/** Words one brand writes in a case of its own; the key is the make as `commonMakeName` gives it. */
const BRAND_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  VW: { 'UP!': 'up!' },
  Audi: { QUATTRO: 'quattro', TRON: 'tron' },
  BMW: { XDRIVE: 'xDrive', SDRIVE: 'sDrive' },
  Ford: { KA: 'Ka' },
};

/** Brands that write "e-" in small letters before a model (e-Golf, e-tron, e-208); Mercedes' E-Klasse keeps it. */
const SMALL_E_BRANDS = new Set(['VW', 'Audi', 'Peugeot']);

const VOWEL = /[AEIOUYÄÖÜÁÀÂÉÈÊÍÓÔÚÛ]/u;
const ROMAN = /^(I{1,3}|IV|VI{0,3}|IX|XI{0,3})$/;

function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** One word (letters, digits, ' and !) of a name, in the case a dealer writes it. */
function dealerWord(word: string, make: string): string {
  const upper = word.toUpperCase();
  const brand = BRAND_WORDS[make]?.[upper] ?? WORDS[upper];
  if (brand) return brand;
  // A series: "3ER" is BMW's "3er".
  if (/^\d+ER$/.test(upper)) return `${upper.slice(0, -2)}er`;
  if (make === 'BMW') {
    // BMW writes the engine letters after the number small: 320d, 528i, M135i, X5 3.0d, xDrive20d; and i3, iX3.
    const drive = /^([XS])DRIVE(\d+)([A-Z]*)$/.exec(upper);
    if (drive) return `${drive[1]!.toLowerCase()}Drive${drive[2]}${drive[3]!.toLowerCase()}`;
    if (/^I(X\d*|\d+[A-Z]?)$/.test(upper)) return `i${upper.slice(1)}`.replace(/S$/, 's');
    const engine = /^(M?\d+(?:\.\d)?)([A-Z]{1,3})$/.exec(upper);
    if (engine && !/^\d+$/.test(engine[2]!)) return `${engine[1]}${engine[2]!.toLowerCase()}`;
  }
  // Hyundai writes its i-models small: i10, i30, ix35.
  if (make === 'Hyundai' && /^I(X?\d+)?$/.test(upper)) return upper.toLowerCase();
  if (/\p{N}/u.test(word)) {
    // A word glued to a number is still a word: "MAZDA3" → "Mazda3".
    const glued = /^(\p{L}{4,})(\d+)$/u.exec(word);
    return glued && VOWEL.test(glued[1]!) && !ALL_CAPS.has(glued[1]!.toUpperCase()) ? titleCase(glued[1]!) + glued[2]! : word;
  }
  const letters = upper.replace(/['!]/g, '');
  if (ALL_CAPS.has(upper) || ROMAN.test(upper)) return word;
  if (SHORT_WORDS.has(letters)) return titleCase(word);
  if (letters.length < 4 || !VOWEL.test(letters)) return word;
  return titleCase(word);
}

/**
 * A make or model from the key list as a dealer writes it ("GOLF GTI" → "Golf GTI", "UP!" → "up!",
 * "3ER REIHE" → "3er Reihe"): word by word, the separators kept. Only the case changes, so a search
 * by the lower-case name finds the KBA's spelling and this one alike.
 */
export function dealerCase(name: string, make = ''): string {
  const cased = name.replace(/[\p{L}\p{N}'!]+/gu, (word) => dealerWord(word, make));
  return SMALL_E_BRANDS.has(make) ? cased.replace(/(^|[\s,;/(])E-(?=[\p{L}\p{N}])/gu, '$1e-') : cased;
}

/** A key-list row's make and model as stored and printed: the common make and the first trade name, as a dealer writes them. */
export function keyListNames(manufacturer: string, tradeName: string): { make: string; model: string } {
  const make = commonMakeName(manufacturer);
  return { make, model: dealerCase(cleanTradeName(tradeName, make), make) };
}
