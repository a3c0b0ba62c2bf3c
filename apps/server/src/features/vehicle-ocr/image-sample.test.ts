import { describe, expect, it } from 'vitest';
import { bilinearSampler } from './image-sample';

// A 2 × 2 raster: black, white / red, blue.
const image = { data: Uint8Array.from([0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0, 255]), width: 2, height: 2 };
const at = (x: number, y: number) => {
  const { rgb, at: sample } = bilinearSampler(image);
  sample(x, y);
  return [...rgb];
};
// The last row and column are read a thousandth short of their centre (the clamp keeps the right
// and lower neighbours inside the raster): their colour comes within one step of 255.
const near = (actual: number[], expected: number[]) =>
  actual.forEach((v, c) => expect(Math.abs(v - expected[c]!)).toBeLessThan(1));

describe('bilinear sampling', () => {
  it('gives a pixel its own colour at its centre', () => {
    near(at(0.5, 0.5), [0, 0, 0]);
    near(at(1.5, 1.5), [0, 0, 255]);
    near(at(0.5, 1.5), [255, 0, 0]);
  });

  it('mixes the neighbours in proportion to the distance', () => {
    near(at(1, 0.5), [127.5, 127.5, 127.5]);
    near(at(1, 1), [127.5, 63.75, 127.5]);
  });

  it('holds the edge colour outside the raster', () => {
    near(at(-5, 0.5), [0, 0, 0]);
    near(at(0.5, 9), [255, 0, 0]);
  });
});
