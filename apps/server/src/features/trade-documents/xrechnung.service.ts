import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/http/app-error';
import type { AnyDocumentContent } from '../document-engine/document-content';
import type { EInvoiceContent } from '../document-engine/e-invoice/cii-invoice';
import { xrechnungInvoice } from '../document-engine/e-invoice/xrechnung-invoice';
import { createGeneratedDocumentsRepository } from './generated-documents.repository';

// The XRechnung of an issued invoice or cancellation invoice, for a public-sector buyer (§ 4a ERechV):
// written on demand from the snapshot the document's PDF was rendered from. The snapshot is never
// changed (GoBD) and the writer is pure, so every download is the same file.

export type XRechnungFile = { fileName: string; xml: string };
type VehicleRef = { vehicleId: string; documentId: string };
type TradeRef = { tradeId: string; documentId: string };

/** The snapshot as an invoice's content; null for a document that is no invoice (contract, purchase, cost estimate). */
function invoiceContent(documentType: string, content: AnyDocumentContent): EInvoiceContent | null {
  if (documentType !== 'INVOICE' && documentType !== 'CANCELLATION') return null;
  if (!('order' in content)) return content;
  if (content.order === 'SERVICE_INVOICE') return content.type === 'PROPOSAL' ? null : content;
  return null;
}

/**
 * The company's document (by its vehicle or its trade) as XRechnung: 404 when there is no such
 * document or it is no invoice, 422 9410 when its buyer is no public-sector buyer, 422 9411 when the
 * company data it was issued with lack what XRechnung needs.
 */
export async function documentXRechnung(ctx: AppContext, companyId: string, ref: VehicleRef | TradeRef): Promise<XRechnungFile> {
  const found = await createGeneratedDocumentsRepository(ctx.database.db).findWithContent(companyId, ref);
  if (!found) throw notFound();
  const content = invoiceContent(found.document.documentType, found.content as AnyDocumentContent);
  if (!content) throw notFound();
  const result = xrechnungInvoice(content);
  if ('problem' in result) throw new AppError(result.problem, 422);
  return { fileName: found.document.fileName.replace(/\.pdf$/i, '') + '-XRechnung.xml', xml: result.xml };
}
