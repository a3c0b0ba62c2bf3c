import { ruleFindings, type RuleFinding } from './e-invoice-rules';

// The CEN EN 16931 business rules for CII (BR-*, BR-CO-*, BR-CL-*, CII-SR-*, release 1.3.15), as the
// production rule runner (e-invoice-rules.ts) runs them, for the tests of the invoices Kontor writes.
// A violated rule is an SVRL failed-assert (rarely a successful-report): flag "fatal" an error,
// "warning" a warning.

export type { RuleFinding };

/** Every rule the CII `xml` violates, errors and warnings. */
export function en16931Findings(xml: string): RuleFinding[] {
  return ruleFindings('EN16931-CII', xml);
}

/** The rules the CII `xml` breaks as errors (flag fatal), as "id: text". */
export function en16931Errors(xml: string): string[] {
  return en16931Findings(xml)
    .filter((finding) => finding.flag !== 'warning')
    .map((finding) => `${finding.id}: ${finding.text}`);
}
