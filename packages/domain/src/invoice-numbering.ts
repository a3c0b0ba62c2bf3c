import { z } from 'zod';
import { INVOICE_KINDS, INVOICE_NUMBER_PARTS, INVOICE_PART_MAX } from './constants';
import { raising } from './raised-codes';
import { tooLongCode } from './text-limits';

// Invoice numbers (§14 Abs. 4 Nr. 4 UStG: unique and sequential per series). A template is
// prefix + root + suffix; one of the three (the changing part, ROOT by default) is numeric and
// holds the NEXT number to issue, padded with zeros to `padding` digits.

export type InvoiceKind = (typeof INVOICE_KINDS)[number];
type InvoiceNumberPart = (typeof INVOICE_NUMBER_PARTS)[number];

export const INVOICE_PADDING_MAX = 12;

const part = z
  .string()
  .trim()
  .max(INVOICE_PART_MAX, tooLongCode(INVOICE_PART_MAX))
  .regex(/^[\p{L}\d\-/_.#]*$/u, '5003')
  .default('');

// The changing part must be a number (9209); a series whose numbers outgrow the limit is told at its fixed parts (9212).
export const invoiceNumberingSchema = raising(
  z
    .object({
      prefix: part,
      root: part,
      suffix: part,
      // A number, or its digits as text; empty (null) is no padding. Not a general coercion: `true`
      // or `[3]` is no number of digits.
      padding: z.preprocess(
        (value) => (value === null ? undefined : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
        z.number('5003').int('5003').min(0, '5003').max(INVOICE_PADDING_MAX, '5003').default(0),
      ),
      changingPart: z.enum(INVOICE_NUMBER_PARTS, { error: '0001' }).default('ROOT'),
    })
    .superRefine((value, context) => {
      const key = partKey(value.changingPart);
      if (!/^\d+$/.test(value[key])) {
        context.addIssue({ code: 'custom', message: value[key] ? '9209' : '0001', path: [key] });
        return;
      }
      // Every number the series issues must fit the invoice number's limit: told at the fixed parts,
      // the ones to shorten, not found out when the next invoice is issued.
      if (previewInvoiceNumber(value).length <= INVOICE_NUMBER_MAX) return;
      for (const fixed of (['prefix', 'root', 'suffix'] as const).filter((name) => name !== key && value[name])) {
        context.addIssue({ code: 'custom', message: '9212', path: [fixed] });
      }
    }),
  '0001',
  '9209',
  '9212',
);

/** The longest invoice number a dealer may type. */
export const INVOICE_NUMBER_MAX = 40;

/**
 * An invoice number typed while automatic numbering is off (an invoice's, a cancellation
 * invoice's): letters, digits and / . _ - # only, no spaces or control characters, as the numbers
 * the templates make (the same characters as their parts). One definition for every place a number
 * is typed, so a cancellation invoice cannot carry a number its invoice could not.
 */
const typedNumberText = z
  .string()
  .trim()
  .max(INVOICE_NUMBER_MAX, tooLongCode(INVOICE_NUMBER_MAX))
  .regex(/^[\p{L}\p{Nd}/._#-]*$/u, '5003');
/** Blank is no number typed (undefined): with automatic numbering on it is not asked for, with it off the server answers 9511. */
export const typedInvoiceNumberSchema = typedNumberText.transform((value) => value || undefined);

/** The same where the field may be left blank (no number typed: null). */
export const blankableInvoiceNumberSchema = typedNumberText
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

export type InvoiceNumberingInput = z.input<typeof invoiceNumberingSchema>;
export type InvoiceNumbering = z.output<typeof invoiceNumberingSchema>;

export const DEFAULT_INVOICE_NUMBERING: InvoiceNumbering = {
  prefix: '',
  root: '1',
  suffix: '',
  padding: 0,
  changingPart: 'ROOT',
};
/**
 * Service invoices start with a prefix of their own: a number identifies one invoice of the company
 * (§14 Abs. 4 Nr. 4 UStG), so the two series must never both print "1".
 */
export const DEFAULT_SERVICE_INVOICE_NUMBERING: InvoiceNumbering = { ...DEFAULT_INVOICE_NUMBERING, prefix: 'SR-' };

export function defaultNumbering(kind: InvoiceKind): InvoiceNumbering {
  return kind === 'SERVICE_INVOICE' ? DEFAULT_SERVICE_INVOICE_NUMBERING : DEFAULT_INVOICE_NUMBERING;
}

/** The template's field that holds the counter (where a refusal about the next number belongs). */
export function partKey(changingPart: InvoiceNumberPart): 'prefix' | 'root' | 'suffix' {
  return changingPart === 'PREFIX' ? 'prefix' : changingPart === 'SUFFIX' ? 'suffix' : 'root';
}

/** The next number the template holds (the value of its changing part). */
export function nextCounter(template: InvoiceNumbering): number {
  return Number(template[partKey(template.changingPart)]);
}

/** The invoice number for `counter`: the changing part replaced by the counter, zero-padded. */
export function formatInvoiceNumber(template: InvoiceNumbering, counter: number): string {
  if (!Number.isSafeInteger(counter) || counter < 0) throw new RangeError(`invalid counter ${counter}`);
  const key = partKey(template.changingPart);
  const parts = {
    prefix: template.prefix,
    root: template.root,
    suffix: template.suffix,
    [key]: String(counter).padStart(template.padding, '0'),
  };
  return `${parts.prefix}${parts.root}${parts.suffix}`;
}

/**
 * Whether two templates print the same form, differing at most in the counter (e.g. both "RE-" and a
 * number): two series of that form would take turns at one row of numbers.
 */
export function sameNumberForm(a: InvoiceNumbering, b: InvoiceNumbering): boolean {
  const form = (template: InvoiceNumbering) => {
    const parts = {
      prefix: template.prefix,
      root: template.root,
      suffix: template.suffix,
      [partKey(template.changingPart)]: `\u0000${template.padding}\u0000`,
    };
    return `${parts.prefix}${parts.root}${parts.suffix}`;
  };
  return form(a) === form(b);
}

/** What the settings page previews: the number the next invoice will get. */
export function previewInvoiceNumber(template: InvoiceNumbering): string {
  return formatInvoiceNumber(template, nextCounter(template));
}

/** The template with `next` as its changing part: how the settings show a series in use. */
export function withNextCounter(template: InvoiceNumbering, next: number): InvoiceNumbering {
  return { ...template, [partKey(template.changingPart)]: String(next) };
}

export const invoiceNumberingConfigSchema = z.object({ configValue: z.enum(['on', 'off'], { error: '0001' }) });

const seriesViewSchema = z.object({
  prefix: z.string(),
  root: z.string(),
  suffix: z.string(),
  padding: z.number().int(),
  changingPart: z.enum(INVOICE_NUMBER_PARTS),
  preview: z.string().describe('The number the next invoice of this series gets'),
});

/** Both numbering series as the document settings show them. */
export const numberingViewSchema = z.object({
  automaticNumbering: z.boolean(),
  invoice: seriesViewSchema,
  serviceInvoice: seriesViewSchema,
});
export type NumberingView = z.infer<typeof numberingViewSchema>;
