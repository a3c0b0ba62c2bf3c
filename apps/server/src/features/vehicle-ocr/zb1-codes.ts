// The field codes a registration certificate (Zulassungsbescheinigung Teil I) prints beside its
// values, and the labels printed with them.

/** The field codes printed on the certificate that the reader knows. */
export type CellCode =
  | 'A'
  | 'B'
  | 'I'
  | '2.1'
  | '2.2'
  | 'J'
  | '4'
  | '3'
  | 'E'
  | 'D.1'
  | 'D.2'
  | 'D.3'
  | '2'
  | '5'
  | 'P.1'
  | 'P.2/P.4'
  | 'P.3'
  | '10'
  | '14'
  | '14.1'
  | 'V.9'
  | 'F.1'
  | 'G'
  | 'R'
  | 'S.1'
  | 'T'
  | 'K'
  | '0'
  | 'C.1.1'
  | 'C.1.2'
  | 'C.1.3';

/** Each code with the distinctive words of its label (lower case, umlauts kept). */
export const CELLS: ReadonlyArray<{ code: CellCode; label: string[] }> = [
  { code: 'A', label: ['amtliches', 'kennzeichen'] },
  { code: 'B', label: ['datum', 'erstzulassung'] },
  { code: 'I', label: ['datum', 'dieser', 'zulassung'] },
  { code: 'C.1.1', label: ['name', 'oder', 'firmenname'] },
  { code: 'C.1.2', label: ['vorname(n)', 'vornamen'] },
  { code: 'C.1.3', label: ['anschrift'] },
  { code: '2.1', label: ['zu', '2', '(herst.-schl.)', 'herst', 'schl', 'herstellerschlüsselnummer'] },
  { code: '2.2', label: ['zu', 'd.2', '(typ-schl.)', 'typ', 'schl', 'typschlüsselnummer'] },
  { code: 'J', label: ['fahrzeugklasse'] },
  { code: '4', label: ['art', 'des', 'aufbaus'] },
  { code: '3', label: ['prüfziffer'] },
  { code: 'E', label: ['fahrzeug-identifizierungsnr.', 'fahrzeug-identifizierungsnummer', 'identifizierungsnummer'] },
  { code: 'D.1', label: ['marke'] },
  { code: 'D.2', label: ['typ', '/', 'variante', 'version'] },
  { code: 'D.3', label: ['handelsbezeichnung(en)', 'handelsbezeichnung', 'handelsname'] },
  { code: '2', label: ['hersteller-kurzbezeichnung', 'hersteller', 'kurzbezeichnung'] },
  { code: '5', label: ['fahrzeugklasse', 'und', 'aufbau'] },
  { code: 'P.1', label: ['hubraum', 'in', 'cm³', 'cm3'] },
  { code: 'P.2/P.4', label: ['leistung', 'nennleistung', 'kw', '/', 'drehzahl', 'in'] },
  { code: 'P.3', label: ['kraftstoffart', '/', 'energiequelle', 'oder'] },
  { code: '10', label: ['code', 'zu', 'p.3'] },
  { code: '14', label: ['emissionsklasse', 'nationale'] },
  { code: '14.1', label: ['code', 'zu', 'v.9/14'] },
  { code: 'V.9', label: ['eg-schadstoffklasse', 'schadstoffklasse'] },
  { code: 'F.1', label: ['techn.', 'zul.', 'gesamtmasse', 'kg'] },
  { code: 'G', label: ['masse', 'fahrbereit'] },
  { code: 'R', label: ['farbe'] },
  { code: 'S.1', label: ['sitzplätze'] },
  { code: 'T', label: ['höchstgeschw.', 'km/h', 'höchstgeschwindigkeit'] },
  { code: 'K', label: ['typgenehmigungsnr.', 'typgenehmigungsnummer'] },
  { code: '0', label: ['nr.', 'der', 'zb', 'teil', 'ii'] },
];

/** Label words too short or too common to identify a cell on their own. */
export const WEAK_WORDS = new Set([
  'zu',
  '2',
  'in',
  '/',
  'oder',
  'und',
  'des',
  'der',
  'art',
  'typ',
  'kw',
  'nr.',
  'zb',
  'ii',
  'code',
  'name',
  'datum',
  'schl',
  'herst',
  'kg',
  'zul.',
  'techn.',
  'masse',
  'cm3',
  'cm³',
]);
