import sharp from 'sharp';
import { extractImages, getDocumentProxy } from 'unpdf';
import { AppError } from '../../platform/http/app-error';

/** What the OCR reads, and what is kept for the dealer to see beside the form (a format every browser shows). */
export type Scan = { image: Buffer; stored: { content: Buffer; mimeType: string; extension: string } };

const JPEG = { mimeType: 'image/jpeg', extension: 'jpg' };

/**
 * The pages of a PDF; refused as unsupported (415 5002) when it is no PDF pdf.js can open or has
 * more than one page: a registration document is one page, and guessing which page to read would
 * read the wrong one silently.
 */
export async function onePagePdf(content: Buffer): Promise<void> {
  let pages: number;
  try {
    const pdf = await getDocumentProxy(new Uint8Array(content));
    pages = pdf.numPages;
    await pdf.loadingTask.destroy();
  } catch {
    throw new AppError('5002', 415);
  }
  if (pages !== 1) throw new AppError('5002', 415);
}

/**
 * A scanner's PDF is one picture of the page (a DCT/JPEG or Flate image XObject): the biggest image
 * of page 1 is that picture. Text drawn as vectors is not rendered (no canvas on the server): such a
 * PDF has no picture and reads as nothing (5001), with the advice to send a photo instead.
 */
async function pdfPicture(content: Buffer): Promise<Buffer | null> {
  const pdf = await getDocumentProxy(new Uint8Array(content));
  try {
    const images = await extractImages(pdf, 1);
    const biggest = images.sort((a, b) => b.width * b.height - a.width * a.height)[0];
    if (!biggest) return null;
    return await sharp(Buffer.from(biggest.data.buffer, biggest.data.byteOffset, biggest.data.byteLength), {
      raw: { width: biggest.width, height: biggest.height, channels: biggest.channels },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/**
 * The uploaded file as the OCR takes it and as it is kept. JPEG, PNG and BMP stay as sent (browsers
 * show them; the engine decodes BMP itself); a TIFF, which browsers do not show, is kept as JPEG;
 * a PDF gives its page's picture. Null: there is no picture to read.
 */
export async function scanOf(file: { content: Buffer; mimeType: string; extension: string }): Promise<Scan | null> {
  if (file.mimeType === 'application/pdf') {
    const picture = await pdfPicture(file.content);
    return picture ? { image: picture, stored: { content: picture, ...JPEG } } : null;
  }
  if (file.mimeType === 'image/tiff') {
    // The first page of a multi-page TIFF, turned upright by its orientation tag.
    const jpeg = await sharp(file.content, { failOn: 'error' }).rotate().jpeg({ quality: 90 }).toBuffer();
    return { image: jpeg, stored: { content: jpeg, ...JPEG } };
  }
  return { image: file.content, stored: { content: file.content, mimeType: file.mimeType, extension: file.extension } };
}
