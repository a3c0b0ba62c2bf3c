import type { DocumentTemplate } from '@kontor/domain/custom-templates';
import { describe, expect, it } from 'vitest';
import { ownTemplateTexts } from '../document-template';
import { renderDocument } from './render-document';
import {
  readPdf,
  sampleCancellationInvoice,
  sampleContent,
  samplePurchaseCancellation,
  samplePurchaseContent,
} from './document-content.fixture';

// Each document prints only the template texts meant for it: the header note of the invoice
// template is the invoice's, the contract template's the contract's and binding order's. The other
// documents of a template keep its layout and footer. A cancellation's content is the canceled
// document's snapshot, so the renderer drops that document's note.

const INVOICE_NOTE = 'Vielen Dank für Ihren Einkauf bei uns!';
const CONTRACT_NOTE = 'Kaufvertrag gemäß ZDK-Empfehlung – bitte sorgfältig lesen.';
const FOOTER = 'Öffnungszeiten Mo–Fr 8–18 Uhr';

const template = (headerNote: string): Partial<DocumentTemplate> => ({ layout: 'COMPACT', headerNote, footer: FOOTER });
const textOf = async (content: Parameters<typeof renderDocument>[0]) =>
  (await readPdf(await renderDocument(content, { logo: null }))).text;

describe('the template texts by document type', { timeout: 30_000 }, () => {
  it('keeps the header note on the invoice, the contract and the binding order', async () => {
    expect(await textOf(sampleContent('INVOICE', 'de', { template: template(INVOICE_NOTE) }))).toContain(INVOICE_NOTE);
    for (const type of ['CONTRACT', 'BINDING_CONTRACT'] as const) {
      expect(await textOf(sampleContent(type, 'de', { template: template(CONTRACT_NOTE) })), type).toContain(CONTRACT_NOTE);
    }
    expect(await textOf(samplePurchaseContent('CONTRACT', 'de', { template: template(CONTRACT_NOTE) }))).toContain(CONTRACT_NOTE);
  });

  it('drops a header note the content still carries for a cancellation (the canceled document’s), keeping the footer', async () => {
    const invoice = await textOf(sampleCancellationInvoice('de', { template: template(INVOICE_NOTE) }));
    expect(invoice).not.toContain(INVOICE_NOTE);
    expect(invoice).toContain(FOOTER);
    const purchase = await textOf(samplePurchaseCancellation('de', { template: template(CONTRACT_NOTE) }));
    expect(purchase).not.toContain(CONTRACT_NOTE);
    expect(purchase).toContain(FOOTER);
  });

  it('gives the other types their template without the note (the builder’s rule)', () => {
    const full: DocumentTemplate = { layout: 'MODERN', headerNote: INVOICE_NOTE, footer: FOOTER, terms: 'Es gelten unsere AGB.' };
    for (const type of ['PROPOSAL', 'RECEIPT', 'PROTOCOL', 'PRIVACY', 'CANCELLATION']) {
      expect(ownTemplateTexts(type, full), type).toEqual({ ...full, headerNote: null });
    }
    for (const type of ['INVOICE', 'CONTRACT', 'BINDING_CONTRACT']) expect(ownTemplateTexts(type, full), type).toBe(full);
  });
});
