// The form photographed badly: rotation, perspective, uneven light and shadow, blur, sensor noise,
// JPEG, phone-photo frame sizes with the document not filling the frame, sometimes an EXIF
// orientation.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');

/** Solves the 8 unknowns of the homography mapping the 4 source corners onto the 4 destination corners. */
export function homography(src, dst) {
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
export async function photograph(t, doc, options) {
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

export const FRAMES = [
  { width: 4000, height: 3000 },
  { width: 3264, height: 2448 },
  { width: 2560, height: 1920 },
  { width: 2000, height: 1500 },
  { width: 1600, height: 1200 },
];
