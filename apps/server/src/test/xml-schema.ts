import { readFileSync } from 'node:fs';
import { XmlDocument, XsdValidator } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';

// The XML Schema check of the tests (offline: libxml2 in WebAssembly), for the e-invoices and the
// SEPA files alike.

/**
 * The complaints of the XML Schema in `xsdFile` about a document (empty when it is valid), as
 * "line n: message". The schema, with the files it imports from its folder, is read on first use.
 */
export function xmlSchema(xsdFile: string): (xml: string) => string[] {
  let validator: XsdValidator | undefined;
  return (xml) => {
    if (!validator) {
      xmlRegisterFsInputProviders();
      validator = XsdValidator.fromDoc(XmlDocument.fromBuffer(readFileSync(xsdFile), { url: xsdFile }));
    }
    const doc = XmlDocument.fromString(xml);
    try {
      validator.validate(doc);
      return [];
    } catch (error) {
      const details = (error as { details?: Array<{ message: string; line: number }> }).details;
      return details?.map((detail) => `line ${detail.line}: ${detail.message.trim()}`) ?? [String(error)];
    } finally {
      doc.dispose();
    }
  };
}
