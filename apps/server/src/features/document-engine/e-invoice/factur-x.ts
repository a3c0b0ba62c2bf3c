import type { Pdf } from '../../../platform/pdf/pdf';

// The hybrid invoice of Factur-X 1.0 / ZUGFeRD 2 (an e-invoice, § 14 Abs. 1 UStG): the PDF a person reads,
// as PDF/A-3b (createPdf's `archival`), with the EN 16931 XML a machine reads embedded as
// `factur-x.xml`, related to the document as its Alternative representation (/AF), and the XMP
// metadata saying so in the fx: schema, which PDF/A requires to be described by a pdfaExtension
// schema inside the same metadata. Readers (and validators) find the XML through both.

export const FACTUR_X_FILE_NAME = 'factur-x.xml';
export const FACTUR_X_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';
/** The profile's name in the fx:ConformanceLevel of Factur-X 1.0.07 (MINIMUM, BASIC WL, BASIC, EN 16931, EXTENDED). */
export const FACTUR_X_CONFORMANCE = 'EN 16931';

const FX_PROPERTIES: Array<[name: string, description: string]> = [
  ['DocumentFileName', 'The name of the embedded XML document'],
  ['DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'],
  ['Version', 'The actual version of the standard applying to the embedded XML document'],
  ['ConformanceLevel', 'The conformance level of the embedded XML document'],
];

const FACTUR_X_XMP = `
        <rdf:Description xmlns:fx="${FACTUR_X_NAMESPACE}" rdf:about="">
            <fx:DocumentType>INVOICE</fx:DocumentType>
            <fx:DocumentFileName>${FACTUR_X_FILE_NAME}</fx:DocumentFileName>
            <fx:Version>1.0</fx:Version>
            <fx:ConformanceLevel>${FACTUR_X_CONFORMANCE}</fx:ConformanceLevel>
        </rdf:Description>
        <rdf:Description xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#" rdf:about="">
            <pdfaExtension:schemas>
                <rdf:Bag>
                    <rdf:li rdf:parseType="Resource">
                        <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                        <pdfaSchema:namespaceURI>${FACTUR_X_NAMESPACE}</pdfaSchema:namespaceURI>
                        <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                        <pdfaSchema:property>
                            <rdf:Seq>${FX_PROPERTIES.map(
                              ([name, description]) => `
                                <rdf:li rdf:parseType="Resource">
                                    <pdfaProperty:name>${name}</pdfaProperty:name>
                                    <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                                    <pdfaProperty:category>external</pdfaProperty:category>
                                    <pdfaProperty:description>${description}</pdfaProperty:description>
                                </rdf:li>`,
                            ).join('')}
                            </rdf:Seq>
                        </pdfaSchema:property>
                    </rdf:li>
                </rdf:Bag>
            </pdfaExtension:schemas>
        </rdf:Description>
        `;

/**
 * Embeds the invoice's XML into a document opened with `archival` (PDF/A-3b), before it is ended.
 * The file's dates are the document's creation (pdfkit's, the one the XMP states): a renderer reads no clock.
 */
export function embedFacturX(doc: Pdf, xml: string): void {
  const created = doc.info.CreationDate ?? new Date();
  // pdfkit 0.20 takes `relationship` (the /AFRelationship); its type definitions do not know it yet.
  const options: PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Alternative' } = {
    name: FACTUR_X_FILE_NAME,
    type: 'text/xml',
    relationship: 'Alternative',
    description: `Factur-X / ZUGFeRD invoice (${FACTUR_X_CONFORMANCE})`,
    creationDate: created,
    modifiedDate: created,
  };
  doc.file(Buffer.from(xml, 'utf8'), options);
  doc.appendXML(FACTUR_X_XMP);
}
