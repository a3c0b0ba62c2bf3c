import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import SaxonJS from 'saxon-js';
import { XmlDocument, XmlElement } from 'libxml2-wasm';

// The CEN EN 16931 business rules for CII (BR-*, BR-CO-*, BR-CL-*, CII-SR-*, release 1.3.15),
// compiled for SaxonJS and kept beside this file (en16931-rules/README.md says where they come
// from); tests only. A violated rule is an SVRL failed-assert (rarely a successful-report): flag
// "fatal" an error, "warning" a warning.

const RULES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'en16931-rules', 'EN16931-CII-validation.sef.json.gz');
/** The compiled rules, read and parsed once per test file (5 MB of JSON). */
let rules: object | undefined;
const SVRL = { svrl: 'http://purl.oclc.org/dsdl/svrl' };

export type RuleFinding = { id: string; flag: string; location: string; text: string };

/** Every rule the CII `xml` violates, errors and warnings. */
export function en16931Findings(xml: string): RuleFinding[] {
  rules ??= JSON.parse(gunzipSync(readFileSync(RULES_FILE)).toString('utf8')) as object;
  const report = SaxonJS.transform({ stylesheetInternal: rules, sourceText: xml, destination: 'serialized' }, 'sync');
  const doc = XmlDocument.fromString(report.principalResult);
  try {
    return doc.find('//svrl:failed-assert | //svrl:successful-report', SVRL).map((node) => {
      const element = node as XmlElement;
      return {
        id: element.attr('id')?.value ?? '',
        flag: element.attr('flag')?.value ?? '',
        location: element.attr('location')?.value ?? '',
        text: element.content.trim(),
      };
    });
  } finally {
    doc.dispose();
  }
}

/** The rules the CII `xml` breaks as errors (flag fatal), as "id: text". */
export function en16931Errors(xml: string): string[] {
  return en16931Findings(xml)
    .filter((finding) => finding.flag !== 'warning')
    .map((finding) => `${finding.id}: ${finding.text}`);
}
