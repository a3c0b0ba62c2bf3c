import type { Locale } from '@kontor/domain/constants';
import { documentText } from '@kontor/domain/i18n/documents/catalog';
import type { AnyDocumentContent } from './document-content';

/** Keeps a file name portable: letters (umlauts too), digits, dot, dash; everything else a dash. */
function namePart(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}.-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** The word a document's file is named by: a purchase's and a service invoice's documents have their own. */
function fileNameWord(content: { type: string; locale: Locale; order?: 'BUYING' | 'SERVICE_INVOICE' }): string {
  const group = content.order === 'BUYING' ? 'purchase.' : content.order === 'SERVICE_INVOICE' ? 'service.' : '';
  return documentText(content.locale, `fileName.${group}${content.type}`);
}

/**
 * "Rechnung-RE-1001.pdf" / "Invoice-RE-1001.pdf", a sale's cancellation invoice by its own number
 * ("Stornorechnung-RE-1002.pdf"); the other types "Kaufvertrag-VW-Golf-v2.pdf", a purchase's
 * "Ankaufvertrag-VW-Golf-v1.pdf" and "Ankauf-Stornierung-VW-Golf-v1.pdf", in the document's language.
 * A service invoice, its cost estimate and its cancellation all carry a number of their own
 * ("Kostenvoranschlag-KV-2026-0005.pdf"); its vehicle may be unnamed, so it is never named by it.
 */
export function documentFileName(
  content: Pick<AnyDocumentContent, 'type' | 'locale' | 'vehicle'> & {
    number?: string | null;
    order?: 'BUYING' | 'SERVICE_INVOICE';
  },
  version: number,
): string {
  const word = fileNameWord(content);
  const numbered =
    content.order === 'SERVICE_INVOICE' || (!content.order && (content.type === 'INVOICE' || content.type === 'CANCELLATION'));
  const number = numbered ? content.number : null;
  const parts = number ? [word, number] : [word, content.vehicle.make, content.vehicle.model, `v${version}`];
  return `${parts
    .filter((part): part is string => Boolean(part))
    .map(namePart)
    .filter(Boolean)
    .join('-')}.pdf`;
}
