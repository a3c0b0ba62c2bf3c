import type { CustomTemplates, DocumentTemplate } from '@kontor/domain/custom-templates';
import type { DocumentType, SaleFields } from '@kontor/domain/trades';

// Which of the company's templates a document follows, and which of its texts it prints.

/** The contract-like documents follow the contract template; invoice, receipt, proposal and protocol the invoice template. */
const CONTRACT_TEMPLATE_TYPES: ReadonlySet<DocumentType> = new Set(['CONTRACT', 'BINDING_CONTRACT', 'PRIVACY']);

const STANDARD_TEMPLATE: DocumentTemplate = { layout: 'CLASSIC', headerNote: null, footer: null, terms: null };

/**
 * The documents a template's header note is written for: the invoice template's is the invoice's,
 * the contract template's the contract's (a sale's or a purchase's) and the binding order's, the
 * buyer's offer to make that contract. The other documents of a template take its layout and footer
 * (the company's details) but not a note about another document: "Vielen Dank für Ihren Einkauf" on
 * a protocol or a purchase's receipt, "Kaufvertrag gemäß ZDK-Empfehlung" on the privacy notice or a
 * cancellation. Which document prints the template's terms each renderer decides.
 */
const HEADER_NOTE_TYPES: ReadonlySet<string> = new Set(['INVOICE', 'CONTRACT', 'BINDING_CONTRACT']);

/** `template` as a document of `type` prints it: without the header note of another document. */
export function ownTemplateTexts(type: string, template: DocumentTemplate): DocumentTemplate {
  return HEADER_NOTE_TYPES.has(type) || !template.headerNote ? template : { ...template, headerNote: null };
}

/** The template a document of this type follows: the company's own (CUSTOM) or the plain standard. */
export function templateFor(
  type: DocumentType,
  trade: Pick<SaleFields, 'invoiceTemplate' | 'contractTemplate'>,
  templates: CustomTemplates,
): DocumentTemplate {
  const contractLike = CONTRACT_TEMPLATE_TYPES.has(type);
  const choice = contractLike ? trade.contractTemplate : trade.invoiceTemplate;
  if (choice === 'STANDARD') return STANDARD_TEMPLATE;
  return ownTemplateTexts(type, contractLike ? templates.contractTemplate : templates.invoiceTemplate);
}
