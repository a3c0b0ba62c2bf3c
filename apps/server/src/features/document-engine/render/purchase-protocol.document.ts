import { companyFullName } from '@kontor/domain/company';
import { documentText } from '@kontor/domain/i18n/documents/catalog';
import type { PurchaseDocumentContent, RenderOptions } from '../document-content';
import { openDocument } from './document-layout';
import { partyLines } from './contract.document';
import { protocolBody, protocolFacts } from './protocol.document';

// The handover protocol of a purchase: the seller hands the vehicle, its keys and papers to the
// company. It is the sale's protocol form (protocol.document.ts) with the parties the other way
// round; its labels (seller hands over, buyer takes over) hold for both. The damage it lists is what
// the seller declared, as on the purchase contract, never the dealer's internal note (knownDamage).

export async function renderPurchaseProtocol(content: PurchaseDocumentContent, options: RenderOptions): Promise<Buffer> {
  const page = openDocument(content, options, {
    title: documentText(content.locale, 'purchase.protocol.title'),
    facts: protocolFacts(content),
  });
  // One line per party: the seller's full address is in the address field already, and the form
  // has no line to spare (both sign on the one page below everything they confirm).
  protocolBody(page, { seller: partyLines(page, content.seller, false).join(', '), buyer: companyFullName(content.company) });
  return page.finish();
}
