import { describe, expect, it } from 'vitest';
import { crc32, createZip } from './zip';

const text = (value: string) => new TextEncoder().encode(value);

describe('crc32', () => {
  it('matches the published check values', () => {
    expect(crc32(text('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
    expect(crc32(text('The quick brown fox jumps over the lazy dog'))).toBe(0x414fa339);
  });
});

describe('createZip', () => {
  const modified = new Date(2026, 10, 23, 14, 35, 18); // 23 Nov 2026, 14:35:18 local time
  const time = (14 << 11) | (35 << 5) | 9;
  const date = ((2026 - 1980) << 9) | (11 << 5) | 23;

  it('writes local headers, the central directory and the end record byte for byte', () => {
    const a = text('%PDF-1.7 a');
    const b = text('bb');
    const zip = createZip([
      { name: 'Rechnung.pdf', data: a, modified },
      { name: 'Kaufvertrag – Müller.pdf', data: b, modified },
    ]);
    const view = new DataView(zip.buffer);
    const nameB = text('Kaufvertrag – Müller.pdf');

    // First local header.
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    expect(view.getUint16(4, true)).toBe(20);
    expect(view.getUint16(6, true)).toBe(0x0800);
    expect(view.getUint16(8, true)).toBe(0);
    expect(view.getUint16(10, true)).toBe(time);
    expect(view.getUint16(12, true)).toBe(date);
    expect(view.getUint32(14, true)).toBe(crc32(a));
    expect(view.getUint32(18, true)).toBe(a.length);
    expect(view.getUint32(22, true)).toBe(a.length);
    expect(view.getUint16(26, true)).toBe(12);
    expect(view.getUint16(28, true)).toBe(0);
    expect(new TextDecoder().decode(zip.slice(30, 42))).toBe('Rechnung.pdf');
    expect(Array.from(zip.slice(42, 42 + a.length))).toEqual(Array.from(a));

    // Second local header, with its UTF-8 name.
    const second = 42 + a.length;
    expect(view.getUint32(second, true)).toBe(0x04034b50);
    expect(view.getUint32(second + 14, true)).toBe(crc32(b));
    expect(view.getUint16(second + 26, true)).toBe(nameB.length);
    expect(new TextDecoder().decode(zip.slice(second + 30, second + 30 + nameB.length))).toBe('Kaufvertrag – Müller.pdf');

    // Central directory: one entry per file, pointing back at its local header.
    const central = second + 30 + nameB.length + b.length;
    expect(view.getUint32(central, true)).toBe(0x02014b50);
    expect(view.getUint16(central + 10, true)).toBe(0);
    expect(view.getUint32(central + 16, true)).toBe(crc32(a));
    expect(view.getUint32(central + 20, true)).toBe(a.length);
    expect(view.getUint16(central + 28, true)).toBe(12);
    expect(view.getUint32(central + 42, true)).toBe(0);
    const centralB = central + 46 + 12;
    expect(view.getUint32(centralB, true)).toBe(0x02014b50);
    expect(view.getUint32(centralB + 42, true)).toBe(second);
    expect(new TextDecoder().decode(zip.slice(centralB + 46, centralB + 46 + nameB.length))).toBe('Kaufvertrag – Müller.pdf');

    // End record: counts, the directory's size and where it starts; nothing after it.
    const end = centralB + 46 + nameB.length;
    expect(zip.length).toBe(end + 22);
    expect(view.getUint32(end, true)).toBe(0x06054b50);
    expect(view.getUint16(end + 8, true)).toBe(2);
    expect(view.getUint16(end + 10, true)).toBe(2);
    expect(view.getUint32(end + 12, true)).toBe(end - central);
    expect(view.getUint32(end + 16, true)).toBe(central);
    expect(view.getUint16(end + 20, true)).toBe(0);
  });

  it('is only the end record for no files', () => {
    const zip = createZip([]);
    expect(Array.from(zip)).toEqual([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
  });
});
