// What a registration office prints into a Zulassungsbescheinigung Teil I, for the specimen-like
// generators (zb1-specimen-svg, zb1-specimen-html): a car type from the KBA key list (its HSN/TSN,
// make and trade name), and around it a holder, plate, VIN, dates, D.2 over up to three lines, long
// remarks (22) and electric cars without P.1. `print` maps each field code to its printed lines;
// `truth` is what the reader should answer, as the app's fields. Seeded through `t`.
import { inventVehicle } from './zb1-vehicles.mjs';

const ALNUM = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const pad = (n) => String(n).padStart(2, '0');

// Fuel words as offices print them in P.3, the fuel code (field 10) and the app's fuel type.
const FUELS = [
  { words: ['BENZIN'], code: '0001', fuelType: 'PETROL', weight: 8 },
  { words: ['DIESEL'], code: '0002', fuelType: 'DIESEL', weight: 6 },
  { words: ['ELEKTRO', 'ELEKTR.'], code: '0004', fuelType: 'ELECTRIC', weight: 4 },
  { words: ['HYBR.BENZ/E', 'BENZIN/ELEKTR'], code: '0031', fuelType: 'HYBRID_PETROL', weight: 3 },
  { words: ['HYBR.DIES/E', 'DIESEL/ELEKTR'], code: '0032', fuelType: 'HYBRID_DIESEL', weight: 1 },
  { words: ['BENZIN/LPG', 'BENZ/FLÜSSIGG.'], code: '0006', fuelType: 'LPG', weight: 1 },
  { words: ['BENZIN/ERDGAS', 'BENZ/CNG'], code: '0007', fuelType: 'CNG', weight: 1 },
];
// Body code (4), class and body in words (5, two lines), vehicle class (J), the app's bodywork.
const BODIES = [
  { code: 'AA', words: 'LIMOUSINE', j: 'M1', bodywork: 'LIMOUSINE' },
  { code: 'AB', words: 'SCHRÄGHECKLIMOUSINE', j: 'M1', bodywork: 'LIMOUSINE' },
  { code: 'AC', words: 'KOMBILIMOUSINE', j: 'M1', bodywork: 'KOMBI' },
  { code: 'AD', words: 'COUPE', j: 'M1', bodywork: 'SPORTWAGEN_COUPE' },
  { code: 'AE', words: 'CABRIO-LIMOUSINE', j: 'M1', bodywork: 'CABRIO_ROADSTER' },
  { code: 'AF', words: 'MEHRZWECKFAHRZEUG', j: 'M1', bodywork: 'VAN_MINIBUS' },
  { code: 'AF', words: 'GELÄNDEWAGEN', j: 'M1G', bodywork: 'GELAENDEWAGEN_PICKUP_SUV' },
];
// Phrases of remarks (22) as offices and type approvals word them; several are joined per paper.
const REMARKS = [
  'ZU 15.1 U. 15.2: AUCH 225/45R17 91W',
  'ZU 15.1 U. 15.2: AUCH 205/55R16 91V M+S',
  'MIT ANHÄNGERKUPPLUNG',
  'STANDGERÄUSCH 74 DB(A) BEI 3000 MIN-1',
  'FAHRGERÄUSCH 69 DB(A)',
  'FAHRZEUG ERFÜLLT DIE ANFORDERUNGEN DER STUFE EURO 6',
  'ZU 14: SCHADSTOFFARM NACH ANL. XXV',
  'BEI VERWENDUNG VON SCHNEEKETTEN GESCHW. MAX. 50 KM/H',
  'AUSNAHMEGENEHMIGUNG NACH § 70 STVZO',
  'EG-TYPGENEHMIGUNG, ÄNDERUNGEN BEACHTEN',
  'NUR MIT DEN EINGETRAGENEN REIFEN',
  'ZUL. ACHSLAST BEI ANHÄNGERBETRIEB HINTEN +60 KG',
  'RADIO/NAVI-EINBAU OHNE EINFLUSS',
  'ENERGIEEFFIZIENZKLASSE A',
  'STECKDOSE 230V NICHT IM FAHRBETRIEB',
  'HÖCHSTGESCHW. ELEKTRONISCH BEGRENZT',
];
const AUTHORITIES = ['LANDKREIS', 'STADT', 'LANDRATSAMT', 'KREISVERWALTUNG'];
const TOWNS = ['ESSEN', 'KÖLN', 'ULM', 'KIEL', 'BONN', 'GÖTTINGEN', 'LÜNEBURG', 'HAMM', 'PASSAU', 'TRIER', 'FÜRTH'];

/** Splits `text` into lines of at most `width` characters at spaces or slashes; a word longer than a line is cut. */
export function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width) line = next;
    else {
      if (line) lines.push(line);
      let rest = word;
      while (rest.length > width) {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** One vehicle of the key list as a specimen paper prints it, with the truth. */
export function inventSpecimenVehicle(t, base) {
  // The holder, plate, VIN and dates of the first generator's drawing, re-used; the rest is drawn here.
  const old = inventVehicle(t, base);
  const fuel = t.pick(FUELS.flatMap((f) => Array(f.weight).fill(f)));
  const body = t.pick(BODIES);
  const electric = fuel.fuelType === 'ELECTRIC';
  const power = electric ? t.int(60, 300) : t.int(44, 250);
  const capacity = electric
    ? null
    : t.pick([998, 999, 1197, 1395, 1398, 1498, 1499, 1598, 1968, 1984, 1995, 2143, 2487, 2993, 1332, 1461, 1560]);
  const first = old.truth.firstRegistered.split('-').map(Number);
  const firstPrinted = `${pad(first[2])}.${pad(first[1])}.${first[0]}`;
  const year = Math.min(2026, first[0] + t.int(0, 8));
  const thisRegistration = `${pad(t.int(1, 28))}.${pad(t.int(1, 12))}.${year}`;
  // D.2: type, variant, version, as long as real ones (versions of 20+ characters are common).
  const d2 = `${t.chars(ALNUM, t.int(2, 4))} / ${t.chars(ALNUM, t.int(5, 10))} / ${t.chars(ALNUM, t.int(8, 26))}`;
  const remarks = [];
  for (let n = t.int(1, 6); n > 0; n--) remarks.push(t.pick(REMARKS));
  // Electric cars may carry the E plate; the first generator drew its own fuel, so its E is dropped.
  const plainPlate = old.truth.licencePlate.replace(/E$/, '');
  const plate = electric && t.rnd() < 0.5 ? `${plainPlate}E` : plainPlate;
  const street = old.print['C.1.3'].split(', ');
  const truth = {
    hsn: base.hsn,
    tsn: base.tsn,
    vinCode: old.truth.vinCode,
    make: base.make,
    model: base.model,
    firstRegistered: old.truth.firstRegistered,
    power,
    ...(capacity ? { engineCapacity: capacity } : {}),
    fuelType: fuel.fuelType,
    bodywork: body.bodywork,
    licencePlate: plate,
  };
  const print = {
    A: [plate],
    B: [firstPrinted],
    I: [thisRegistration],
    'C.1.1': [old.print['C.1.1']],
    'C.1.2': [old.print['C.1.2']],
    'C.1.3': street,
    2.1: [base.hsn],
    2.2: [`${base.tsn}${t.chars(ALNUM, 5)}${t.int(0, 9)}`],
    J: [body.j],
    4: [body.code],
    E: [old.truth.vinCode],
    3: [String(t.int(0, 9))],
    'D.1': [base.make.toUpperCase()],
    'D.2': wrap(d2, 22),
    'D.3': wrap(base.model.toUpperCase(), 24),
    2: [base.manufacturer.slice(0, 24)],
    5: ['PKW', body.words],
    'V.9': [t.pick(['715/2007*2018/1832AP', '715/2007*692/2008W', '715/2007*566/2011J', '98/69/EG-B'])],
    14: [t.pick(['EURO 6', 'EURO 6D', 'EURO 5', 'EURO 6D-TEMP', 'EURO 4'])],
    'P.3': [t.pick(fuel.words)],
    10: [fuel.code],
    14.1: [t.pick(['36AP', '35AJ', '0451', '00AF', '36AG'])],
    'P.1': capacity ? [String(capacity)] : [],
    L: ['2'],
    9: ['1'],
    'P.2/P.4': [electric ? `${power}` : `${power} / ${t.int(40, 65) * 100}`],
    T: [String(t.int(150, 250))],
    18: [String(t.int(3600, 5100))],
    19: [String(t.int(1640, 1990))],
    20: [String(t.int(1380, 1900))],
    G: [String(t.int(1000, 2300))],
    12: [String(t.int(40, 80))],
    13: [String(t.int(60, 120))],
    'V.7': electric ? ['0'] : [String(t.int(95, 240))],
    'F.1': [String(t.int(1400, 2800))],
    'F.2': [String(t.int(1400, 2800))],
    7.1: [String(t.int(800, 1300))],
    7.2: [String(t.int(800, 1300))],
    8.1: [String(t.int(800, 1300))],
    8.2: [String(t.int(800, 1300))],
    'O.1': [String(t.int(1000, 2200))],
    'O.2': [String(t.int(600, 750))],
    'S.1': [String(t.pick([2, 4, 5, 5, 5, 7]))],
    15.1: [t.pick(['205/55R16 91V', '225/45R17 91W', '195/65R15 91T', '235/55R18 100V'])],
    15.2: [t.pick(['205/55R16 91V', '225/45R17 91W', '195/65R15 91T', '235/55R18 100V'])],
    R: [t.pick(['SCHWARZ', 'WEISS', 'GRAU', 'BLAU', 'ROT', 'SILBER', 'GRÜN', 'BRAUN'])],
    11: [t.pick(['1', '2', '5', '6', '9'])],
    K: [`e${t.int(1, 13)}*2007/46*${String(t.int(1, 9999)).padStart(4, '0')}*${pad(t.int(0, 30))}`],
    6: [`${pad(t.int(1, 28))}.${pad(t.int(1, 12))}.${first[0]}`],
    17: [t.pick(['E', 'F', 'G'])],
    22: wrap(remarks.join(' * '), 30).slice(0, 7),
    authority: [`${t.pick(AUTHORITIES)} ${t.pick(TOWNS)}`],
    number: [`${t.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${t.chars('0123456789', 7)}`],
  };
  return { truth, print };
}
