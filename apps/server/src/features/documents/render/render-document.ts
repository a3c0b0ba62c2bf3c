import type { DocumentContent, PurchaseDocumentContent, RenderOptions } from '../document-content';
import { renderBindingOrder } from './binding-order.document';
import { renderContract } from './contract.document';
import { isPurchaseContent } from './document-frame';
import { renderInvoice } from './invoice.document';
import { renderProposal } from './proposal.document';
import { renderPurchaseContract } from './purchase-contract.document';
import { renderPurchaseProtocol } from './purchase-protocol.document';
import { renderPurchaseReceipt } from './purchase-receipt.document';
import { renderReceipt } from './receipt.document';
import { renderPrivacy } from './privacy.document';
import { renderProtocol } from './protocol.document';

// One renderer per document type, all on the shared layout (document-layout.ts). The content is
// the document's stored snapshot, so rendering it again gives the same document. A purchase's
// content (it names a seller) has its own contract, protocol and receipt; the privacy notice is one for both.
export function renderDocument(content: DocumentContent | PurchaseDocumentContent, options: RenderOptions): Promise<Buffer> {
  return isPurchaseContent(content) ? renderPurchaseDocument(content, options) : renderSaleDocument(content, options);
}

function renderSaleDocument(content: DocumentContent, options: RenderOptions): Promise<Buffer> {
  switch (content.type) {
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
      throw new Error(`no renderer for document type ${content.type}`);
  }
}

function renderPurchaseDocument(content: PurchaseDocumentContent, options: RenderOptions): Promise<Buffer> {
  switch (content.type) {
    case 'CONTRACT':
      return renderPurchaseContract(content, options);
    case 'PROTOCOL':
      return renderPurchaseProtocol(content, options);
    case 'RECEIPT':
      return renderPurchaseReceipt(content, options);
    case 'PRIVACY':
      return renderPrivacy(content, options);
    default:
      throw new Error(`no renderer for purchase document type ${content.type}`);
  }
}
