import { countryByIso2 } from '@kontor/domain/countries';
import type { SaleFields } from '@kontor/domain/trades';
import { XmlDocument } from 'libxml2-wasm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AnyDocumentContent } from '../document-content';
import { renderDocument } from '../render/render-document';
import {
  readPdf,
  sampleCancellationInvoice,
  sampleContent,
  sampleServiceContent,
  TEST_BUSINESS_BUYER,
} from '../render/document-content.fixture';
import { ciiInvoice, type EInvoiceContent } from './cii-invoice';
import { einvoiceXml, readCii, readEmbedded } from './cii.fixture';

// The hybrid invoice (Factur-X / ZUGFeRD 2, profile EN 16931): each invoice Kontor issues is a
// PDF/A-3b that embeds, as factur-x.xml related as its Alternative, exactly the XML cii-invoice.ts
// makes of the same content, and says so in its XMP metadata (pdfaid part 3, the fx: schema and its
// PDF/A extension description). The other documents stay plain PDFs. The visible invoice is
// unchanged: the renderers' own tests read the same text as before.

const XMP_NAMESPACES = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  pdfaid: 'http://www.aiim.org/pdfa/ns/id/',
  fx: 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#',
  pdfaSchema: 'http://www.aiim.org/pdfa/ns/schema#',
  dc: 'http://purl.org/dc/elements/1.1/',
};

/** The XMP parsed as XML (it must be well-formed for PDF/A) and read by XPath. */
function readXmp(xmp: string | null) {
  expect(xmp).not.toBeNull();
  const doc = XmlDocument.fromString(xmp!);
  const one = (xpath: string) => doc.find(xpath, XMP_NAMESPACES).map((node) => node.content.trim());
  return { one, dispose: () => doc.dispose() };
}

const INVOICES: Array<[string, EInvoiceContent]> = [
  ['sale invoice', sampleContent('INVOICE', 'de')],
  ['sale cancellation invoice', sampleCancellationInvoice('en')],
  ['service invoice', sampleServiceContent('INVOICE', 'de')],
  ['service cancellation invoice', sampleServiceContent('CANCELLATION', 'en')],
];

describe('the invoices Kontor issues are Factur-X hybrids', () => {
  for (const [name, content] of INVOICES) {
    it(`the ${name} is a PDF/A-3b embedding its EN 16931 XML as factur-x.xml`, async () => {
      const pdf = await renderDocument(content, { logo: null });
      expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
      const { files, xmp } = readEmbedded(pdf);
      expect(files.map((file) => [file.name, file.relationship, file.subtype])).toEqual([
        ['factur-x.xml', 'Alternative', 'text#2Fxml'],
      ]);
      expect(files[0]!.content.toString('utf8')).toBe(ciiInvoice(content));
      expect(pdf.toString('latin1')).toMatch(/\/OutputIntents \[\d+ 0 R\]/);
      const metadata = readXmp(xmp);
      expect(metadata.one('//pdfaid:part')).toEqual(['3']);
      expect(metadata.one('//pdfaid:conformance')).toEqual(['B']);
      expect(metadata.one('//fx:DocumentType')).toEqual(['INVOICE']);
      expect(metadata.one('//fx:DocumentFileName')).toEqual(['factur-x.xml']);
      expect(metadata.one('//fx:Version')).toEqual(['1.0']);
      expect(metadata.one('//fx:ConformanceLevel')).toEqual(['EN 16931']);
      // PDF/A accepts only described extension schemas: the fx: one is, with its prefix and namespace.
      expect(metadata.one('//pdfaSchema:prefix')).toEqual(['fx']);
      expect(metadata.one('//pdfaSchema:namespaceURI')).toEqual([XMP_NAMESPACES.fx]);
      metadata.dispose();
    });
  }

  const plain: Array<[string, AnyDocumentContent, { sample?: boolean }]> = [
    ['contract', sampleContent('CONTRACT', 'de'), {}],
    ['receipt', sampleContent('RECEIPT', 'de'), {}],
    ['cost estimate', sampleServiceContent('PROPOSAL', 'de'), {}],
    // A sample says it is no valid invoice: it must not carry one a machine would book.
    ['sample invoice', sampleContent('INVOICE', 'de'), { sample: true }],
  ];
  for (const [name, content, options] of plain) {
    it(`the ${name} stays a plain PDF without an e-invoice`, async () => {
      const pdf = await renderDocument(content, { logo: null, ...options });
      expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.3');
      expect(readEmbedded(pdf)).toEqual({ files: [], xmp: null });
    });
  }

  it('leaves an export invoice of a company without a VAT id a plain PDF (EN 16931 names the seller’s VAT id, BR-G-02)', async () => {
    const exportTrade: Partial<SaleFields> = {
      sectionType: '4.1a',
      tradeType: 'EXPORT',
      exportProof: 'MRN 26DE123456789012A1',
    };
    const buyer = {
      ...sampleContent('INVOICE', 'de').buyer,
      countryId: countryByIso2('CH')!.id,
      city: 'Zürich',
      postalCode: '8001',
    };
    const withoutVatId = sampleContent('INVOICE', 'de', { trade: exportTrade, buyer, company: { vatId: null } });
    expect(ciiInvoice(withoutVatId)).toBeUndefined();
    const pdf = await renderDocument(withoutVatId, { logo: null });
    expect(readEmbedded(pdf)).toEqual({ files: [], xmp: null });
    expect((await readPdf(pdf)).text).toContain('Rechnung RE-2026-0042');
    // With its VAT id the same export is an e-invoice.
    expect(ciiInvoice(sampleContent('INVOICE', 'de', { trade: exportTrade, buyer }))).toContain(
      '<ram:CategoryCode>G</ram:CategoryCode>',
    );
  });

  it('keeps the metadata well-formed for a company whose name has an ampersand', async () => {
    const name = 'Autohaus Sonne GmbH & Co. KG';
    const pdf = await renderDocument(sampleContent('INVOICE', 'de', { company: { legalName: name, type: 'GMBH_CO_KG' } }), {
      logo: null,
    });
    const metadata = readXmp(readEmbedded(pdf).xmp);
    expect(metadata.one('//dc:creator//rdf:li')).toEqual([name]);
    metadata.dispose();
    expect((await readPdf(pdf)).text).toContain(name);
  });

  it('draws a PNG logo with transparency (a soft mask, allowed by PDF/A-3) beside the embedded XML', async () => {
    const logo = await sharp({
      create: { width: 120, height: 40, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const content = sampleContent('INVOICE', 'de');
    const pdf = await renderDocument(content, { logo });
    expect(pdf.toString('latin1')).toMatch(/\/SMask \d+ 0 R/);
    expect(readEmbedded(pdf).files[0]!.content.toString('utf8')).toBe(ciiInvoice(content));
    expect((await readPdf(pdf)).text).toContain('Rechnung RE-2026-0042');
  });

  const taxations: Array<[string, Partial<SaleFields>]> = [
    ['margin scheme', { sectionType: '25' }],
    ['export', { sectionType: '4.1a', exportProof: 'MRN 26DE123456789012A1' }],
    ['intra-EU supply', { sectionType: '4.1b' }],
    ['small business', { vat: false }],
  ];
  for (const [name, trade] of taxations) {
    it(`the XML's tax note (${name}) is the notice the invoice prints`, async () => {
      for (const locale of ['de', 'en'] as const) {
        const content = sampleContent('INVOICE', locale, { trade, buyer: TEST_BUSINESS_BUYER });
        const cii = readCii(einvoiceXml(content));
        const notes = cii.all("//ram:IncludedNote[ram:SubjectCode='TXD']/ram:Content");
        cii.dispose();
        expect(notes).toHaveLength(1);
        const { text } = await readPdf(await renderDocument(content, { logo: null }));
        expect(text).toContain(notes[0]!.replace(/\s+/g, ' '));
      }
    });
  }

  it("the service invoice's reverse-charge note is the notice it prints", async () => {
    const content = sampleServiceContent('INVOICE', 'de', { vatRate: 0 });
    const reverse = {
      ...content,
      customer: TEST_BUSINESS_BUYER,
      amounts: { ...content.amounts, vatExemption: 'REVERSE_CHARGE' as const },
    };
    const cii = readCii(einvoiceXml(reverse));
    const [note] = cii.all("//ram:IncludedNote[ram:SubjectCode='TXD']/ram:Content");
    cii.dispose();
    expect(note).toContain('§ 13b UStG');
    expect((await readPdf(await renderDocument(reverse, { logo: null }))).text).toContain(note!.replace(/\s+/g, ' '));
  });
});
