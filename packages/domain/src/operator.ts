import { z } from 'zod';
import type { Locale } from './constants';
import { operatorTexts } from './i18n/operator.i18n';

/**
 * The legal forms an operator may run Kontor in, with the spellings its name may carry (§ 4 GmbHG,
 * § 5a GmbHG, § 4 AktG, § 19 HGB, § 707a BGB): the name must show the form.
 */
export const LEGAL_FORM_SPELLINGS = {
  GmbH: ['GmbH', 'Gesellschaft mit beschränkter Haftung'],
  'UG (haftungsbeschränkt)': ['UG (haftungsbeschränkt)', 'Unternehmergesellschaft (haftungsbeschränkt)'],
  AG: ['AG', 'Aktiengesellschaft'],
  KG: ['KG', 'Kommanditgesellschaft'],
  OHG: ['OHG', 'oHG', 'offene Handelsgesellschaft'],
  'e.K.': ['e.K.', 'e.Kfm.', 'e.Kfr.', 'eingetragener Kaufmann', 'eingetragene Kauffrau'],
  GbR: ['GbR', 'Gesellschaft bürgerlichen Rechts'],
} as const;
export type LegalForm = keyof typeof LEGAL_FORM_SPELLINGS;
export const LEGAL_FORMS = Object.keys(LEGAL_FORM_SPELLINGS) as LegalForm[];

/** Forms entered in the commercial register: their letters name the seat, the register court and the number. */
export const REGISTERED_FORMS: readonly LegalForm[] = ['GmbH', 'UG (haftungsbeschränkt)', 'AG', 'KG', 'OHG', 'e.K.'];
/** Forms whose letters name all managing directors (§ 35a GmbHG) or the management board (§ 80 AktG). */
export const REPRESENTED_FORMS: readonly LegalForm[] = ['GmbH', 'UG (haftungsbeschränkt)', 'AG'];

/** Corporations are entered in section B of the commercial register, merchants and partnerships in section A (§ 3 HRV). */
export const registerSection = (form: LegalForm): 'HRA' | 'HRB' => (REPRESENTED_FORMS.includes(form) ? 'HRB' : 'HRA');

/** Whether the name carries one spelling of the form as a word of its own ("Kontor Software GmbH"). */
export function nameCarriesLegalForm(name: string, form: LegalForm): boolean {
  return LEGAL_FORM_SPELLINGS[form].some((spelling) => {
    const escaped = spelling.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[\\s,])${escaped}($|[\\s,])`).test(name);
  });
}

/** Who runs this installation, as its business letters and the legal notice name it; null: not set. */
export const operatorDetailsSchema = z.object({
  /** The name with its legal form. */
  name: z.string(),
  address: z.string().nullable(),
  legalForm: z.enum(LEGAL_FORMS as [LegalForm, ...LegalForm[]]).nullable(),
  seat: z.string().nullable(),
  registerCourt: z.string().nullable(),
  registerNumber: z.string().nullable(),
  /** All managing directors (GmbH, UG) or members of the management board (AG); empty when none is set. */
  managingDirectors: z.array(z.string()),
  supervisoryBoardChair: z.string().nullable(),
  vatId: z.string().nullable(),
  taxNumber: z.string().nullable(),
});
export type OperatorDetails = z.infer<typeof operatorDetailsSchema>;

type Fact = { label: string; value: string };
const given = (facts: { label: string; value: string | null }[]): Fact[] =>
  facts.filter((fact): fact is Fact => Boolean(fact.value));

/**
 * The operator's register entry ("register"), its representatives ("representatives") and its tax
 * ids ("tax"), each as far as set, in the order letters and the legal notice print them.
 */
export function operatorFacts(
  locale: Locale,
  operator: OperatorDetails,
): { register: Fact[]; representatives: Fact[]; tax: Fact[] } {
  const t = operatorTexts[locale];
  return {
    register: given([
      { label: t.seat, value: operator.seat },
      { label: t.registerCourt, value: operator.registerCourt },
      { label: t.registerNumber, value: operator.registerNumber },
    ]),
    representatives: given([
      {
        label: operator.legalForm === 'AG' ? t.board : t.managingDirectors,
        value: operator.managingDirectors.join(', ') || null,
      },
      { label: t.supervisoryBoardChair, value: operator.supervisoryBoardChair },
    ]),
    tax: given([
      { label: t.vatId, value: operator.vatId },
      { label: t.taxNumber, value: operator.taxNumber },
    ]),
  };
}

/** A fact as a letter prints it: "Registergericht: Amtsgericht Berlin-Charlottenburg". */
export const factText = ({ label, value }: Fact) => `${label}: ${value}`;

/**
 * The operator's details as the foot of a business letter prints them: the name (with its legal
 * form) and address, its register entry, its representatives, its tax ids, as far as set.
 */
export function operatorLetterLines(locale: Locale, operator: OperatorDetails): string[] {
  const { register, representatives, tax } = operatorFacts(locale, operator);
  const joined = (facts: Fact[]) => facts.map(factText).join(' · ');
  return [
    [operator.name, operator.address].filter(Boolean).join(' · '),
    joined(register),
    joined(representatives),
    joined(tax),
  ].filter(Boolean);
}
