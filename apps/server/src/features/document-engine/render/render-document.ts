import type {
  AnyDocumentContent,
  CancellationInvoiceContent,
  DocumentContent,
  PurchaseCancellationContent,
  PurchaseDocumentContent,
  RenderOptions,
} from '../document-content';
import { ownTemplateTexts } from '../document-template';
import { renderBindingOrder } from './binding-order.document';
import { renderCancellationInvoice } from './cancellation-invoice.document';
import { renderContract } from './contract.document';
import { isPurchaseContent, isServiceContent } from './document-frame';
import { renderInvoice } from './invoice.document';
import { renderProposal } from './proposal.document';
import { renderPurchaseCancellation } from './purchase-cancellation.document';
import { renderPurchaseContract } from './purchase-contract.document';
import { renderPurchaseProtocol } from './purchase-protocol.document';
import { renderPurchaseReceipt } from './purchase-receipt.document';
import { renderReceipt } from './receipt.document';
import { renderServiceDocument } from './service-invoice.document';
import { renderPrivacy } from './privacy.document';
import { renderProtocol } from './protocol.document';

// One renderer per document type, all on the shared layout (document-layout.ts). The content is
// the document's stored snapshot, so rendering it again gives the same document. A purchase's
// content (it names a seller) has its own contract, protocol and receipt; the privacy notice is one for both.
// A cancellation is a sale's cancellation invoice or a purchase's cancellation notice. A service
// invoice's content (order SERVICE_INVOICE) has one renderer for its invoice, cost estimate and cancellation.
export function renderDocument(content: AnyDocumentContent, options: RenderOptions): Promise<Buffer> {
  if (isServiceContent(content)) return renderServiceDocument(content, options);
  return isPurchaseContent(content) ? renderPurchaseDocument(content, options) : renderSaleDocument(content, options);
}

function renderSaleDocument(content: DocumentContent | CancellationInvoiceContent, options: RenderOptions): Promise<Buffer> {
  switch (content.type) {
    case 'CANCELLATION':
      return renderCancellationInvoice(withOwnTemplateTexts(content), options);
    case 'INVOICE':
      return renderInvoice(content, options);
    case 'RECEIPT':
      return renderReceipt(content, options);
    case 'PROPOSAL':
      return renderProposal(content, options);
    case 'CONTRACT':
      return renderContract(content, options);
    case 'BINDING_CONTRACT':
      return renderBindingOrder(content, options);
    case 'PROTOCOL':
      return renderProtocol(content, options);
    case 'PRIVACY':
      return renderPrivacy(content, options);
    default:
      return unrendered(content, 'sale');
  }
}

function renderPurchaseDocument(
  content: PurchaseDocumentContent | PurchaseCancellationContent,
  options: RenderOptions,
): Promise<Buffer> {
  switch (content.type) {
    case 'CANCELLATION':
      return renderPurchaseCancellation(withOwnTemplateTexts(content), options);
    case 'CONTRACT':
      return renderPurchaseContract(content, options);
    case 'PROTOCOL':
      return renderPurchaseProtocol(content, options);
    case 'RECEIPT':
      return renderPurchaseReceipt(content, options);
    case 'PRIVACY':
      return renderPrivacy(content, options);
    default:
      return unrendered(content, 'purchase');
  }
}

/**
 * A cancellation's content is the canceled invoice's or contract's snapshot, with that document's
 * template: its header note ("Vielen Dank für Ihren Einkauf", "Kaufvertrag …") is not the cancellation's.
 */
function withOwnTemplateTexts<C extends CancellationInvoiceContent | PurchaseCancellationContent>(content: C): C {
  return { ...content, template: ownTemplateTexts(content.type, content.template) };
}

/** A stored snapshot of a type no renderer knows (the types are checked at compile time; old data is not). */
function unrendered(content: { type: string }, kind: 'sale' | 'purchase'): never {
  throw new Error(`no renderer for ${kind} document type ${content.type}`);
}
