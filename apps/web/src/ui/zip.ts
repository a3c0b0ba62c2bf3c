// A ZIP archive of stored (uncompressed) files: what "download all" needs for PDFs, which are
// compressed already, without a library. The layout is PKWARE's APPNOTE: per file a local header
// and the bytes, then the central directory, then the end record. No ZIP64: fine below 4 GB and
// 65 535 files, far above a sale's documents.

import { saveFile } from './save-file';

export type ZipEntry = {
  /** The path inside the archive, UTF-8 (flag bit 11 says so). */
  name: string;
  data: Uint8Array;
  /** The modification time stored (local time, two-second steps); now when not given. */
  modified?: Date;
};

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_RECORD = 0x06054b50;
const VERSION = 20; // 2.0: the version that knows folders and stored files
const UTF8_NAMES = 0x0800;
const STORED = 0;

let crcTable: Uint32Array | null = null;

function table(): Uint32Array {
  if (crcTable) return crcTable;
  crcTable = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crcTable[n] = c >>> 0;
  }
  return crcTable;
}

/** The CRC-32 (ISO 3309, as ZIP and PNG use it) of the bytes. */
export function crc32(data: Uint8Array): number {
  const lookup = table();
  let crc = 0xffffffff;
  for (const byte of data) crc = lookup[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS time and date, as ZIP stores them; years before 1980 are clamped to 1980. */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** The archive of `entries` in the order given. */
export function createZip(entries: readonly ZipEntry[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const prepared = entries.map((entry) => ({
    name: encoder.encode(entry.name),
    data: entry.data,
    crc: crc32(entry.data),
    stamp: dosDateTime(entry.modified ?? new Date()),
  }));
  const localSize = prepared.reduce((sum, entry) => sum + 30 + entry.name.length + entry.data.length, 0);
  const centralSize = prepared.reduce((sum, entry) => sum + 46 + entry.name.length, 0);
  const bytes = new Uint8Array(localSize + centralSize + 22);
  const view = new DataView(bytes.buffer);
  let at = 0;
  const u16 = (value: number) => {
    view.setUint16(at, value, true);
    at += 2;
  };
  const u32 = (value: number) => {
    view.setUint32(at, value, true);
    at += 4;
  };
  const put = (data: Uint8Array) => {
    bytes.set(data, at);
    at += data.length;
  };

  const offsets: number[] = [];
  for (const entry of prepared) {
    offsets.push(at);
    u32(LOCAL_HEADER);
    u16(VERSION);
    u16(UTF8_NAMES);
    u16(STORED);
    u16(entry.stamp.time);
    u16(entry.stamp.date);
    u32(entry.crc);
    u32(entry.data.length); // compressed size: stored, so the same
    u32(entry.data.length);
    u16(entry.name.length);
    u16(0); // no extra field
    put(entry.name);
    put(entry.data);
  }
  const centralStart = at;
  prepared.forEach((entry, index) => {
    u32(CENTRAL_HEADER);
    u16(VERSION); // made by: MS-DOS (0) attributes, version 2.0
    u16(VERSION);
    u16(UTF8_NAMES);
    u16(STORED);
    u16(entry.stamp.time);
    u16(entry.stamp.date);
    u32(entry.crc);
    u32(entry.data.length);
    u32(entry.data.length);
    u16(entry.name.length);
    u16(0); // extra field
    u16(0); // comment
    u16(0); // disk number
    u16(0); // internal attributes
    u32(0); // external attributes
    u32(offsets[index]!);
    put(entry.name);
  });
  u32(END_RECORD);
  u16(0); // this disk
  u16(0); // disk with the central directory
  u16(prepared.length);
  u16(prepared.length);
  u32(centralSize);
  u32(centralStart);
  u16(0); // comment length
  return bytes;
}

/**
 * The files as one ZIP download, fetched one after the other. The names must differ (two files of
 * one name would overwrite each other when unpacked): callers pass one file per document type.
 */
export async function downloadZip(options: {
  files: readonly { name: string; modified?: Date; load(): Promise<Blob> }[];
  name: string;
}): Promise<void> {
  const entries: ZipEntry[] = [];
  for (const file of options.files) {
    const blob = await file.load();
    entries.push({ name: file.name, data: new Uint8Array(await blob.arrayBuffer()), modified: file.modified });
  }
  saveFile(new Blob([createZip(entries)], { type: 'application/zip' }), `${options.name}.zip`);
}
