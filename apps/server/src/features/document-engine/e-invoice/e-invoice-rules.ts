import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import SaxonJS from 'saxon-js';
import { XmlDocument, XmlElement } from 'libxml2-wasm';
import { eInvoiceRulesFolder } from '../../../platform/paths';
import { EN16931_GUIDELINE } from './cii-xml';
import { XRECHNUNG_GUIDELINE } from './xrechnung-invoice';

// The e-invoice rules as KoSIT's validator (XRechnung configuration 2026-01-31) applies them, run in
// process with SaxonJS: the CEN EN 16931 rules of the invoice's syntax (CII or UBL, release 1.3.15),
// and KoSIT's XRechnung rules (2.5.0) when the specification identifier (BT-24) names XRechnung; each
// finding's severity by its flag and the scenario's overrides. Used for received invoices at run time
// and by the tests of the invoices Kontor writes. The rule texts are the rule sets' own (English, a
// few German), shown as shipped. Not run: the XML Schema check (only the CII tests add it).

export type EInvoiceSyntax = 'CII' | 'UBL';
type RuleSet = 'EN16931-CII' | 'EN16931-UBL' | 'XRechnung-CII' | 'XRechnung-UBL';
const RULE_FILES: Record<RuleSet, string[]> = {
  'EN16931-CII': ['en16931-rules', 'EN16931-CII-validation.sef.json.gz'],
  'EN16931-UBL': ['en16931-rules', 'EN16931-UBL-validation.sef.json.gz'],
  'XRechnung-CII': ['xrechnung-rules', 'XRechnung-CII-validation.sef.json.gz'],
  'XRechnung-UBL': ['xrechnung-rules', 'XRechnung-UBL-validation.sef.json.gz'],
};
const SVRL = { svrl: 'http://purl.oclc.org/dsdl/svrl' };

/** The compiled rules, read and parsed once per process (the UBL ones are 7 MB of JSON). */
const compiled = new Map<RuleSet, object>();

export type RuleFinding = { id: string; flag: string; location: string; text: string };

/** Every rule of `ruleSet` that `xml` violates (an SVRL failed-assert or successful-report), errors and warnings. */
export function ruleFindings(ruleSet: RuleSet, xml: string): RuleFinding[] {
  let rules = compiled.get(ruleSet);
  if (!rules) {
    rules = JSON.parse(
      gunzipSync(readFileSync(path.join(eInvoiceRulesFolder(), ...RULE_FILES[ruleSet]))).toString('utf8'),
    ) as object;
    compiled.set(ruleSet, rules);
  }
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

/** The XRechnung specification identifier (BT-24, as the XRechnung writer puts it) and the scenarios built on it. */
export const XRECHNUNG = XRECHNUNG_GUIDELINE;
const EXTENSION = `${XRECHNUNG}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`;
const CVD = `${XRECHNUNG}#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9`;
/** The plain EN 16931 identifier (a Factur-X/ZUGFeRD EN 16931 invoice, as the CII writer puts it): the CEN rules only, no overrides. */
const EN16931 = EN16931_GUIDELINE;

type Level = 'error' | 'warning' | 'information';
const levels = (ids: string[], level: Level) => Object.fromEntries(ids.map((id) => [id, level]));
const CLASSIC = levels(['BR-CL-21', 'BR-CL-23'], 'warning');
const EXTENSION_INFO = levels(['BR-CL-10', 'BR-CL-11', 'BR-CL-21', 'BR-CL-24', 'BR-CL-25', 'BR-CL-26'], 'information');
const CII_SR = levels(['CII-SR-452', 'CII-SR-453', 'CII-SR-454'], 'error');

/** KoSIT's overrides of a rule's own flag, per document type and scenario (the severity table of its configuration). */
const OVERRIDES: Record<'CII' | 'UBL-Invoice' | 'UBL-CreditNote', Record<string, Record<string, Level>>> = {
  CII: {
    [XRECHNUNG]: { ...CLASSIC, ...CII_SR },
    [EXTENSION]: { 'BR-CL-23': 'warning', ...EXTENSION_INFO, ...CII_SR },
    [CVD]: { ...CLASSIC, 'BR-CL-13': 'information', ...CII_SR },
  },
  'UBL-Invoice': {
    [XRECHNUNG]: { ...CLASSIC, 'UBL-CR-646': 'error' },
    [EXTENSION]: {
      'BR-CL-23': 'warning',
      ...EXTENSION_INFO,
      ...levels(['BR-CO-16', 'UBL-CR-470', 'UBL-CR-646'], 'information'),
    },
    [CVD]: { ...CLASSIC, 'BR-CL-13': 'information', 'UBL-CR-646': 'error' },
  },
  'UBL-CreditNote': {
    [XRECHNUNG]: CLASSIC,
    [CVD]: { ...CLASSIC, 'BR-CL-13': 'information', 'UBL-CR-646': 'error' },
  },
};

export type RuleMessage = { id: string; text: string };
export type RulesReport = {
  /** Which rule sets ran: EN16931 alone, or with XRechnung; null when no scenario fits BT-24. */
  scenario: 'XRECHNUNG' | 'EN16931' | null;
  /** Accepted: no finding at level error (and a scenario for BT-24). */
  valid: boolean;
  errors: RuleMessage[];
  warnings: RuleMessage[];
};

const flagLevel = (flag: string): Level => (flag === 'warning' || flag === 'information' ? flag : 'error');

/**
 * The well-formed e-invoice `xml` of `syntax` checked as KoSIT's validator checks it: the scenario by
 * its BT-24 `specificationId`, then the rule sets of that scenario. Any other BT-24 is rejected
 * (KoSIT has no scenario for it), with a message of our own under the id "SCENARIO".
 */
export function checkEInvoiceRules(
  xml: string,
  {
    syntax,
    specificationId,
    creditNote = false,
  }: { syntax: EInvoiceSyntax; specificationId: string | null; creditNote?: boolean },
): RulesReport {
  const type = syntax === 'CII' ? 'CII' : creditNote ? 'UBL-CreditNote' : 'UBL-Invoice';
  if (specificationId === EN16931) return judge('EN16931', ruleFindings(`EN16931-${syntax}`, xml), {});
  const overrides = specificationId ? OVERRIDES[type][specificationId] : undefined;
  if (!overrides) {
    const text = `No validation scenario for the specification identifier (BT-24) "${specificationId ?? ''}"`;
    return { scenario: null, valid: false, errors: [{ id: 'SCENARIO', text }], warnings: [] };
  }
  return judge('XRECHNUNG', [...ruleFindings(`EN16931-${syntax}`, xml), ...ruleFindings(`XRechnung-${syntax}`, xml)], overrides);
}

function judge(scenario: RulesReport['scenario'], findings: RuleFinding[], overrides: Record<string, Level>): RulesReport {
  const level = (finding: RuleFinding) => overrides[finding.id] ?? flagLevel(finding.flag);
  const say = ({ id, text }: RuleFinding) => ({ id, text });
  const errors = findings.filter((finding) => level(finding) === 'error').map(say);
  return {
    scenario,
    valid: errors.length === 0,
    errors,
    warnings: findings.filter((finding) => level(finding) === 'warning').map(say),
  };
}
