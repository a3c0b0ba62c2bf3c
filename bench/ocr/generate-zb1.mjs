// Synthetic registration certificates (Zulassungsbescheinigung Teil I) for the OCR bench and the
// OCR integration tests: a form like the real one (pale green security print, field codes with small
// labels, values printed in by the registration office with a small offset), photographed badly:
// rotation up to 8°, perspective, uneven light and shadow, blur, sensor noise, JPEG, phone-photo
// frame sizes with the document not filling the frame, sometimes an EXIF orientation. Seeded, so a
// run makes the same set every time; vehicles come from the KBA key list the app imports.
//
//   node bench/ocr/generate-zb1.mjs --out <folder> [--count 40] [--seed 14]
//   node bench/ocr/generate-zb1.mjs --fixtures   (the small images under the vehicle-ocr feature)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { cleanTradeName, commonMakeName } from '../../packages/domain/src/make-names.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');
const KEY_LIST = process.env.KBA_DATA_FILE || path.join(root, 'apps/server/key-list/kba-fz6-2025-hsn-tsn.csv.gz');
export const FIXTURES_DIR = path.join(root, 'apps/server/src/features/vehicle-ocr/fixtures');

/** mulberry32: small, fast and good enough to make the set reproducible. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const tools = (rnd) => ({
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
function loadVehicles() {
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

function inventVehicle(t, base) {
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

// The form: rows of cells (code, small label, value); x and label width in form units (2100 × 1000).
const LEFT = [
  [['A', 'Amtliches Kennzeichen', 330]],
  [
    ['B', 'Datum der Erstzulassung', 330],
    ['I', 'Datum dieser Zulassung', 250, 540],
  ],
  [['C.1.1', 'Name oder Firmenname', 330]],
  [['C.1.2', 'Vorname(n)', 330]],
  [['C.1.3', 'Anschrift', 330]],
  [
    ['2.1', 'zu 2 (Herst.-Schl.)', 330],
    ['2.2', 'zu D.2 (Typ-Schl.)', 210, 560],
  ],
  [
    ['J', 'Fahrzeugklasse', 250],
    ['4', 'Art des Aufbaus', 230, 420],
    ['3', 'Prüfziffer', 170, 780],
  ],
  [['E', 'Fahrzeug-Identifizierungsnr.', 330]],
  [['D.1', 'Marke', 330]],
  [['D.2', 'Typ / Variante / Version', 330]],
  [['D.3', 'Handelsbezeichnung(en)', 330]],
  [['2', 'Hersteller-Kurzbezeichnung', 330]],
  [['5', 'Fahrzeugklasse und Aufbau', 330]],
];
const RIGHT = [
  [['P.1', 'Hubraum in cm³', 330]],
  [['P.2/P.4', 'Leistung kW / Drehzahl', 330]],
  [
    ['P.3', 'Kraftstoffart / Energiequelle', 330],
    ['10', 'Code zu P.3', 170, 700],
  ],
  [
    ['14', 'Emissionsklasse', 330],
    ['14.1', 'Code zu V.9/14', 170, 700],
  ],
  [['V.9', 'EG-Schadstoffklasse', 330]],
  [
    ['F.1', 'Techn. zul. Gesamtmasse kg', 330],
    ['G', 'Masse fahrbereit', 170, 640],
  ],
  [
    ['R', 'Farbe', 330],
    ['S.1', 'Sitzplätze', 170, 640],
  ],
  [['T', 'Höchstgeschw. km/h', 330]],
  [['K', 'Typgenehmigungsnr.', 330]],
  [['0', 'Nr. der ZB Teil II', 330]],
];

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');

function formSvg(t, print, { width }) {
  const height = Math.round(width / 2.1);
  const valueFont = t.pick([
    "'DejaVu Sans Mono'",
    "'Liberation Mono'",
    "'DejaVu Sans'",
    "'Liberation Sans'",
    "'DejaVu Serif'",
    "'Liberation Serif'",
  ]);
  const labelFont = t.pick(["'Liberation Sans Narrow'", "'DejaVu Sans Condensed'", "'Liberation Sans'"]);
  const valueSize = t.between(25, 29);
  const ink = t.pick(['#151515', '#222', '#1c1c2a', '#303030']);
  const form = t.pick(['#e6f0e0', '#e9f2e6', '#eef3e4', '#e3eee2']);
  const print2 = t.pick(['#3f6b4a', '#44705a', '#4a6e46']);
  // The office's printer never hits the boxes exactly.
  const offset = { x: t.between(-10, 14), y: t.between(-6, 6) };
  const parts = [];
  // Guilloche: the security print behind everything.
  for (let i = 0; i < 26; i++) {
    const y0 = 40 + i * 36;
    const amp = t.between(6, 16);
    const period = t.between(90, 180);
    let d = `M 0 ${y0}`;
    for (let x = 0; x <= 2100; x += 30) d += ` L ${x} ${(y0 + amp * Math.sin((x / period) * Math.PI * 2 + i)).toFixed(1)}`;
    parts.push(`<path d="${d}" stroke="#c7dcc2" stroke-width="1.6" fill="none" opacity="0.8"/>`);
  }
  parts.push(`<rect x="18" y="18" width="2064" height="964" fill="none" stroke="${print2}" stroke-width="3"/>`);
  parts.push(`<line x1="1055" y1="95" x2="1055" y2="960" stroke="${print2}" stroke-width="1.5"/>`);
  parts.push(
    `<text x="40" y="62" font-family=${labelFont} font-size="30" font-weight="bold" fill="${print2}">Zulassungsbescheinigung Teil I (Fahrzeugschein)</text>`,
  );
  parts.push(`<text x="1380" y="62" font-family=${labelFont} font-size="24" fill="${print2}">Bundesrepublik Deutschland</text>`);
  parts.push(
    `<text x="1820" y="62" font-family=${labelFont} font-size="24" fill="#b03030">Nr. ${esc(t.chars('ABCDEFGHJK', 2))}${t.chars('0123456789', 7)}</text>`,
  );
  const column = (rows, x0) => {
    rows.forEach((cells, r) => {
      const y = 145 + r * 64;
      for (const [code, label, labelWidth, dx = 0] of cells) {
        const x = x0 + dx;
        parts.push(
          `<text x="${x}" y="${y}" font-family=${labelFont} font-size="20" font-weight="bold" fill="${print2}">${esc(code)}</text>`,
        );
        const codeWidth = code.length * 11 + 14;
        parts.push(
          `<text x="${x + codeWidth}" y="${y}" font-family=${labelFont} font-size="15" fill="${print2}">${esc(label)}</text>`,
        );
        parts.push(
          `<line x1="${x}" y1="${y + 16}" x2="${x + 980 - dx}" y2="${y + 16}" stroke="${print2}" stroke-width="0.8" opacity="0.5"/>`,
        );
        const value = print[code];
        if (value !== undefined)
          parts.push(
            `<text x="${(x + (dx ? labelWidth : labelWidth - 60) + offset.x).toFixed(1)}" y="${(y + offset.y).toFixed(1)}" font-family=${valueFont} font-size="${valueSize.toFixed(1)}" fill="${ink}">${esc(value)}</text>`,
          );
      }
    });
  };
  column(LEFT, 40);
  column(RIGHT, 1080);
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 2100 1000"><rect width="2100" height="1000" fill="${form}"/>${parts.join('')}</svg>`,
    height,
    fonts: { valueFont, labelFont },
  };
}

/** Solves the 8 unknowns of the homography mapping the 4 source corners onto the 4 destination corners. */
function homography(src, dst) {
  const a = [];
  const b = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = src[i];
    const [u, v] = dst[i];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
    [a[c], a[p]] = [a[p], a[c]];
    [b[c], b[p]] = [b[p], b[c]];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = a[r][c] / a[c][c];
      for (let k = c; k < 8; k++) a[r][k] -= f * a[c][k];
      b[r] -= f * b[c];
    }
  }
  return b.map((value, i) => value / a[i][i]).concat(1);
}

/** The photo: the document warped into a frame over a table, with light, shadow and noise. */
async function photograph(t, doc, options) {
  const { width: W, height: H } = options.frame;
  const { data: src, info } = await sharp(doc).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sw = info.width;
  const sh = info.height;
  const angle = (t.between(-options.maxAngle, options.maxAngle) * Math.PI) / 180;
  const cx = W / 2 + t.between(-0.06, 0.06) * W;
  const cy = H / 2 + t.between(-0.06, 0.06) * H;
  const persp = options.perspective;
  const corners = [
    [-sw / 2, -sh / 2],
    [sw / 2, -sh / 2],
    [sw / 2, sh / 2],
    [-sw / 2, sh / 2],
  ].map(([x, y]) => {
    const jx = x + t.between(-persp, persp) * sw;
    const jy = y + t.between(-persp, persp) * sh;
    return [cx + jx * Math.cos(angle) - jy * Math.sin(angle), cy + jx * Math.sin(angle) + jy * Math.cos(angle)];
  });
  // Maps frame pixels back into the document.
  const h = homography(corners, [
    [0, 0],
    [sw, 0],
    [sw, sh],
    [0, sh],
  ]);
  const table = t.pick([
    [92, 70, 52],
    [120, 118, 112],
    [60, 62, 70],
    [150, 120, 90],
    [40, 40, 42],
    [170, 165, 150],
  ]);
  const light = {
    gx: t.between(-0.35, 0.35),
    gy: t.between(-0.35, 0.35),
    sx: t.between(0, W),
    sy: t.between(0, H),
    sr: t.between(0.15, 0.45) * W,
    depth: t.between(0, options.shadow),
  };
  const noise = options.noise;
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const w = h[6] * x + h[7] * y + h[8];
      const u = (h[0] * x + h[1] * y + h[2]) / w;
      const v = (h[3] * x + h[4] * y + h[5]) / w;
      const o = (y * W + x) * 3;
      let r;
      let g;
      let bl;
      if (u >= 0 && v >= 0 && u < sw - 1 && v < sh - 1) {
        const x0 = u | 0;
        const y0 = v | 0;
        const fx = u - x0;
        const fy = v - y0;
        const i00 = (y0 * sw + x0) * 3;
        const i01 = i00 + 3;
        const i10 = i00 + sw * 3;
        const i11 = i10 + 3;
        const mix = (c) =>
          (src[i00 + c] * (1 - fx) + src[i01 + c] * fx) * (1 - fy) + (src[i10 + c] * (1 - fx) + src[i11 + c] * fx) * fy;
        r = mix(0);
        g = mix(1);
        bl = mix(2);
      } else {
        const grain = 12 * Math.sin(y * 0.05 + Math.sin(x * 0.004) * 3);
        r = table[0] + grain;
        g = table[1] + grain;
        bl = table[2] + grain;
      }
      const dx = x - light.sx;
      const dy = y - light.sy;
      const shade =
        (1 + light.gx * (x / W - 0.5) + light.gy * (y / H - 0.5)) *
        (1 - light.depth * Math.exp(-(dx * dx + dy * dy) / (light.sr * light.sr)));
      const n = noise * (t.rnd() + t.rnd() + t.rnd() - 1.5) * 2;
      out[o] = Math.max(0, Math.min(255, r * shade + n));
      out[o + 1] = Math.max(0, Math.min(255, g * shade + n));
      out[o + 2] = Math.max(0, Math.min(255, bl * shade + n));
    }
  }
  let image = sharp(out, { raw: { width: W, height: H, channels: 3 } });
  if (options.blur > 0.3) image = image.blur(options.blur);
  // Phones store the sensor's orientation and a tag; a viewer (and our reader) must turn it upright.
  if (options.exif) {
    const turned = await image.png().toBuffer();
    return sharp(turned).rotate(-90).jpeg({ quality: options.quality }).withMetadata({ orientation: 6 }).toBuffer();
  }
  return options.format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: options.quality }).toBuffer();
}

const FRAMES = [
  { width: 4000, height: 3000 },
  { width: 3264, height: 2448 },
  { width: 2560, height: 1920 },
  { width: 2000, height: 1500 },
  { width: 1600, height: 1200 },
];

/** One certificate photo and its truth. */
export async function makeCertificate(t, vehicles, overrides = {}) {
  const vehicle = inventVehicle(t, t.pick(vehicles));
  const frame = overrides.frame ?? t.pick(FRAMES);
  const fill = overrides.fill ?? t.between(0.62, 0.86);
  const width = Math.round(frame.width * fill);
  const { svg, fonts } = formSvg(t, vehicle.print, { width });
  const doc = await sharp(Buffer.from(svg)).png().toBuffer();
  const options = {
    frame,
    maxAngle: overrides.maxAngle ?? 8,
    perspective: overrides.perspective ?? t.between(0, 0.035),
    shadow: t.between(0, 0.45),
    noise: t.between(2, 14),
    blur: t.between(0, frame.width > 2500 ? 2.2 : 1.2),
    quality: overrides.quality ?? t.int(45, 92),
    exif: overrides.exif ?? t.rnd() < 0.2,
    format: overrides.format,
  };
  const image = await photograph(t, doc, options);
  return {
    image,
    truth: vehicle.truth,
    conditions: {
      ...fonts,
      frame: `${frame.width}x${frame.height}`,
      fill: +fill.toFixed(2),
      quality: options.quality,
      blur: +options.blur.toFixed(2),
      exif: options.exif,
    },
  };
}

/** Writes `count` photos and truth.json into `outDir`; answers the truth list. */
export async function generateSet({ outDir, count = 40, seed = 14 }) {
  mkdirSync(outDir, { recursive: true });
  const vehicles = loadVehicles();
  const list = [];
  for (let i = 0; i < count; i++) {
    const t = tools(random(seed * 1000 + i));
    const { image, truth, conditions } = await makeCertificate(t, vehicles);
    const file = `zb1-${String(i + 1).padStart(2, '0')}.jpg`;
    writeFileSync(path.join(outDir, file), image);
    list.push({ file, truth, conditions });
  }
  writeFileSync(path.join(outDir, 'truth.json'), `${JSON.stringify(list, null, 2)}\n`);
  return list;
}

/** The small committed images: a good photo, a rotated one, a blank page (no certificate). */
async function generateFixtures() {
  mkdirSync(FIXTURES_DIR, { recursive: true });
  const vehicles = loadVehicles();
  const small = { width: 1600, height: 1200 };
  const good = await makeCertificate(tools(random(101)), vehicles, {
    frame: small,
    fill: 0.9,
    maxAngle: 1,
    perspective: 0.005,
    quality: 55,
    exif: false,
  });
  const rotated = await makeCertificate(tools(random(202)), vehicles, {
    frame: small,
    fill: 0.88,
    maxAngle: 8,
    perspective: 0.02,
    quality: 70,
    exif: false,
  });
  writeFileSync(path.join(FIXTURES_DIR, 'zb1-good.jpg'), good.image);
  writeFileSync(path.join(FIXTURES_DIR, 'zb1-rotated.jpg'), rotated.image);
  const blank = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 246, g: 246, b: 242 } } })
    .jpeg({ quality: 70 })
    .toBuffer();
  writeFileSync(path.join(FIXTURES_DIR, 'blank-page.jpg'), blank);
  const truth = { 'zb1-good.jpg': good.truth, 'zb1-rotated.jpg': rotated.truth, 'blank-page.jpg': {} };
  writeFileSync(path.join(FIXTURES_DIR, 'truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  if (process.argv.includes('--fixtures')) await generateFixtures();
  else
    await generateSet({
      outDir: arg('out', path.join(tmpdir(), 'zb1')),
      count: Number(arg('count', 40)),
      seed: Number(arg('seed', 14)),
    });
}
