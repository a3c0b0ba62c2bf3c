import type { Locale } from '@kontor/domain/constants';
import { operatorLetterLines, type OperatorDetails } from '@kontor/domain/operator';
import type { Pdf } from '../../platform/pdf/pdf';

/**
 * The foot of the operator's business letters (its subscription invoices and the SEPA mandate): the
 * name with the legal form, address, seat, register court and number, the managing directors and
 * the tax ids (§ 35a GmbHG, § 80 AktG, § 37a HGB, § 14 Abs. 4 UStG), small, under a thin rule.
 */
export function printOperatorFoot(doc: Pdf, locale: Locale, operator: OperatorDetails): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.moveDown(2);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.4);
  doc.font('regular').fontSize(8).text(operatorLetterLines(locale, operator).join('\n'), left, doc.y, { width });
}
