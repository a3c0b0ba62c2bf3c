// sharp (libvips) does not read BMP, which some scanners still write. Scanners write the plain
// kinds: uncompressed 24-bit, or 32-bit (BI_RGB or BI_BITFIELDS with the usual masks); 8-bit
// palette images are read as well. Anything else is refused as not an image.

export type RawImage = { raw: Buffer; width: number; height: number; channels: 3 };

export function isBmp(data: Buffer): boolean {
  return data.length > 54 && data[0] === 0x42 && data[1] === 0x4d;
}

export function decodeBmp(data: Buffer): RawImage {
  if (!isBmp(data)) throw new Error('not a BMP file');
  const pixelOffset = data.readUInt32LE(10);
  const headerSize = data.readUInt32LE(14);
  if (headerSize < 40) throw new Error('unsupported BMP header');
  const width = data.readInt32LE(18);
  const signedHeight = data.readInt32LE(22);
  const bits = data.readUInt16LE(28);
  const compression = data.readUInt32LE(30);
  const height = Math.abs(signedHeight);
  const topDown = signedHeight < 0;
  if (width <= 0 || height <= 0 || width * height > 100_000_000) throw new Error('BMP size out of range');
  if (!(compression === 0 || (compression === 3 && bits === 32))) throw new Error('compressed BMP');
  if (![8, 24, 32].includes(bits)) throw new Error(`unsupported BMP depth ${bits}`);
  const stride = Math.ceil((width * bits) / 32) * 4;
  if (pixelOffset + stride * height > data.length) throw new Error('truncated BMP');
  let palette: Buffer | null = null;
  if (bits === 8) {
    const colours = data.readUInt32LE(46) || 256;
    palette = data.subarray(14 + headerSize, 14 + headerSize + colours * 4);
  }
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const row = pixelOffset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      let p = row + x * (bits / 8);
      if (palette) p = data[p]! * 4;
      const source = palette ?? data;
      // BMP stores blue, green, red.
      out[o] = source[p + 2] ?? 0;
      out[o + 1] = source[p + 1] ?? 0;
      out[o + 2] = source[p] ?? 0;
    }
  }
  return { raw: out, width, height, channels: 3 };
}
