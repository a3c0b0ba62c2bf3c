import type { Locale } from '../../constants';
import { lookup } from '../catalogs';
import { bindingOrderTexts } from './binding-order.i18n';
import { cancellationTexts } from './cancellation.i18n';
import { documentCommonTexts } from './common.i18n';
import { contractTexts } from './contract.i18n';
import { documentFileNameTexts } from './file-names.i18n';
import { documentInvoiceTexts } from './invoice.i18n';
import { privacyTexts } from './privacy.i18n';
import { documentProposalTexts } from './proposal.i18n';
import { protocolTexts } from './protocol.i18n';
import { purchaseTexts } from './purchase.i18n';
import { documentReceiptTexts } from './receipt.i18n';
import { serviceInvoiceTexts } from './service-invoice.i18n';

// The texts of the generated documents, one file per document type, in both languages. They are
// read by the server's renderers only (the web catalogs stay small); the document's language is
// passed explicitly, never the session's.
const documentCatalogs = {
  de: {
    ...documentCommonTexts.de,
    ...documentFileNameTexts.de,
    ...documentInvoiceTexts.de,
    ...documentReceiptTexts.de,
    ...documentProposalTexts.de,
    ...contractTexts.de,
    ...bindingOrderTexts.de,
    ...protocolTexts.de,
    ...privacyTexts.de,
    ...purchaseTexts.de,
    ...cancellationTexts.de,
    ...serviceInvoiceTexts.de,
  },
  en: {
    ...documentCommonTexts.en,
    ...documentFileNameTexts.en,
    ...documentInvoiceTexts.en,
    ...documentReceiptTexts.en,
    ...documentProposalTexts.en,
    ...contractTexts.en,
    ...bindingOrderTexts.en,
    ...protocolTexts.en,
    ...privacyTexts.en,
    ...purchaseTexts.en,
    ...cancellationTexts.en,
    ...serviceInvoiceTexts.en,
  },
} as const;

export function documentText(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  return lookup(documentCatalogs[locale], key, params);
}
