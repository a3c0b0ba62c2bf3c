import { UPLOAD_EXTENSIONS } from '@kontor/domain/constants';
// The request's multipart methods (isMultipart, parts) come with the plugin's types; http registers it.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, fileRefused } from '../http/app-error';
import { refuseControlCharactersInBody } from '../http/control-characters';

export type UploadKind = keyof typeof UPLOAD_EXTENSIONS;

export type UploadedFile = {
  fieldName: string;
  filename: string;
  /** Lower case, without the dot, as the name gives it (jpeg and jpg stay apart). */
  extension: string;
  /** What the content is, from its magic bytes (or its text for csv, txt, svg, eps). */
  mimeType: string;
  size: number;
  buffer: Buffer;
};

type Uploads = { fields: Record<string, string>; files: UploadedFile[] };

// A refusal about one file names it (its shown name), so the page can say which file and drop it.
const unsupported = (file?: string) => (file ? fileRefused('5002', 415, file) : new AppError('5002', 415));
const tooLarge = (file?: string) => (file ? fileRefused('5008', 413, file) : new AppError('5008', 413));

/**
 * What the multipart parser threw, for the wire. Its own errors (limits: 413 5008, a premature
 * close) carry a status and are mapped by `mapError`; busboy's plain ones (no boundary, a truncated
 * body, a malformed part header) are the client's malformed request: 400 5003, not our 500.
 */
function parserError(error: unknown): unknown {
  if (error instanceof AppError || (error as { statusCode?: unknown } | null)?.statusCode !== undefined) return error;
  return new AppError('5003', 400);
}

/** The request's parts; the parser's failures become `parserError`s. */
async function* partsOf(request: FastifyRequest): AsyncGenerator<Multipart> {
  const parts = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    const next = await parts.next().catch((error: unknown) => {
      throw parserError(error);
    });
    if (next.done) return;
    yield next.value;
  }
}

const bufferOf = (part: Multipart & { type: 'file' }) =>
  part.toBuffer().catch((error: unknown) => {
    throw parserError(error);
  });

/**
 * Reads a multipart body whole: the text fields and the files, each checked by name AND content.
 * A file whose extension is not in the kind's list, or whose content is not what the name claims,
 * refuses the whole request with 415 `5002`; too big or too many files with 413 `5008`.
 * Nothing is stored here: the caller stores only after every check passed.
 */
export async function readUploads(request: FastifyRequest, options: { kind: UploadKind; maxFiles: number }): Promise<Uploads> {
  if (!request.isMultipart()) throw unsupported();
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for await (const part of partsOf(request)) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') {
        refuseControlCharactersInBody({ [part.fieldname]: part.value });
        fields[part.fieldname] = part.value;
      }
      continue;
    }
    // An empty file input still sends a part without a name; it is no file.
    if (!part.filename) {
      await bufferOf(part);
      continue;
    }
    if (files.length >= options.maxFiles) {
      // Drain the rest so the connection stays usable, then refuse.
      await bufferOf(part);
      throw tooLarge();
    }
    // The extension is read from the name as it will be shown, so no hidden character can change it.
    const filename = safeFilename(part.filename);
    const buffer = await bufferOf(part).catch((error: unknown) => {
      throw (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge(filename) : error;
    });
    const extension = extensionOf(filename);
    const allowed: readonly string[] = UPLOAD_EXTENSIONS[options.kind];
    if (!extension || !allowed.includes(extension)) throw unsupported(filename);
    const mimeType = await sniff(extension, buffer);
    if (!mimeType) throw unsupported(filename);
    files.push({ fieldName: part.fieldname, filename, extension, mimeType, size: buffer.length, buffer });
  }
  return { fields, files };
}

export function extensionOf(filename: string): string | undefined {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(filename.trim());
  return match?.[1]?.toLowerCase();
}

// Control characters, and the invisible marks that change the direction text is shown in: with
// U+202E "Rechnung\u202Egnp.exe" is shown as "Rechnungexe.png" (LRM/RLM, the embeddings and
// overrides U+202A–U+202E, the isolates U+2066–U+2069, the Arabic letter mark U+061C).
// eslint-disable-next-line no-control-regex
const HIDDEN_IN_NAMES = /[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The name as shown back to the user: no path, no control or direction characters, at most 200 characters. */
export function safeFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? 'file';
  const clean = base.replace(HIDDEN_IN_NAMES, '').trim();
  return (clean || 'file').slice(-200);
}

// What file-type reports for the content each extension may have. The old Office formats are all
// OLE compound files ('cfb'); the new ones are recognised from their zip entries.
const BINARY: Record<string, readonly string[]> = {
  jpeg: ['jpg'],
  jpg: ['jpg'],
  png: ['png'],
  bmp: ['bmp'],
  tiff: ['tif'],
  tif: ['tif'],
  pdf: ['pdf'],
  xlsx: ['xlsx'],
  docx: ['docx'],
  pptx: ['pptx'],
  xls: ['cfb'],
  doc: ['cfb'],
  ppt: ['cfb'],
  eps: ['eps', 'ps'],
};

const TEXT_MIME: Record<string, string> = {
  csv: 'text/csv',
  txt: 'text/plain',
  svg: 'image/svg+xml',
  xml: 'application/xml',
  eps: 'application/postscript',
};

/** The content's MIME type when it is what `extension` claims, else undefined. */
export async function sniff(extension: string, buffer: Buffer): Promise<string | undefined> {
  if (buffer.length === 0) return undefined;
  const detected = await fileTypeFromBuffer(buffer);
  const binary = BINARY[extension];
  if (detected && binary?.includes(detected.ext)) return detected.mime;
  // The text formats have no magic number; file-type finds nothing (or xml for svg) in them.
  if (detected && !((extension === 'svg' || extension === 'xml') && detected.ext === 'xml')) return undefined;
  const text = decodeText(buffer);
  if (text === undefined) return undefined;
  switch (extension) {
    case 'txt':
    case 'csv':
      return TEXT_MIME[extension];
    case 'svg':
      return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text) ? TEXT_MIME.svg : undefined;
    case 'eps':
      return text.startsWith('%!PS-Adobe') ? TEXT_MIME.eps : undefined;
    // An e-invoice (XRechnung CII or UBL): markup, its root element after any declaration and comments.
    case 'xml':
      return /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<[A-Za-z_]/.test(text) ? TEXT_MIME.xml : undefined;
    default:
      return undefined;
  }
}

/** Text is valid UTF-8 (a BOM allowed) without NUL or other binary control bytes. */
function decodeText(buffer: Buffer): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    // A CSV out of an older Excel is Windows-1252: accept it when it has no binary control bytes.
    text = buffer.toString('latin1');
  }
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000e-\u001a\u001c-\u001f\u007f]/.test(text) ? undefined : text.replace(/^\uFEFF/, '');
}
