// How a drawn certificate page reaches the reader: a flat scan (200–300 dpi, a little skew, a
// scanner's margin, light noise, JPEG) or a phone photo under the conditions of a dealer's desk: the
// phone held up to 15° off the perpendicular (true perspective of a tilted plane), the document
// turned by any quarter turn plus up to ±10° (and sometimes stored sideways with an EXIF
// orientation), a shadow across it, glare, the folds of the sheet, slight blur, sensor noise, JPEG
// quality 55–92, frames of 1 280–4 000 px, a table or a hand with its thumb on the paper around it,
// the document filling 50–95 % of the frame. Either generator's page goes through the same stage.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { homography } from './zb1-photo.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');

const clamp = (v) => (v < 0 ? 0 : v > 255 ? 255 : v);

/**
 * Sensor noise: normal deviates from a table of 64 Ki drawn from `t`, picked by a xorshift seeded
 * from `t` (a seeded draw per pixel of a 12-megapixel frame would take seconds).
 */
function noiseSource(t) {
  const table = new Float32Array(65536);
  for (let i = 0; i < table.length; i++) table[i] = (t.rnd() + t.rnd() + t.rnd() - 1.5) * 2;
  let state = (t.rnd() * 0xffffffff) | 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return table[state & 0xffff];
  };
}

/** Samples the page at frame pixels: `corners` are where the page's corners land in the W × H frame. */
function warp({ src, sw, sh, W, H, corners, background, light }) {
  const h = homography(corners, [
    [0, 0],
    [sw, 0],
    [sw, sh],
    [0, sh],
  ]);
  const out = Buffer.alloc(W * H * 3);
  const rgb = [0, 0, 0];
  // Where the light and background functions are asked about: the frame pixel and its page
  // position (u, v as shares of the page; -1 off the page).
  const at = { x: 0, y: 0, u: -1, v: -1 };
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const w = h[6] * x + h[7] * y + h[8];
      const u = (h[0] * x + h[1] * y + h[2]) / w;
      const v = (h[3] * x + h[4] * y + h[5]) / w;
      const inside = u >= 0 && v >= 0 && u < sw - 1 && v < sh - 1;
      if (inside) {
        const x0 = u | 0;
        const y0 = v | 0;
        const fx = u - x0;
        const fy = v - y0;
        const i00 = (y0 * sw + x0) * 3;
        const i10 = i00 + sw * 3;
        for (let c = 0; c < 3; c++)
          rgb[c] =
            (src[i00 + c] * (1 - fx) + src[i00 + 3 + c] * fx) * (1 - fy) + (src[i10 + c] * (1 - fx) + src[i10 + 3 + c] * fx) * fy;
      }
      at.x = x;
      at.y = y;
      at.u = inside ? u / sw : -1;
      at.v = inside ? v / sh : -1;
      if (!inside) background(at, rgb);
      light(at, rgb);
      const o = (y * W + x) * 3;
      out[o] = clamp(rgb[0]);
      out[o + 1] = clamp(rgb[1]);
      out[o + 2] = clamp(rgb[2]);
    }
  }
  return out;
}

/** The page's RGB pixels; `page` is an encoded image or already `{ src, sw, sh }`. */
async function rawOf(page) {
  if (page.src) return page;
  const { data, info } = await sharp(page).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { src: data, sw: info.width, sh: info.height };
}

/** The page's pixel width a scan at `dpi` gives (the sheet is 210 mm wide). */
export const scanWidth = (dpi) => Math.round((210 / 25.4) * dpi);

/** A flat scan of `page` (a PNG drawn `scanWidth(dpi)` wide): margin, skew, noise, JPEG. */
export async function scan(t, page, { dpi }) {
  const { src, sw, sh } = await rawOf(page);
  const mm = dpi / 25.4;
  const left = t.between(0, 8) * mm;
  const top = t.between(0, 8) * mm;
  const W = Math.round(sw + left + t.between(2, 15) * mm);
  const H = Math.round(sh + top + t.between(2, 15) * mm);
  const angle = (t.between(-1.5, 1.5) * Math.PI) / 180;
  const corners = [
    [0, 0],
    [sw, 0],
    [sw, sh],
    [0, sh],
  ].map(([x, y]) => [left + x * Math.cos(angle) - y * Math.sin(angle), top + x * Math.sin(angle) + y * Math.cos(angle)]);
  const lid = t.int(232, 250);
  const gain = t.between(0.92, 1.04);
  const noise = t.between(0.5, 3);
  // The folds stand a little off the glass: a faint shadow along each.
  const crease = t.between(0.03, 0.1);
  const gauss = noiseSource(t);
  const out = warp({
    src,
    sw,
    sh,
    W,
    H,
    corners,
    background: (_at, rgb) => {
      rgb[0] = lid;
      rgb[1] = lid;
      rgb[2] = lid - 3;
    },
    light: ({ u }, rgb) => {
      let f = gain;
      if (u >= 0) {
        const d = Math.min(Math.abs(u - 1 / 3), Math.abs(u - 2 / 3)) * 210;
        f *= 1 - crease * Math.exp(-d * d * 2);
      }
      const n = noise * gauss();
      rgb[0] = rgb[0] * f + n;
      rgb[1] = rgb[1] * f + n;
      rgb[2] = rgb[2] * f + n;
    },
  });
  let image = sharp(out, { raw: { width: W, height: H, channels: 3 } });
  const blur = t.between(0, 0.7);
  if (blur > 0.3) image = image.blur(blur);
  const quality = t.int(70, 95);
  return {
    image: await image.jpeg({ quality }).toBuffer(),
    conditions: { kind: 'scan', dpi, size: `${W}x${H}`, skewDeg: +((angle * 180) / Math.PI).toFixed(2), quality },
  };
}

const FRAMES = [
  [1280, 960],
  [1600, 1200],
  [2016, 1512],
  [2560, 1920],
  [3264, 2448],
  [4000, 3000],
  [1920, 1080],
  [3840, 2160],
];
const TABLES = [
  [112, 78, 52],
  [150, 118, 84],
  [88, 90, 96],
  [60, 58, 56],
  [190, 186, 176],
  [128, 100, 70],
];
const SKIN = [
  [224, 172, 140],
  [198, 140, 106],
  [160, 108, 78],
  [236, 196, 170],
];

/** The phone's view: size, orientation, tilt, turn and fill; answers the frame and the page's corners in it. */
export function phoneGeometry(t) {
  let [W, H] = t.pick(FRAMES);
  if (t.rnd() < 0.35) [W, H] = [H, W];
  // The phone tilted by up to 15° about a random axis in the paper's plane, at a normal lens (f ≈ 0.9 × frame).
  const tilt = (t.between(0, 15) * Math.PI) / 180;
  const axis = t.between(0, Math.PI * 2);
  const turn = t.int(0, 3);
  const skew = t.between(-10, 10);
  const fill = t.between(0.5, 0.95);
  const ax = Math.cos(axis);
  const ay = Math.sin(axis);
  const project = ([x, y]) => {
    // Rotation by `tilt` about the axis (ax, ay, 0) (Rodrigues), paper 1 wide, camera 1.4 widths away.
    const c = Math.cos(tilt);
    const s = Math.sin(tilt);
    const dot = ax * x + ay * y;
    const px = x * c + ax * dot * (1 - c);
    const py = y * c + ay * dot * (1 - c);
    const pz = s * (ax * y - ay * x);
    const z = 1.4 + pz;
    return [(px / z) * 1.4, (py / z) * 1.4];
  };
  const angle = ((turn * 90 + skew) * Math.PI) / 180;
  let corners = [
    [-0.5, -0.25],
    [0.5, -0.25],
    [0.5, 0.25],
    [-0.5, 0.25],
  ]
    .map(project)
    .map(([x, y]) => [x * Math.cos(angle) - y * Math.sin(angle), x * Math.sin(angle) + y * Math.cos(angle)]);
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const bw = Math.max(...xs) - Math.min(...xs);
  const bh = Math.max(...ys) - Math.min(...ys);
  const scale = fill * Math.min(W / bw, H / bh);
  const room = { x: W - bw * scale, y: H - bh * scale };
  const ox = t.between(0.15, 0.85) * room.x - Math.min(...xs) * scale;
  const oy = t.between(0.15, 0.85) * room.y - Math.min(...ys) * scale;
  corners = corners.map(([x, y]) => [ox + x * scale, oy + y * scale]);
  const pageWidth = Math.max(Math.hypot(corners[1][0] - corners[0][0], corners[1][1] - corners[0][1]), 1);
  return {
    W,
    H,
    corners,
    pageWidth,
    conditions: {
      frame: `${W}x${H}`,
      tiltDeg: +((tilt * 180) / Math.PI).toFixed(1),
      turnDeg: turn * 90,
      skewDeg: +skew.toFixed(1),
      fill: +fill.toFixed(2),
    },
  };
}

/** A phone photo of `page` (a PNG) in the frame `geometry` gave: background, light, blur, noise, JPEG, EXIF. */
export async function phonePhoto(t, page, geometry) {
  const { src, sw, sh } = await rawOf(page);
  const { W, H, corners, pageWidth } = geometry;
  const hand = t.rnd() < 0.4;
  const table = t.pick(TABLES);
  const grainPeriod = t.between(0.01, 0.03);
  // A thumb holding the paper: an ellipse across one edge (left, right or bottom of the page).
  const edge = t.pick([
    [0, 3],
    [1, 2],
    [3, 2],
  ]);
  const along = t.between(0.3, 0.8);
  const a = corners[edge[0]];
  const b = corners[edge[1]];
  const centre = [a[0] + (b[0] - a[0]) * along, a[1] + (b[1] - a[1]) * along];
  const thumb = { x: centre[0], y: centre[1], rx: pageWidth * t.between(0.05, 0.075), ry: pageWidth * t.between(0.025, 0.035) };
  const thumbAngle = Math.atan2(b[1] - a[1], b[0] - a[0]) + Math.PI / 2 + t.between(-0.4, 0.4);
  const skin = t.pick(SKIN);
  // The rest of the hand, off the paper: a thick capsule from the thumb's root outward, away from
  // the page's middle, as a hand coming in from outside the frame.
  const mid = corners.reduce((m, c) => [m[0] + c[0] / 4, m[1] + c[1] / 4], [0, 0]);
  const away = Math.hypot(centre[0] - mid[0], centre[1] - mid[1]) || 1;
  const n = [(centre[0] - mid[0]) / away, (centre[1] - mid[1]) / away];
  const palm = {
    ax: centre[0] + n[0] * thumb.rx * 1.2,
    ay: centre[1] + n[1] * thumb.rx * 1.2,
    dx: n[0] * thumb.rx * 9,
    dy: n[1] * thumb.rx * 9,
    r: thumb.rx * t.between(1.6, 2.1),
  };
  const palmLength2 = palm.dx * palm.dx + palm.dy * palm.dy;
  const grey = t.int(40, 150);
  const room = [grey + t.int(-15, 25), grey + t.int(-15, 15), grey + t.int(-25, 10)];
  const light = {
    gx: t.between(-0.3, 0.3),
    gy: t.between(-0.3, 0.3),
    // A soft shadow (the phone's or the hand's) across part of the frame.
    shadowDir: t.between(0, Math.PI * 2),
    shadowAt: t.between(-0.3, 0.3),
    shadowSoft: t.between(0.02, 0.12),
    shadowDepth: t.between(0, 0.45),
    // Glare of a lamp on the paper's coat: toward white around a spot.
    glare: t.rnd() < 0.6 ? t.between(0.2, 0.7) : 0,
    gx0: t.between(0.2, 0.8) * W,
    gy0: t.between(0.2, 0.8) * H,
    gr: t.between(0.04, 0.12) * Math.max(W, H),
    panels: [t.between(0.94, 1.04), t.between(0.94, 1.04), t.between(0.94, 1.04)],
    noise: t.between(2, 7),
  };
  const gauss = noiseSource(t);
  const diag = Math.hypot(W, H);
  const cosA = Math.cos(thumbAngle);
  const sinA = Math.sin(thumbAngle);
  const out = warp({
    src,
    sw,
    sh,
    W,
    H,
    corners,
    background: ({ x, y }, rgb) => {
      if (hand) {
        const f = 0.6 + 0.4 * (y / H);
        rgb[0] = room[0] * f;
        rgb[1] = room[1] * f;
        rgb[2] = room[2] * f;
      } else {
        const grain =
          8 * Math.sin(y * grainPeriod + 3 * Math.sin(x * 0.002 + y * 0.001)) +
          4 * Math.sin(y * grainPeriod * 7.3 + x * 0.0007) +
          3 * Math.sin(x * 0.0011 + y * grainPeriod * 0.37);
        rgb[0] = table[0] + grain;
        rgb[1] = table[1] + grain;
        rgb[2] = table[2] + grain;
      }
    },
    light: ({ x, y, u }, rgb) => {
      if (hand) {
        const dx = x - thumb.x;
        const dy = y - thumb.y;
        const p = (dx * cosA + dy * sinA) / thumb.rx;
        const q = (-dx * sinA + dy * cosA) / thumb.ry;
        const r = p * p + q * q;
        const along = Math.max(0, Math.min(1, ((x - palm.ax) * palm.dx + (y - palm.ay) * palm.dy) / palmLength2));
        const ex = (x - palm.ax - along * palm.dx) / palm.r;
        const ey = (y - palm.ay - along * palm.dy) / palm.r;
        const inPalm = u < 0 && ex * ex + ey * ey < 1;
        if (r < 1 || inPalm) {
          const f = r >= 1 ? 0.7 + 0.3 * Math.sqrt(1 - ex * ex - ey * ey) : 0.75 + 0.25 * Math.sqrt(1 - r);
          rgb[0] = skin[0] * f;
          rgb[1] = skin[1] * f;
          rgb[2] = skin[2] * f;
        } else if (r < 1.5 && u >= 0) {
          // The thumb's own shadow on the paper.
          const f = 0.75 + 0.25 * ((r - 1) / 0.5);
          rgb[0] *= f;
          rgb[1] *= f;
          rgb[2] *= f;
        }
      }
      let f = 1 + light.gx * (x / W - 0.5) + light.gy * (y / H - 0.5);
      const s = ((x - W / 2) * Math.cos(light.shadowDir) + (y - H / 2) * Math.sin(light.shadowDir)) / diag - light.shadowAt;
      f *= 1 - light.shadowDepth / (1 + Math.exp(-s / light.shadowSoft));
      if (u >= 0) {
        const panel = u < 1 / 3 ? 0 : u < 2 / 3 ? 1 : 2;
        f *= light.panels[panel];
        const d = Math.min(Math.abs(u - 1 / 3), Math.abs(u - 2 / 3)) * 210;
        f *= 1 - 0.08 * Math.exp(-d * d * 1.5);
      }
      const vx = x / W - 0.5;
      const vy = y / H - 0.5;
      f *= 1 - 0.35 * (vx * vx + vy * vy);
      let g = 0;
      if (light.glare > 0) {
        const gx = x - light.gx0;
        const gy = y - light.gy0;
        g = light.glare * Math.exp(-(gx * gx + gy * gy) / (light.gr * light.gr));
      }
      const n = light.noise * gauss();
      for (let c = 0; c < 3; c++) {
        const lit = rgb[c] * f;
        rgb[c] = lit + (255 - lit) * g + n;
      }
    },
  });
  let image = sharp(out, { raw: { width: W, height: H, channels: 3 } });
  const blur = t.between(0.3, 1.3) * Math.max(1, Math.max(W, H) / 2600);
  if (blur > 0.3) image = image.blur(blur);
  const quality = t.int(55, 92);
  // Some phones store the sensor's pixels as they came and only tag how to turn them upright.
  const exif = t.rnd() < 0.3 ? t.pick([6, 8, 3]) : 1;
  const stored = { 6: -90, 8: 90, 3: 180 }[exif];
  if (stored) {
    const upright = await image.png({ compressionLevel: 1 }).toBuffer();
    image = sharp(upright).rotate(stored);
  }
  const jpeg = await image
    .jpeg({ quality })
    .withMetadata(exif !== 1 ? { orientation: exif } : {})
    .toBuffer();
  return {
    image: jpeg,
    conditions: {
      kind: 'phone',
      ...geometry.conditions,
      around: hand ? 'hand' : 'table',
      shadow: +light.shadowDepth.toFixed(2),
      glare: +light.glare.toFixed(2),
      blur: +blur.toFixed(2),
      quality,
      exifOrientation: exif,
    },
  };
}
