import { z } from 'zod';
import { TEXT_MAX } from './constants';
import { type TextLimit, tooLongCode } from './text-limits';

// The company's own texts on its invoices and contracts: a layout and the header note, footer and
// terms printed by the document renderers. Stored per company in companies.custom_templates.

export const TEMPLATE_LAYOUTS = ['CLASSIC', 'MODERN', 'COMPACT'] as const;

export const TERMS_MAX = 4000;
export const FOOTER_MAX = 510;

const optionalText = (max: TextLimit) =>
  z
    .string()
    .trim()
    .max(max, tooLongCode(max))
    .nullish()
    .transform((value) => (value ? value : null));

const documentTemplateSchema = z.object({
  layout: z.enum(TEMPLATE_LAYOUTS, { error: '0001' }).default('CLASSIC'),
  headerNote: optionalText(TEXT_MAX),
  footer: optionalText(FOOTER_MAX),
  terms: optionalText(TERMS_MAX),
});
export type DocumentTemplate = z.output<typeof documentTemplateSchema>;

export const customTemplatesSchema = z.object({
  invoiceTemplate: documentTemplateSchema,
  contractTemplate: documentTemplateSchema,
});
export type CustomTemplatesInput = z.input<typeof customTemplatesSchema>;
export type CustomTemplates = z.output<typeof customTemplatesSchema>;

const EMPTY: DocumentTemplate = { layout: 'CLASSIC', headerNote: null, footer: null, terms: null };
const DEFAULT_CUSTOM_TEMPLATES: CustomTemplates = { invoiceTemplate: EMPTY, contractTemplate: EMPTY };

/** The stored templates, or the defaults when none (or an older shape) are stored. */
export function readCustomTemplates(stored: unknown): CustomTemplates {
  const parsed = customTemplatesSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_CUSTOM_TEMPLATES;
}
