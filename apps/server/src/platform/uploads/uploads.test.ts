import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, sampleFiles } from '../../test/multipart';
import { createHttpApp, type HttpApp } from '../http/create-http-app';
import { readUploads, safeFilename, sniff, type UploadKind } from './uploads';

let app: HttpApp;

beforeAll(async () => {
  app = await createHttpApp({ logLevel: 'silent', uploads: { maxBytes: 1024, maxFiles: 3 } });
  app.post<{ Params: { kind: UploadKind } }>('/t/:kind', async (request) => {
    const { fields, files } = await readUploads(request, { kind: request.params.kind, maxFiles: 2 });
    return { data: { fields, files: files.map(({ buffer: _buffer, ...file }) => file) } };
  });
  await app.ready();
});
afterAll(() => app.close());

async function send(kind: UploadKind, files: Parameters<typeof multipart>[1], fields: Record<string, string> = {}) {
  const body = await multipart(fields, files);
  return app.inject({ method: 'POST', url: `/t/${kind}`, ...body });
}

describe('readUploads', () => {
  it('returns the fields and the files checked by name and content', async () => {
    const response = await send('images', [{ field: 'document_1', filename: 'Foto Front.PNG', content: sampleFiles.png }], {
      note: 'vorne',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      fields: { note: 'vorne' },
      files: [
        {
          field_name: 'document_1',
          filename: 'Foto Front.PNG',
          extension: 'png',
          mime_type: 'image/png',
          size: sampleFiles.png.length,
        },
      ],
    });
  });

  it('refuses a name outside the kind list with 415 5002', async () => {
    const response = await send('logo', [{ field: 'logo', filename: 'logo.pdf', content: sampleFiles.pdf }]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('5002');
  });

  it('refuses content that is not what the name says (checked by magic bytes)', async () => {
    for (const [filename, content] of [
      ['logo.png', sampleFiles.elf],
      ['logo.jpg', sampleFiles.png],
      ['scan.pdf', sampleFiles.txt],
      ['notes.txt', sampleFiles.pdf],
      ['list.csv', sampleFiles.elf],
      ['vector.svg', sampleFiles.txt],
    ] as const) {
      const kind: UploadKind = filename.startsWith('logo') ? 'logo' : 'general';
      const response = await send(kind, [{ field: 'f', filename, content }]);
      expect(response.statusCode, filename).toBe(415);
      expect(response.json().error.code).toBe('5002');
    }
  });

  it('takes text formats by their text', async () => {
    for (const [filename, content] of [
      ['list.csv', sampleFiles.csv],
      ['notes.txt', sampleFiles.txt],
      ['vector.svg', sampleFiles.svg],
      ['old.doc', sampleFiles.cfb],
    ] as const) {
      const response = await send('general', [{ field: 'f', filename, content }]);
      expect(response.statusCode, filename).toBe(200);
    }
  });

  it('refuses a file over the size limit and too many files with 413 5008', async () => {
    const big = await send('general', [{ field: 'f', filename: 'big.txt', content: Buffer.alloc(2048, 'a') }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('5008');
    const many = await send(
      'images',
      [1, 2, 3].map((n) => ({ field: `document_${n}`, filename: `${n}.png`, content: sampleFiles.png })),
    );
    expect(many.statusCode).toBe(413);
    expect(many.json().error.code).toBe('5008');
    const wayTooMany = await send(
      'images',
      [1, 2, 3, 4, 5].map((n) => ({ field: `document_${n}`, filename: `${n}.png`, content: sampleFiles.png })),
    );
    expect(wayTooMany.statusCode).toBe(413);
    expect(wayTooMany.json().error.code).toBe('5008');
  });

  it('names the refused file in the answer and its message, so the page can say which one (a renamed program, a file too large)', async () => {
    const renamed = await send('general', [
      { field: 'f', filename: 'Rechnung.pdf', content: sampleFiles.pdf },
      { field: 'f', filename: 'Fahrzeugbrief.pdf', content: sampleFiles.elf },
    ]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error).toEqual({
      code: '5002',
      message: 'Fahrzeugbrief.pdf: Nicht unterstützter Dateityp',
      file: 'Fahrzeugbrief.pdf',
    });
    const wrongName = await send('logo', [{ field: 'logo', filename: 'setup.exe', content: sampleFiles.elf }]);
    expect(wrongName.json().error).toMatchObject({ code: '5002', file: 'setup.exe' });
    const big = await send('general', [{ field: 'f', filename: 'Gutachten.txt', content: Buffer.alloc(2048, 'a') }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatchObject({
      code: '5008',
      file: 'Gutachten.txt',
      message: 'Gutachten.txt: Datei zu groß oder zu viele Dateien',
    });
  });

  it('answers 415 5002 for a body that is not multipart', async () => {
    const response = await app.inject({ method: 'POST', url: '/t/general', payload: { a: 1 } });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('5002');
  });

  it("answers a malformed multipart body with 400 5003, not the parser's 500", async () => {
    const part = '--B\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nNotiz';
    for (const [contentType, payload] of [
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=B', part],
      ['multipart/form-data; boundary=B', `${part}\r\n--B\r\nContent-Disposition: form-data; name="note"\r\n\r\nab`],
    ] as const) {
      const response = await app.inject({ method: 'POST', url: '/t/general', headers: { 'content-type': contentType }, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('5003');
    }
  });

  it('strips the direction marks that disguise a name, and takes the extension from the name as shown', async () => {
    // "Foto\u202Egnp.txt" is shown as "Fototxt.png"; without the override it is what it is: a .txt.
    const disguised = await send('general', [{ field: 'f', filename: 'Foto\u202Egnp.txt', content: sampleFiles.txt }]);
    expect(disguised.statusCode).toBe(200);
    expect(disguised.json().data.files[0]).toMatchObject({ filename: 'Fotognp.txt', extension: 'txt' });
    // A mark after the extension no longer hides it.
    const trailing = await send('images', [{ field: 'f', filename: 'logo.png\u200F', content: sampleFiles.png }]);
    expect(trailing.statusCode).toBe(200);
    expect(trailing.json().data.files[0]).toMatchObject({ filename: 'logo.png', extension: 'png' });
  });
});

describe('sniff', () => {
  it('recognises the Office formats', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Fahrzeuge').addRow(['VW', 'Golf']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await sniff('xlsx', xlsx)).toContain('spreadsheetml');
    expect(await sniff('docx', xlsx)).toBeUndefined();
    expect(await sniff('xls', sampleFiles.cfb)).toBe('application/x-cfb');
    expect(await sniff('jpeg', sampleFiles.jpeg)).toBe('image/jpeg');
    expect(await sniff('txt', Buffer.alloc(0))).toBeUndefined();
  });

  it('keeps only the base name of a file', () => {
    expect(safeFilename('C:\\Users\\max\\Ausweis.pdf')).toBe('Ausweis.pdf');
    expect(safeFilename('../../etc/passwd')).toBe('passwd');
  });

  it('drops control characters and every bidi mark, embedding, override and isolate', () => {
    const marks = [
      '\u200e',
      '\u200f',
      '\u061c',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ];
    for (const mark of marks) expect(safeFilename(`Rech${mark}nung.pdf`), escape(mark)).toBe('Rechnung.pdf');
    expect(safeFilename('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(safeFilename('a\u0000b\u007f.pdf')).toBe('ab.pdf');
    expect(safeFilename('\u202e\u2066')).toBe('file');
    // Letters of right-to-left scripts stay: only the invisible controls go.
    expect(safeFilename('عقد.pdf')).toBe('عقد.pdf');
  });
});
