import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import SaxonJS from 'saxon-js';
import { XmlDocument, XmlElement } from 'libxml2-wasm';
import { xmlSchema } from '../../../test/xml-schema';
import { en16931Findings, type RuleFinding } from './en16931-rules.fixture';

// An XRechnung checked the way KoSIT's validator (configuration for XRechnung 3.0, 2026-01-31) checks
// it, offline, tests only: the scenario by the specification identifier (BT-24), the UN/CEFACT CII
// D16B schema, the CEN EN 16931 rules and KoSIT's XRechnung rules (xrechnung-rules/README.md), each
// finding's severity by its flag and the scenario's overrides.

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'xrechnung-rules');
const RULES_FILE = path.join(DIR, 'XRechnung-CII-validation.sef.json.gz');
const SVRL = { svrl: 'http://purl.oclc.org/dsdl/svrl' };
const CII = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
};

/** The XRechnung specification identifier (BT-24) and the two scenarios built on it. */
export const XRECHNUNG = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
const EXTENSION = `${XRECHNUNG}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`;
const CVD = `${XRECHNUNG}#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9`;

type Level = 'error' | 'warning' | 'information';
/** KoSIT's overrides of a rule's own flag, per CII scenario. */
const OVERRIDES: Record<string, Record<string, Level>> = {
  [XRECHNUNG]: {
    'BR-CL-21': 'warning',
    'BR-CL-23': 'warning',
    'CII-SR-452': 'error',
    'CII-SR-453': 'error',
    'CII-SR-454': 'error',
  },
  [EXTENSION]: {
    'BR-CL-23': 'warning',
    ...Object.fromEntries(
      ['BR-CL-10', 'BR-CL-11', 'BR-CL-21', 'BR-CL-24', 'BR-CL-25', 'BR-CL-26'].map((id) => [id, 'information' as const]),
    ),
    'CII-SR-452': 'error',
    'CII-SR-453': 'error',
    'CII-SR-454': 'error',
  },
  [CVD]: {
    'BR-CL-21': 'warning',
    'BR-CL-23': 'warning',
    'BR-CL-13': 'information',
    'CII-SR-452': 'error',
    'CII-SR-453': 'error',
    'CII-SR-454': 'error',
  },
};

export type XRechnungReport = {
  /** Rejected: any error (schema, scenario, or a finding at level error). */
  valid: boolean;
  /** "id: text" of every error; schema errors as "XSD line n: message". */
  errors: string[];
  warnings: string[];
};

const schemaErrors = xmlSchema(path.join(DIR, 'cii-d16b-xsd', 'CrossIndustryInvoice_100pD16B.xsd'));
/** The compiled rules, read and parsed once per test file. */
let rules: object | undefined;

function xrechnungFindings(xml: string): RuleFinding[] {
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
        text: element.content.replace(/\s+/g, ' ').trim(),
      };
    });
  } finally {
    doc.dispose();
  }
}

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

const flagLevel = (flag: string): Level => (flag === 'warning' || flag === 'information' ? flag : 'error');

/** The CII `xml` checked as KoSIT's validator checks an XRechnung (a Factur-X EN 16931 only by schema and CEN rules). */
export function checkXRechnung(xml: string): XRechnungReport {
  const schema = schemaErrors(xml).map((message) => `XSD ${message}`);
  if (schema.length > 0) return { valid: false, errors: schema, warnings: [] };
  const scenario = specificationId(xml);
  const overrides = scenario ? OVERRIDES[scenario] : undefined;
  if (scenario === 'urn:cen.eu:en16931:2017') return judge(en16931Findings(xml), {});
  if (!overrides) return { valid: false, errors: [`no scenario for the specification identifier ${scenario}`], warnings: [] };
  return judge([...en16931Findings(xml), ...xrechnungFindings(xml)], overrides);
}

function judge(findings: RuleFinding[], overrides: Record<string, Level>): XRechnungReport {
  const level = (finding: RuleFinding) => overrides[finding.id] ?? flagLevel(finding.flag);
  const say = (finding: RuleFinding) => `${finding.id}: ${finding.text}`;
  const errors = findings.filter((finding) => level(finding) === 'error').map(say);
  return { valid: errors.length === 0, errors, warnings: findings.filter((finding) => level(finding) === 'warning').map(say) };
}

/** KoSIT's valid example XRechnung (test suite 2026-01-31), to prove the checker accepts one. */
export const exampleXRechnung = () => readFileSync(path.join(DIR, '01.01a-INVOICE_uncefact.xml'), 'utf8');
