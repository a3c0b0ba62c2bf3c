import { berlinDayOf } from '@kontor/domain/business-calendar';
import { formatIban } from '@kontor/domain/display-format';
import { bilingual } from '@kontor/domain/i18n/bilingual';
import { translate } from '@kontor/domain/i18n/catalogs';
import type { OperatorDetails } from '@kontor/domain/operator';
import { createPdf, pdfBuffer } from '../../platform/pdf/pdf';
import { formatDate } from '../document-engine/render/document-formats';
import { printOperatorFoot } from './operator-letter-foot';

// The SEPA core direct-debit mandate (SEPA-Basislastschriftmandat) the dealer grants with an order
// paid by direct debit: creditor with creditor identifier, mandate reference, the prescribed
// authorisation and the eight-week refund notice, recurring payments, the debtor's name, address and
// account, place and date. Granted online with the order; the PDF is the dealer's copy to keep.
// The authorisation and the refund notice are the very texts the order page showed (the
// subscriptions catalog); an English copy also prints the German wording, the creditor's own.

const texts = bilingual(
  {
    title: 'SEPA-Lastschriftmandat',
    subtitle: 'für wiederkehrende Zahlungen (SEPA-Basislastschrift)',
    creditor: 'Zahlungsempfänger',
    creditorId: 'Gläubiger-Identifikationsnummer',
    reference: 'Mandatsreferenz',
    germanWording: 'Deutscher Wortlaut',
    debtor: 'Zahlungspflichtiger (Kontoinhaber)',
    company: 'Unternehmen',
    address: 'Anschrift',
    iban: 'IBAN',
    bic: 'BIC',
    bicNone: '– (nicht angegeben)',
    granted: 'Erteilt online mit der Bestellung des Abonnements',
    placeDate: 'Ort, Datum',
    prenotice: 'Der Betrag und das Fälligkeitsdatum jeder Lastschrift werden vorab mitgeteilt.',
  },
  {
    title: 'SEPA Direct Debit Mandate',
    subtitle: 'for recurrent payments (SEPA Core Direct Debit)',
    creditor: 'Creditor',
    creditorId: 'Creditor identifier',
    reference: 'Mandate reference',
    germanWording: 'German wording',
    debtor: 'Debtor (account holder)',
    company: 'Company',
    address: 'Address',
    iban: 'IBAN',
    bic: 'BIC',
    bicNone: '– (not given)',
    granted: 'Granted online with the subscription order',
    placeDate: 'Place, date',
    prenotice: 'The amount and due date of each debit are announced in advance.',
  },
);

export type SepaMandateInput = {
  locale: 'de' | 'en';
  /** The creditor, with the operator's details its letters name at their foot (§ 35a GmbHG). */
  creditor: { name: string; address: string | null; creditorId: string; details: OperatorDetails };
  mandateReference: string;
  /** The debtor as the mandate was granted (kept with the order). */
  debtor: { accountHolder: string; companyName: string; address: string; iban: string; bic: string | null };
  signedAt: Date;
  /** Where the dealer is: the place of the online signature. */
  place: string;
};

/** The moment of the online signature, as the dealer's clock showed it. */
function berlinTime(date: Date): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(date);
}

export async function renderSepaMandate(input: SepaMandateInput): Promise<Buffer> {
  const t = texts[input.locale];
  const { creditor, debtor } = input;
  const doc = createPdf({
    title: `${t.title} ${input.mandateReference}`,
    author: creditor.name,
    language: input.locale === 'de' ? 'de-DE' : 'en-GB',
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const row = (label: string, value: string) => {
    doc.font('bold').fontSize(9).text(label, { width });
    doc.font('regular').fontSize(11).text(value, { width }).moveDown(0.5);
  };

  doc.font('bold').fontSize(18).text(t.title, { width });
  doc.font('regular').fontSize(11).text(t.subtitle, { width }).moveDown(1.2);

  row(t.creditor, [creditor.name, creditor.address].filter(Boolean).join(', '));
  row(t.creditorId, creditor.creditorId);
  row(t.reference, input.mandateReference);
  doc.moveDown(0.6);
  const wording = (locale: 'de' | 'en') => {
    doc
      .text(translate(locale, 'subscriptions.mandate.authorisation', { creditor: creditor.name }), { width, align: 'justify' })
      .moveDown(0.6);
    doc.text(translate(locale, 'subscriptions.mandate.refund'), { width, align: 'justify' }).moveDown(0.6);
  };
  doc.fontSize(10);
  wording(input.locale);
  if (input.locale !== 'de') {
    doc.font('bold').fontSize(9).text(t.germanWording, { width });
    doc.font('regular').fontSize(10);
    wording('de');
  }
  doc.text(t.prenotice, { width }).moveDown(1.2);

  row(t.debtor, debtor.accountHolder);
  row(t.company, debtor.companyName);
  row(t.address, debtor.address);
  row(t.iban, formatIban(debtor.iban));
  row(t.bic, debtor.bic ?? t.bicNone);
  doc.moveDown(0.6);
  row(t.placeDate, `${input.place}, ${formatDate(input.locale, berlinDayOf(input.signedAt))}`);
  doc.fontSize(9).text(`${t.granted} (${berlinTime(input.signedAt)})`, { width });
  printOperatorFoot(doc, input.locale, creditor.details);
  return pdfBuffer(doc);
}
