import { documentText } from '@kontor/domain/i18n/documents/catalog';
import { amountsExemption } from '@kontor/domain/service-invoices';
import type { CancellationInvoiceContent, DocumentContent, ServiceDocumentContent } from '../document-content';

// The notices a taxation requires, in the document's language: printed by the renderers and carried
// word for word as the e-invoice's tax note (e-invoice/cii-invoice.ts), so the two never differ.

/**
 * The notice a sale's taxation requires wherever the price is stated (invoice, proposal, contract,
 * binding order): the margin scheme's, an exemption's with its proof and both VAT ids where the law
 * asks, the small-business scheme's (§19 UStG) without VAT; null for STANDARD, whose VAT is shown.
 */
export function saleTaxationNotice(content: DocumentContent | CancellationInvoiceContent): string | null {
  const t = (key: string) => documentText(content.locale, key);
  const { exportProof, exportProofKind } = content.trade;
  // The proof by its kind ("CMR-Frachtbrief: …"); one stored without a kind by what it proves, the
  // generic word of § 17a UStDV or § 6 Abs. 4 UStG, never as a kind it may not be.
  const proof = (generic: string) =>
    exportProof ? `${exportProofKind ? t(`common.proofKinds.${exportProofKind}`) : t(generic)}: ${exportProof}` : null;
  switch (content.trade.amounts.taxation) {
    case 'MARGIN':
      return `${t('common.notices.MARGIN')}\n${t('common.marginDetail')}`;
    case 'EXPORT':
      return [t('common.notices.EXPORT'), proof('common.exportProof')].filter(Boolean).join('\n');
    case 'INTRA_EU': {
      const ids = `${t('common.sellerVatId')}: ${content.company.vatId ?? '—'}     ${t('common.buyerVatId')}: ${content.buyer.vatId ?? '—'}`;
      return [t('common.notices.INTRA_EU'), ids, proof('common.arrivalProof')].filter(Boolean).join('\n');
    }
    case 'NO_VAT':
      return t('common.notices.NO_VAT');
    case 'STANDARD':
      return null;
  }
}

/**
 * Why a service invoice has no VAT, as it must say (§14 Abs. 4 Nr. 8, §14a UStG): the reverse
 * charge names both VAT ids (the customer's is not in the address); null with VAT.
 */
export function serviceTaxationNotice(content: ServiceDocumentContent): string | null {
  const t = (key: string) => documentText(content.locale, key);
  switch (amountsExemption(content.amounts)) {
    case null:
      return null;
    case 'REVERSE_CHARGE':
      // One id a line: side by side the longer German labels wrap in the middle of the second.
      return [
        t('common.notices.REVERSE_CHARGE'),
        `${t('serviceInvoice.supplierVatId')}: ${content.company.vatId ?? '—'}`,
        `${t('serviceInvoice.recipientVatId')}: ${content.customer.vatId ?? '—'}`,
      ].join('\n');
    case 'NOT_TAXABLE':
      return t('common.notices.NOT_TAXABLE');
    case 'SMALL_BUSINESS':
      return t('common.notices.NO_VAT');
  }
}
