import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { XmlDocument } from 'libxml2-wasm';
import { xmlSchema } from '../../../test/xml-schema';
import { checkEInvoiceRules, XRECHNUNG } from './e-invoice-rules';

// An XRechnung checked the way KoSIT's validator (configuration for XRechnung 3.0, 2026-01-31) checks
// it, offline, tests only: the UN/CEFACT CII D16B schema, then the production rule runner
// (e-invoice-rules.ts: the scenario by BT-24, the CEN EN 16931 and XRechnung rules, the severities).

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'xrechnung-rules');
const CII = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
};

export { XRECHNUNG };

export type XRechnungReport = {
  /** Rejected: any error (schema, scenario, or a finding at level error). */
  valid: boolean;
  /** "id: text" of every error; schema errors as "XSD line n: message". */
  errors: string[];
  warnings: string[];
};

const schemaErrors = xmlSchema(path.join(DIR, 'cii-d16b-xsd', 'CrossIndustryInvoice_100pD16B.xsd'));

function specificationId(xml: string): string | null {
  const doc = XmlDocument.fromString(xml);
  try {
    const nodes = doc.find(
      '/rsm:CrossIndustryInvoice/rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID',
      CII,
    );
    return nodes[0]?.content.trim() ?? null;
  } finally {
    doc.dispose();
  }
}

/** The CII `xml` checked as KoSIT's validator checks an XRechnung (a Factur-X EN 16931 only by schema and CEN rules). */
export function checkXRechnung(xml: string): XRechnungReport {
  const schema = schemaErrors(xml).map((message) => `XSD ${message}`);
  if (schema.length > 0) return { valid: false, errors: schema, warnings: [] };
  const report = checkEInvoiceRules(xml, { syntax: 'CII', specificationId: specificationId(xml) });
  const say = ({ id, text }: { id: string; text: string }) => `${id}: ${text}`;
  return { valid: report.valid, errors: report.errors.map(say), warnings: report.warnings.map(say) };
}

/** KoSIT's valid example XRechnung (test suite 2026-01-31), to prove the checker accepts one. */
export const exampleXRechnung = () => readFileSync(path.join(DIR, '01.01a-INVOICE_uncefact.xml'), 'utf8');
