// What a synthetic certificate prints: a car type from the KBA key list the app imports, and a
// holder, plate, VIN and dates invented around it; with the truth the reader should find. Seeded
// (mulberry32), so a set is the same on every run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { cleanTradeName, commonMakeName } from '../../packages/domain/src/make-names.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const KEY_LIST = process.env.KBA_DATA_FILE || path.join(root, 'apps/server/key-list/kba-fz6-2025-hsn-tsn.csv.gz');

export const tools = (rnd) => ({
  rnd,
  between: (lo, hi) => lo + rnd() * (hi - lo),
  int: (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1)),
  pick: (list) => list[Math.floor(rnd() * list.length)],
  chars: (alphabet, n) => Array.from({ length: n }, () => alphabet[Math.floor(rnd() * alphabet.length)]).join(''),
});

// Passenger-car manufacturers as the KBA names them, with a plausible world manufacturer id for the VIN.
const MANUFACTURERS = {
  'VOLKSWAGEN-VW': 'WVW',
  'BAYER.MOT.WERKE-BMW': 'WBA',
  'FORD (D)': 'WF0',
  'DAIMLER (D)': 'WDD',
  OPEL: 'W0L',
  'RENAULT (F)': 'VF1',
  'FIAT (I)': 'ZFA',
  AUDI: 'WAU',
  'PEUGEOT (F)': 'VF3',
  'CITROEN (F)': 'VF7',
  'VOLVO (S)': 'YV1',
  'MERCEDES-BENZ': 'WDD',
  'SEAT (E)': 'VSS',
  'SKODA (CZ)': 'TMB',
  'TOYOTA EUROPE (B)': 'SB1',
  PORSCHE: 'WP0',
  'MAZDA (J)': 'JMZ',
  'HYUNDAI MOTOR (ROK)': 'KMH',
  'HONDA MOTOR (J)': 'JHM',
  'SUZUKI (J)': 'JSA',
  'MITSUBISHI (J)': 'JMB',
};

function parseCsvLine(line) {
  const out = [];
  let field = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(field);
      field = '';
    } else field += ch;
  }
  out.push(field);
  return out;
}

/** Car types of the key list: each HSN/TSN once, with a trade name a certificate would print. */
export function loadVehicles() {
  const text = gunzipSync(readFileSync(KEY_LIST)).toString('utf8');
  const seen = new Set();
  const rows = [];
  for (const line of text.split(/\r?\n/)) {
    const [hsn, tsn, manufacturer, tradeName] = parseCsvLine(line);
    if (!/^\d{4}$/.test(hsn ?? '') || !/^[A-Z0-9]{3}$/.test(tsn ?? '')) continue;
    const key = `${hsn}${tsn}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!MANUFACTURERS[manufacturer]) continue;
    const make = commonMakeName(manufacturer);
    const model = cleanTradeName(tradeName, make);
    if (model.length < 2 || model.length > 22 || !/^[A-Z0-9][A-Z0-9 .\-/+]*$/.test(model)) continue;
    rows.push({ hsn, tsn, manufacturer, make, model });
  }
  return rows;
}

const DISTRICTS = [
  'B',
  'M',
  'HH',
  'K',
  'F',
  'S',
  'HB',
  'DO',
  'GE',
  'MZ',
  'WI',
  'KA',
  'LB',
  'BN',
  'DD',
  'L',
  'H',
  'N',
  'RE',
  'OS',
  'TÜ',
  'FR',
];
const STREETS = ['HAUPTSTR.', 'BAHNHOFSTR.', 'GARTENWEG', 'AM MARKT', 'LINDENALLEE', 'SCHULSTR.', 'BERGSTR.'];
const SURNAMES = ['MÜLLER', 'SCHMIDT', 'SCHNEIDER', 'FISCHER', 'WEBER', 'MEYER', 'WAGNER', 'BECKER', 'HOFFMANN', 'KOCH'];
const FIRST_NAMES = ['ANNA', 'PETER', 'JÖRG', 'SABINE', 'MICHAEL', 'KATRIN', 'STEFAN', 'ULRIKE', 'THOMAS', 'JULIA'];
const COLOURS = ['SCHWARZ', 'WEISS', 'GRAU', 'BLAU', 'ROT', 'SILBER', 'GRÜN', 'BRAUN'];
// Body code (field 4), its words in field 5, the class (J) and Kontor's bodywork code.
const BODIES = [
  { code: 'AA', words: 'LIMOUSINE', j: 'M1', bodywork: 'LIMOUSINE' },
  { code: 'AB', words: 'SCHRÄGHECKLIMOUSINE', j: 'M1', bodywork: 'LIMOUSINE' },
  { code: 'AC', words: 'KOMBILIMOUSINE', j: 'M1', bodywork: 'KOMBI' },
  { code: 'AD', words: 'COUPE', j: 'M1', bodywork: 'SPORTWAGEN_COUPE' },
  { code: 'AE', words: 'CABRIO-LIMOUSINE', j: 'M1', bodywork: 'CABRIO_ROADSTER' },
  { code: 'AF', words: 'MEHRZWECKFAHRZEUG', j: 'M1', bodywork: 'VAN_MINIBUS' },
  { code: 'AF', words: 'GELÄNDEWAGEN', j: 'M1G', bodywork: 'GELAENDEWAGEN_PICKUP_SUV' },
];
// Fuel words (P.3), the fuel code (10) and Kontor's fuel type.
const FUELS = [
  { words: 'BENZIN', code: '0001', fuelType: 'PETROL', weight: 5 },
  { words: 'DIESEL', code: '0002', fuelType: 'DIESEL', weight: 4 },
  { words: 'ELEKTRO', code: '0004', fuelType: 'ELECTRIC', weight: 1 },
  { words: 'HYBR BENZIN/E', code: '0031', fuelType: 'HYBRID_PETROL', weight: 1 },
  { words: 'HYBR DIESEL/E', code: '0032', fuelType: 'HYBRID_DIESEL', weight: 1 },
  { words: 'BENZIN/LPG', code: '0006', fuelType: 'LPG', weight: 1 },
  { words: 'BENZIN/ERDGAS', code: '0007', fuelType: 'CNG', weight: 1 },
];
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

export function inventVehicle(t, base) {
  const fuel = t.pick(FUELS.flatMap((f) => Array(f.weight).fill(f)));
  const body = t.pick(BODIES);
  const year = t.int(2006, 2024);
  const first = { y: year, m: t.int(1, 12), d: t.int(1, 28) };
  const pad = (n) => String(n).padStart(2, '0');
  const printed = (d) => `${pad(d.d)}.${pad(d.m)}.${d.y}`;
  const iso = (d) => `${d.y}-${pad(d.m)}-${pad(d.d)}`;
  const later = { y: Math.min(2025, year + t.int(0, 6)), m: t.int(1, 12), d: t.int(1, 28) };
  const electric = fuel.fuelType === 'ELECTRIC';
  const power = electric ? t.int(60, 300) : t.int(44, 250);
  const capacity = electric ? null : t.pick([998, 1197, 1395, 1498, 1598, 1968, 1995, 2143, 2487, 2993, 1332, 1461, 1560]);
  const vin =
    MANUFACTURERS[base.manufacturer] +
    t.chars(VIN_CHARS, 5) +
    t.chars('0123456789X', 1) +
    YEAR_CODES[(year - 2001) % 30] +
    t.chars(VIN_CHARS, 1) +
    t.chars('0123456789', 6);
  const district = t.pick(DISTRICTS);
  const plate = `${district}-${t.chars('ABCDEFGHJKLMNPRSTUVWXYZ', t.int(1, 2))} ${t.int(1, 9999)}${fuel.fuelType === 'ELECTRIC' && t.rnd() < 0.5 ? 'E' : ''}`;
  const brief = t.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2) + t.chars('0123456789', 7);
  const variant = t.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 5) + t.chars('0123456789', 1);
  return {
    truth: {
      hsn: base.hsn,
      tsn: base.tsn,
      vinCode: vin,
      make: base.make,
      model: base.model,
      firstRegistered: iso(first),
      power,
      ...(capacity ? { engineCapacity: capacity } : {}),
      fuelType: fuel.fuelType,
      bodywork: body.bodywork,
      licencePlate: plate,
      briefNumber: brief,
    },
    print: {
      A: plate,
      B: printed(first),
      I: printed(later),
      'C.1.1': t.pick(SURNAMES),
      'C.1.2': t.pick(FIRST_NAMES),
      'C.1.3': `${t.pick(STREETS)} ${t.int(1, 120)}, ${t.int(10000, 99999)} ${t.pick(['BERLIN', 'KÖLN', 'ESSEN', 'ULM', 'KIEL', 'BONN'])}`,
      2.1: base.hsn,
      2.2: `${base.tsn}${variant}`,
      J: body.j,
      4: body.code,
      3: String(t.int(0, 9)),
      E: vin,
      'D.1': base.make.toUpperCase(),
      'D.2': `${t.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 3)} / ${t.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 5)} / ${t.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 7)}`,
      'D.3': base.model.toUpperCase(),
      2: base.make.toUpperCase().slice(0, 12),
      5: `PKW ${body.words}`,
      'P.1': capacity ? String(capacity) : '-',
      'P.2/P.4': `${power} / ${electric ? '-' : t.int(40, 65) * 100}`,
      'P.3': fuel.words,
      10: fuel.code,
      14: t.pick(['EURO 6', 'EURO 6D', 'EURO 5', 'EURO 6D-TEMP', 'EURO 4']),
      14.1: t.pick(['35', '36', '0451', '00AF', '35AJ']),
      'V.9': t.pick(['715/2007*2018/1832AP', '715/2007*692/2008W', '98/69/EG-B']),
      'F.1': String(t.int(1400, 2600)),
      G: String(t.int(1000, 2100)),
      R: t.pick(COLOURS),
      'S.1': String(t.pick([2, 4, 5, 5, 5, 7])),
      T: String(t.int(150, 250)),
      0: brief,
      K: `e${t.int(1, 13)}*2007/46*${String(t.int(1, 9999)).padStart(4, '0')}*${pad(t.int(0, 30))}`,
    },
  };
}
