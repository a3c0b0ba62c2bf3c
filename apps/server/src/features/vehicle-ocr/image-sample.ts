import type { Rgb } from './line-boxes';

// Bilinear sampling of an RGB raster, shared by the page's cut (page-lines.ts) and each line's cut
// for the recogniser (line-text.ts), so both interpolate and clamp at the edge the same way.

/**
 * A sampler of `image`: `at(x, y)` writes the colour at (x, y) in pixel coordinates (a pixel's
 * centre at +0.5) to `rgb` (0..255, unrounded), bilinear from the four nearest pixels, clamped
 * inside the raster. One `rgb` for all samples, so sampling a raster allocates nothing per pixel.
 */
export function bilinearSampler(image: Rgb): { rgb: Float64Array; at: (x: number, y: number) => void } {
  const { data, width, height } = image;
  const rgb = new Float64Array(3);
  const at = (x: number, y: number) => {
    const px = Math.min(Math.max(x - 0.5, 0), width - 1.001);
    const py = Math.min(Math.max(y - 0.5, 0), height - 1.001);
    const x0 = px | 0;
    const y0 = py | 0;
    const fx = px - x0;
    const fy = py - y0;
    const k = (y0 * width + x0) * 3;
    const below = k + width * 3;
    for (let c = 0; c < 3; c++) {
      rgb[c] =
        (data[k + c]! * (1 - fx) + data[k + 3 + c]! * fx) * (1 - fy) +
        (data[below + c]! * (1 - fx) + data[below + 3 + c]! * fx) * fy;
    }
  };
  return { rgb, at };
}
