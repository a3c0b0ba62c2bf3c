import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

// Every PDF Kontor writes embeds its fonts (DejaVu Sans, from the npm package dejavu-fonts-ttf):
// the PDF standard fonts are not embedded and cover only Latin-1, while a dealer's customers have
// names from everywhere, and an archived document must look the same on every reader for years.
const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT_FILES = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
} as const;

// Given a file, pdfkit reads and parses the font anew for every document: two thirds of an
// invoice's render time went there. Each font is parsed once, by the fontkit pdfkit itself uses, and
// shared (pdfkit takes a parsed font as a source); every document still embeds its own subset.
type ParsedFont = { layout: (text: string) => unknown };
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create(buffer: Buffer): ParsedFont };
let parsedFonts: { regular: ParsedFont; bold: ParsedFont } | undefined;
function fonts() {
  parsedFonts ??= {
    regular: fontkit.create(readFileSync(FONT_FILES.regular)),
    bold: fontkit.create(readFileSync(FONT_FILES.bold)),
  };
  return parsedFonts;
}

export type Pdf = InstanceType<typeof PDFDocument>;

type PdfInfo = {
  title: string;
  author: string;
  subject?: string;
  language: string;
  /**
   * PDF/A-3b (ISO 19005-3), for a document that carries a file, as an e-invoice carries its XML
   * (Factur-X / ZUGFeRD): PDF 1.7, an sRGB output intent and XMP metadata with pdfaid, which pdfkit
   * adds. Every other document stays as it was.
   */
  archival?: boolean;
};

/** XML text: pdfkit copies the info entries into the XMP metadata as they are. */
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * pdfkit writes Title and Author into the XMP metadata unescaped, so "Autohaus Sonne GmbH & Co. KG"
 * would make the metadata malformed XML (and the PDF/A invalid). The info dictionary keeps the plain text; only
 * the metadata gets it escaped (pdfkit's internal `_addInfo`, which reads `info`, is wrapped).
 */
function escapeInfoInMetadata(doc: InstanceType<typeof PDFDocument>): void {
  const internals = doc as unknown as { _addInfo: () => void; info: Record<string, unknown> };
  const addInfo = internals._addInfo;
  internals._addInfo = function escapedAddInfo() {
    const plain = internals.info;
    internals.info = Object.fromEntries(
      Object.entries(plain).map(([key, value]) => [key, typeof value === 'string' ? escapeXml(value) : value]),
    );
    try {
      addInfo.call(internals);
    } finally {
      internals.info = plain;
    }
  };
}

/**
 * An A4 page set with both fonts registered; `regular` is current. `footer` reserves room at the
 * bottom of every page for what is drawn there last, so flowing text never runs into it.
 */
export function createPdf(info: PdfInfo, margin = 56, footer = 0): Pdf {
  const { regular, bold } = fonts();
  const doc = new PDFDocument({
    size: 'A4',
    // Without a font pdfkit starts every document by parsing Helvetica's metrics, which we never use.
    font: regular as unknown as string,
    margins: { top: margin, left: margin, right: margin, bottom: margin + footer },
    lang: info.language,
    displayTitle: true,
    // pdfkit hashes every info entry; an undefined one would throw.
    info: { Title: info.title, Author: info.author, Creator: 'Kontor', ...(info.subject ? { Subject: info.subject } : {}) },
    bufferPages: true,
    ...(info.archival ? { pdfVersion: '1.7' as const, subset: 'PDF/A-3b' as const } : {}),
  });
  if (info.archival) escapeInfoInMetadata(doc);
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);
  doc.font('regular');
  return doc;
}

/** Ends the document and collects its bytes. */
export function pdfBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
