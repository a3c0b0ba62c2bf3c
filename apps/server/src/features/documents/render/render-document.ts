import type { DocumentContent, RenderOptions } from '../document-content';
import { renderBindingOrder } from './binding-order.document';
import { renderContract } from './contract.document';
import { renderInvoice } from './invoice.document';
import { renderProposal } from './proposal.document';
import { renderReceipt } from './receipt.document';
import { renderPrivacy } from './privacy.document';
import { renderProtocol } from './protocol.document';

// One renderer per document type, all on the shared layout (document-layout.ts). The content is
// the document's stored snapshot, so rendering it again gives the same document.
export function renderDocument(content: DocumentContent, options: RenderOptions): Promise<Buffer> {
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
