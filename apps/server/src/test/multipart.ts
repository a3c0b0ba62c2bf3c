import type { TestContext } from './test-context';

// Multipart bodies for app.inject, built by the platform's own FormData so they are what a browser sends.

export type TestFile = { field: string; filename: string; content: Buffer | string; type?: string };

export async function multipart(
  fields: Record<string, string | number | boolean | null | undefined>,
  files: TestFile[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  for (const file of files) {
    const bytes = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
    form.append(file.field, new Blob([new Uint8Array(bytes)], { type: file.type ?? 'application/octet-stream' }), file.filename);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** Files posted to an upload route as the browser numbers them: `<field>_1`, `<field>_2`, … */
export async function postFiles(
  t: TestContext,
  url: string,
  { headers, field, files }: { headers: Record<string, string>; field: string; files: Omit<TestFile, 'field'>[] },
) {
  const body = await multipart(
    {},
    files.map((file, index) => ({ field: `${field}_${index + 1}`, ...file })),
  );
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** Small real files of each kind, recognised by their magic bytes. */
export const sampleFiles = {
  // A 1×1 transparent PNG.
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  // A 1×1 white JPEG.
  jpeg: Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  /** An executable (ELF header): never allowed, whatever its name says. */
  elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(64)]),
  csv: Buffer.from('make;model;price\nVW;Golf;12900\nBMW;320d;18500\n'),
  txt: Buffer.from('Notiz zum Fahrzeug: Scheckheftgepflegt, Übergabe am Freitag.\n'),
  svg: Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>\n'),
  /** The header of an OLE compound file (old .doc, .xls, .ppt). */
  cfb: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
};
