import sharp from 'sharp';
import { findDocument, type Gray, type ImageInput, largestPiece, otsu, uprightGray } from './image-preprocess';

// The photographed certificate as a flat form: the paper's four edges are found on a small copy,
// and a homography maps form units (the certificate is 2100 × 1000 of them) to pixels of the
// upright full-size photo, so a box of the form can be cut straight out of the full-size photo
// (rotation and the perspective of a hand-held phone gone). page-find.ts shares the homography;
// bench/ocr/engine-compare.mjs cuts the whole form this way to compare OCR engines on it.

export const FORM = { width: 2100, height: 1000 };
/** The width the analysis copy is scaled to: enough to find the paper's edges within a few form units. */
const ANALYSIS_SIZE = 1000;
/** The paper's aspect ratio (width / height); a found outline far from it is not the certificate. */
const ASPECT = FORM.width / FORM.height;

export type Point = [number, number];

export type Page = {
  /** The upright photo in gray, full size. */
  gray: Gray;
  /** Form units → photo pixels; null when no certificate-shaped paper was found. */
  toPhoto: ((x: number, y: number) => Point) | null;
  /** Nothing printed at all (an empty page, a wall): answered without reading. */
  blank: boolean;
};

/** Solves the 8 unknowns of the homography mapping the 4 `from` corners onto the 4 `to` corners. */
export function homography(from: Point[], to: Point[]): number[] {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r;
    [a[c], a[p]] = [a[p]!, a[c]!];
    [b[c], b[p]] = [b[p]!, b[c]!];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / a[c]![c]!;
      for (let k = c; k < 8; k++) a[r]![k]! -= f * a[c]![k]!;
      b[r]! -= f * b[c]!;
    }
  }
  return b.map((value, i) => value / a[i]![i]!);
}

type Line = { point: Point; direction: Point };

/** The straight line through points (total least squares), or null when there are too few. */
function fitLine(points: Point[]): Line | null {
  if (points.length < 12) return null;
  let mx = 0;
  let my = 0;
  for (const [x, y] of points) {
    mx += x;
    my += y;
  }
  mx /= points.length;
  my /= points.length;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const [x, y] of points) {
    sxx += (x - mx) ** 2;
    sxy += (x - mx) * (y - my);
    syy += (y - my) ** 2;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  return { point: [mx, my], direction: [Math.cos(angle), Math.sin(angle)] };
}

function intersect(a: Line, b: Line): Point | null {
  const det = a.direction[0] * b.direction[1] - a.direction[1] * b.direction[0];
  if (Math.abs(det) < 1e-6) return null;
  const dx = b.point[0] - a.point[0];
  const dy = b.point[1] - a.point[1];
  const t = (dx * b.direction[1] - dy * b.direction[0]) / det;
  return [a.point[0] + t * a.direction[0], a.point[1] + t * a.direction[1]];
}

/** The pixels outside `mask` that the frame's border reaches without crossing it (4-connected). */
function exterior(mask: Uint8Array, width: number, height: number): Uint8Array {
  const outside = new Uint8Array(width * height);
  const stack: number[] = [];
  const visit = (p: number) => {
    if (!mask[p] && !outside[p]) {
      outside[p] = 1;
      stack.push(p);
    }
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  while (stack.length > 0) {
    const p = stack.pop()!;
    const x = p % width;
    if (x > 0) visit(p - 1);
    if (x < width - 1) visit(p + 1);
    if (p >= width) visit(p - width);
    if (p + width < width * height) visit(p + width);
  }
  return outside;
}

/**
 * The mask's outer boundary: its pixels beside the background that reaches the frame's border.
 * The holes the print leaves in the mask (the title, a dark line of text near the edge) are not
 * part of it, or an edge would be fitted to the print instead of the paper's edge.
 */
function outerOutline(pixels: number[], width: number, height: number): Point[] {
  const inMask = new Uint8Array(width * height);
  for (const p of pixels) inMask[p] = 1;
  const outside = exterior(inMask, width, height);
  const outline: Point[] = [];
  for (const p of pixels) {
    const x = p % width;
    const y = (p - x) / width;
    const border = x === 0 || y === 0 || x === width - 1 || y === height - 1;
    if (border || outside[p - 1] || outside[p + 1] || outside[p - width] || outside[p + width]) outline.push([x, y]);
  }
  return outline;
}

/**
 * The paper's corners (top left, top right, bottom right, bottom left): first the outline's extreme
 * points, then each corner as the meeting point of straight lines fitted to the middle of the two
 * edges beside it (the blurred mask rounds the corners themselves off).
 */
function cornersOf(pixels: number[], width: number, height: number): Point[] {
  const outline = outerOutline(pixels, width, height);
  const extreme = (score: (point: Point) => number) =>
    outline.reduce((best, point) => (score(point) > score(best) ? point : best));
  const rough = [extreme(([x, y]) => -x - y), extreme(([x, y]) => x - y), extreme(([x, y]) => x + y), extreme(([x, y]) => y - x)];
  const edges = rough.map((from, i) => {
    const to = rough[(i + 1) % 4]!;
    const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
    const ux = (to[0] - from[0]) / length;
    const uy = (to[1] - from[1]) / length;
    const near = outline.filter(([x, y]) => {
      const along = (x - from[0]) * ux + (y - from[1]) * uy;
      const across = Math.abs((x - from[0]) * uy - (y - from[1]) * ux);
      return along > 0.12 * length && along < 0.88 * length && across < Math.max(4, 0.03 * length);
    });
    return fitLine(near);
  });
  return rough.map((corner, i) => {
    const before = edges[(i + 3) % 4];
    const after = edges[i];
    const meet = before && after ? intersect(before, after) : null;
    // A meeting point far from the rough corner means an edge was fitted to something else.
    return meet && Math.hypot(meet[0] - corner[0], meet[1] - corner[1]) < 25 ? meet : corner;
  });
}

/**
 * True when the quadrilateral can be the certificate: its proportions, opposite sides about as long
 * as each other (a hand-held photo tilts the paper only a little), inside the frame, and filled by
 * the region (one that ran into a bright table around the paper is not).
 */
function certificateShaped(corners: Point[], region: { size: number; width: number; height: number; aspect?: number }): boolean {
  const side = (i: number) => Math.hypot(corners[(i + 1) % 4]![0] - corners[i]![0], corners[(i + 1) % 4]![1] - corners[i]![1]);
  const aspect = (side(0) + side(2)) / (side(1) + side(3));
  const even = (a: number, b: number) => a / b > 0.8 && a / b < 1.25;
  const inside = corners.every(([x, y]) => x > 1 && y > 1 && x < region.width - 2 && y < region.height - 2);
  let area = 0;
  for (let i = 0; i < 4; i++) area += corners[i]![0] * corners[(i + 1) % 4]![1] - corners[(i + 1) % 4]![0] * corners[i]![1];
  const filled = region.size / Math.max(1, Math.abs(area) / 2);
  const expected = region.aspect ?? ASPECT;
  return (
    aspect > expected * 0.8 &&
    aspect < expected * 1.25 &&
    even(side(0), side(2)) &&
    even(side(1), side(3)) &&
    inside &&
    filled > 0.9 &&
    filled < 1.1
  );
}

/** Thresholds tried above Otsu's when the light is uneven: a step of the gray levels at a time. */
const THRESHOLD_STEP = 6;

/**
 * The paper's corners on the blurred analysis copy. Otsu's threshold first; when the region it
 * gives is no certificate (a bright table or light stripes joined it), ever brighter thresholds,
 * until the paper stands alone or nothing is left.
 */
function paperCorners(melted: Gray): Point[] | null {
  const first = otsu(melted.data);
  for (let threshold = first; threshold < 250; threshold += THRESHOLD_STEP) {
    const document = findDocument(melted, threshold);
    if (!document) return null;
    const corners = cornersOf(document.pixels, melted.width, melted.height);
    if (certificateShaped(corners, { size: document.pixels.length, width: melted.width, height: melted.height })) return corners;
  }
  return null;
}

/** The form's printed border (its outer edge, in form units), which encloses everything printed on it. */
const BORDER = { x0: 16.5, y0: 16.5, x1: 2083.5, y1: 983.5 };

/**
 * The printed border's corners, from the print rather than the paper: where the light is so uneven
 * that part of the paper is darker than the table beside it, no brightness parts the two, but the
 * print (pixels darker than their surroundings) still draws the form's border around all of it.
 * The print is thickened by a pixel to close gaps in the border, the background is what the frame's
 * edges reach without crossing print, and the rest is the form.
 */
function borderCorners(small: Gray, blurred: Uint8Array): Point[] | null {
  const { width, height, data } = small;
  const ink = new Uint8Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (data[i]! < blurred[i]! * 0.85) for (let dy = -1; dy <= 1; dy++) ink.fill(1, i + dy * width - 1, i + dy * width + 2);
    }
  }
  // The form is the largest piece the background does not reach; print specks on the table enclose
  // small pieces of their own.
  const outside = exterior(ink, width, height);
  const form = largestPiece(outside, width);
  if (form.length < 0.05 * width * height) return null;
  const corners = cornersOf(form, width, height);
  return certificateShaped(corners, {
    size: form.length,
    width,
    height,
    aspect: (BORDER.x1 - BORDER.x0) / (BORDER.y1 - BORDER.y0),
  })
    ? corners
    : null;
}

/**
 * Share of the analysis copy that is clearly darker than its surroundings (print, text), against
 * the blurred copy: a page filling half the frame over a darker table must not count as blank
 * because the table sets what "paper" is, and smooth shadows and grain are no print.
 */
function inkShare(sharpCopy: Uint8Array, blurred: Uint8Array): number {
  let dark = 0;
  for (let i = 0; i < sharpCopy.length; i++) if (sharpCopy[i]! < blurred[i]! * 0.8) dark++;
  return dark / Math.max(1, sharpCopy.length);
}

/** How far (analysis pixels) each edge of the paper is searched for across its first guess. */
const EDGE_SEARCH = 14;

/**
 * The corners made exact on the sharp analysis copy: along each edge of the first guess, the
 * strongest step from bright (paper) inside to darker outside is looked for across it, a line
 * fitted to those steps (twice, the outliers dropped), and the corners put where the lines meet.
 * A threshold's region shrinks or swells with uneven light; the paper's edge stays a step.
 */
function refineCorners(corners: Point[], image: Gray): Point[] {
  const { data, width, height } = image;
  const at = (x: number, y: number) =>
    data[Math.min(height - 1, Math.max(0, Math.round(y))) * width + Math.min(width - 1, Math.max(0, Math.round(x)))]!;
  const lines = corners.map((from, i) => {
    const to = corners[(i + 1) % 4]!;
    const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
    const [ux, uy] = [(to[0] - from[0]) / length, (to[1] - from[1]) / length];
    const [nx, ny] = [uy, -ux]; // outward: the corners go clockwise
    const steps: Point[] = [];
    for (let t = 0.1; t <= 0.9; t += 0.02) {
      const [px, py] = [from[0] + t * (to[0] - from[0]), from[1] + t * (to[1] - from[1])];
      let best = 0;
      let bestStep = 0;
      for (let d = -EDGE_SEARCH; d <= EDGE_SEARCH; d++) {
        // Means over a few pixels each side: a printed rule near the edge is thin, the table is not.
        let step = 0;
        for (let k = 2; k <= 6; k++)
          step += (at(px + (d - k) * nx, py + (d - k) * ny) - at(px + (d + k) * nx, py + (d + k) * ny)) / 5;
        if (step > bestStep) {
          bestStep = step;
          best = d;
        }
      }
      if (bestStep > 12) steps.push([px + best * nx, py + best * ny]);
    }
    let line = fitLine(steps);
    if (!line) return null;
    const near = steps.filter(
      ([x, y]) => Math.abs((x - line!.point[0]) * line!.direction[1] - (y - line!.point[1]) * line!.direction[0]) < 2,
    );
    line = fitLine(near) ?? line;
    return line;
  });
  return corners.map((corner, i) => {
    const before = lines[(i + 3) % 4];
    const after = lines[i];
    const meet = before && after ? intersect(before, after) : null;
    return meet && Math.hypot(meet[0] - corner[0], meet[1] - corner[1]) < 2 * EDGE_SEARCH ? meet : corner;
  });
}

export async function locatePage(input: ImageInput): Promise<Page> {
  const gray = await uprightGray(input);
  const { data } = gray;
  const scale = Math.min(1, ANALYSIS_SIZE / Math.max(gray.width, gray.height));
  const smallWidth = Math.max(1, Math.round(gray.width * scale));
  const smallHeight = Math.max(1, Math.round(gray.height * scale));
  const small = await sharp(data, { raw: { width: gray.width, height: gray.height, channels: 1 } })
    .resize(smallWidth, smallHeight)
    .grayscale()
    .raw()
    .toBuffer();
  // Blurred until text and rules melt into the paper, so the paper is one bright region.
  const melted = await sharp(small, { raw: { width: smallWidth, height: smallHeight, channels: 1 } })
    .blur(3)
    .grayscale()
    .raw()
    .toBuffer();
  if (inkShare(small, melted) < 0.002) return { gray, toPhoto: null, blank: true };
  const analysis = { data: small, width: smallWidth, height: smallHeight };
  // The printed border where it is found whole; else the paper's edges.
  const border = borderCorners(analysis, melted);
  const paper = border ? null : paperCorners({ data: melted, width: smallWidth, height: smallHeight });
  if (!paper && !border) return { gray, toPhoto: null, blank: false };
  const corners = paper ? refineCorners(paper, analysis) : border!;
  // The border's outline lies half a pixel outside its print, plus the pixel it was thickened by.
  const outset = paper
    ? 0
    : (1.5 * (BORDER.x1 - BORDER.x0)) / Math.hypot(corners[1]![0] - corners[0]![0], corners[1]![1] - corners[0]![1]);
  const edge = paper
    ? { x0: 0, y0: 0, x1: FORM.width, y1: FORM.height }
    : { x0: BORDER.x0 - outset, y0: BORDER.y0 - outset, x1: BORDER.x1 + outset, y1: BORDER.y1 + outset };
  const sx = gray.width / smallWidth;
  const sy = gray.height / smallHeight;
  const photoCorners = corners.map(([x, y]): Point => [(x + 0.5) * sx - 0.5, (y + 0.5) * sy - 0.5]);
  const h = homography(
    [
      [edge.x0, edge.y0],
      [edge.x1, edge.y0],
      [edge.x1, edge.y1],
      [edge.x0, edge.y1],
    ],
    photoCorners,
  );
  const toPhoto = (x: number, y: number): Point => {
    const w = h[6]! * x + h[7]! * y + 1;
    return [(h[0]! * x + h[1]! * y + h[2]!) / w, (h[3]! * x + h[4]! * y + h[5]!) / w];
  };
  return { gray, toPhoto, blank: false };
}

export type FormBox = { x0: number; y0: number; x1: number; y1: number };

/**
 * One box of the form, cut from the photo straight and `perUnit` pixels per form unit, with its
 * contrast stretched (ink black, paper white): raw gray pixels.
 */
export function cutBox(page: Page, box: FormBox, perUnit: number): Gray {
  const { gray, toPhoto } = page;
  if (!toPhoto) throw new Error('no page outline');
  const width = Math.max(1, Math.round((box.x1 - box.x0) * perUnit));
  const height = Math.max(1, Math.round((box.y1 - box.y0) * perUnit));
  const out = new Uint8Array(width * height);
  const src = gray.data;
  const sw = gray.width;
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < width; i++) {
      const [u, v] = toPhoto(box.x0 + (i + 0.5) / perUnit, box.y0 + (j + 0.5) / perUnit);
      const x = Math.min(Math.max(u, 0), sw - 1.001);
      const y = Math.min(Math.max(v, 0), gray.height - 1.001);
      const x0 = x | 0;
      const y0 = y | 0;
      const fx = x - x0;
      const fy = y - y0;
      const k = y0 * sw + x0;
      out[j * width + i] =
        (src[k]! * (1 - fx) + src[k + 1]! * fx) * (1 - fy) + (src[k + sw]! * (1 - fx) + src[k + sw + 1]! * fx) * fy;
    }
  }
  stretch(out);
  return { data: out, width, height };
}

/** Ink to black and paper to white: the darkest and the paper's (upper) levels become 0 and 255. */
function stretch(data: Uint8Array): void {
  const histogram = new Array<number>(256).fill(0);
  for (const value of data) histogram[value]!++;
  const level = (share: number) => {
    let seen = 0;
    for (let i = 0; i < 256; i++) {
      seen += histogram[i]!;
      if (seen >= share * data.length) return i;
    }
    return 255;
  };
  const low = level(0.005);
  const high = level(0.8);
  if (high - low < 8) return;
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, Math.round(((data[i]! - low) * 255) / (high - low))));
}
