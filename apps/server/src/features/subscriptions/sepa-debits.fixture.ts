import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { XmlDocument } from 'libxml2-wasm';
import { xmlSchema } from '../../test/xml-schema';

// The SEPA tests' tools (offline): the ISO 20022 pain.008.001.08 XML Schema shipped beside this
// file (iso20022/README.md says where it comes from), validated by libxml2 in WebAssembly, and an
// XPath reader over a pain.008 file.

const XSD_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'iso20022', 'pain.008.001.08.xsd');
const PAIN = { p: 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.08' };

/** The ISO schema's complaints about a pain.008 document (empty when it is valid). */
export const painXsdErrors = xmlSchema(XSD_FILE);

/** A pain.008 file, read after it passed the ISO schema (a test that reads one checks it too). */
export function readPain(file: string) {
  const xml = readFileSync(file, 'utf8');
  const errors = painXsdErrors(xml);
  if (errors.length > 0) throw new Error(`${file} is no valid pain.008.001.08:\n${errors.join('\n')}`);
  const doc = XmlDocument.fromString(xml);
  const all = (xpath: string) => doc.find(xpath, PAIN).map((node) => node.content);
  return { xml, all, one: (xpath: string) => all(xpath)[0] ?? null, dispose: () => doc.dispose() };
}
