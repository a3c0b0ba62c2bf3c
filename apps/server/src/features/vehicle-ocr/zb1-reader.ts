import type { OcrFields, OcrRejected } from '@kontor/domain/vehicle-ocr';
import { checkAgainstKeyList, type KeyListLookup } from './key-list-check';
import { getLineReader, type PageLines } from './page-lines';
import { parseCertificateLines } from './zb1-layout-free';

// Reading a registration certificate from a photo or scan: the page's text lines (PP-OCRv4), the
// fields found by their codes and labels and checked (zb1-layout-free, zb1-field-rules), then
// HSN/TSN against the key list. The job and the bench call this one function.

/** `found`: enough of a ZB I was recognised; when false, fields and rejected are empty. */
export type CertificateReading = { fields: OcrFields; rejected: OcrRejected[]; found: boolean; lines: number };

/** Fields from lines already read (a page of text lines), checked against the key list. */
export async function fieldsOfLines(page: PageLines, { today, lookup }: { today: string; lookup: KeyListLookup }) {
  const parsed = parseCertificateLines(page, today);
  if (!parsed.found) return { fields: {}, rejected: [], found: false, lines: page.lines.length };
  const fields = await checkAgainstKeyList(parsed.fields, lookup, { alternatives: parsed.keys, texts: parsed.texts });
  return { fields, rejected: parsed.rejected, found: true, lines: page.lines.length };
}

/**
 * Reads the certificate on `image` (JPEG, PNG, BMP …). `today` (YYYY-MM-DD, the caller's clock)
 * bounds the dates; `lookup` finds an HSN/TSN pair in the key list.
 */
export async function readCertificate(
  image: Buffer,
  options: { today: string; lookup: KeyListLookup; onProgress?: (percent: number) => void },
): Promise<CertificateReading> {
  const page = await getLineReader().readLines(image, options.onProgress);
  return fieldsOfLines(page, options);
}
