import { formatIban } from '@kontor/domain/display-format';
import { bilingual } from '@kontor/domain/i18n/bilingual';
import { createPdf, pdfBuffer } from '../../platform/pdf/pdf';
import { embedFacturX } from '../document-engine/e-invoice/factur-x';
import { formatDate, formatMoney } from '../document-engine/render/document-formats';
import { printOperatorFoot } from './operator-letter-foot';
import { subscriptionCii } from './subscription-e-invoice';
import type { SubscriptionInvoiceInput } from './subscription-invoice-input';

// The operator's invoice for one billing period of a subscription, with what § 14 Abs. 4 UStG asks:
// the operator's and the company's full name and address, the operator's VAT id, the date, a unique
// number, the service and its period, the net amount, rate and VAT, and the gross amount. Paid by
// transfer it says where and by when; paid by direct debit it is the SEPA pre-notification: the
// amount, the day of the debit, the account, the mandate reference and the creditor identifier.

const texts = bilingual(
  {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    period: 'Leistungszeitraum',
    customer: 'Kunde',
    description: 'Leistung',
    plans: { MONTHLY: 'Kontor-Abonnement, monatlich', YEARLY: 'Kontor-Abonnement, jährlich' },
    service: 'Nutzung von Kontor für alle Nutzer des Unternehmens, {{from}} bis {{to}}',
    net: 'Nettobetrag',
    vat: 'Umsatzsteuer {{rate}} %',
    vatNone: {
      REVERSE_CHARGE: 'Umsatzsteuer: Steuerschuld beim Leistungsempfänger',
      NOT_TAXABLE: 'Umsatzsteuer: nicht im Inland steuerbar',
    },
    notices: {
      REVERSE_CHARGE:
        'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge): Die Leistung wird am Sitz des Leistungsempfängers erbracht (§ 3a Abs. 2 UStG); die Umsatzsteuer schuldet der Leistungsempfänger (§ 13b UStG, Art. 196 MwStSystRL).',
      NOT_TAXABLE:
        'Nicht im Inland steuerbare Leistung (§ 3a Abs. 2 UStG): Der Leistungsempfänger hat seinen Sitz außerhalb der EU; es wird keine deutsche Umsatzsteuer berechnet.',
    },
    supplierVatId: 'USt-IdNr. des Leistenden',
    recipientVatId: 'USt-IdNr. des Leistungsempfängers',
    gross: 'Rechnungsbetrag',
    transfer: 'Bitte überweisen Sie {{amount}} bis zum {{due}} auf das Konto IBAN {{iban}}{{bic}}, Verwendungszweck {{number}}.',
    debit:
      'Den Betrag von {{amount}} ziehen wir am {{due}} per SEPA-Lastschrift von Ihrem Konto IBAN {{iban}} ein (Mandatsreferenz {{reference}}, Gläubiger-Identifikationsnummer {{creditorId}}). Bitte sorgen Sie für die Deckung des Kontos.',
    vatId: 'USt-IdNr.',
  },
  {
    title: 'Invoice',
    number: 'Invoice number',
    date: 'Invoice date',
    period: 'Service period',
    customer: 'Customer',
    description: 'Service',
    plans: { MONTHLY: 'Kontor subscription, monthly', YEARLY: 'Kontor subscription, yearly' },
    service: 'Use of Kontor for all users of the company, {{from}} to {{to}}',
    net: 'Net amount',
    vat: 'VAT {{rate}} %',
    vatNone: {
      REVERSE_CHARGE: 'VAT: owed by the recipient',
      NOT_TAXABLE: 'VAT: not taxable in Germany',
    },
    notices: {
      REVERSE_CHARGE:
        'Reverse charge: the service is supplied where the recipient is established (§ 3a(2) UStG); the VAT is owed by the recipient (Art. 196 VAT Directive, § 13b UStG).',
      NOT_TAXABLE:
        'Not taxable in Germany (§ 3a(2) UStG): the recipient is established outside the EU; no German VAT is charged.',
    },
    supplierVatId: 'Supplier’s VAT id',
    recipientVatId: 'Recipient’s VAT id',
    gross: 'Invoice total',
    transfer: 'Please transfer {{amount}} by {{due}} to IBAN {{iban}}{{bic}}, reference {{number}}.',
    debit:
      'We will collect {{amount}} on {{due}} by SEPA direct debit from your account IBAN {{iban}} (mandate reference {{reference}}, creditor identifier {{creditorId}}). Please make sure the account is covered.',
    vatId: 'VAT id',
  },
);

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** The notice of an invoice without German VAT (with the VAT ids where the reverse charge needs them), in its language; null with VAT. */
export function taxationNotice(input: SubscriptionInvoiceInput): string | null {
  const t = texts[input.locale];
  if (input.taxation === 'STANDARD') return null;
  if (input.taxation === 'NOT_TAXABLE') return t.notices.NOT_TAXABLE;
  return [
    t.notices.REVERSE_CHARGE,
    `${t.supplierVatId}: ${input.operator.vatId}`,
    `${t.recipientVatId}: ${input.customer.vatId ?? '—'}`,
  ].join('\n');
}

export async function renderSubscriptionInvoice(input: SubscriptionInvoiceInput): Promise<Buffer> {
  const t = texts[input.locale];
  const { operator } = input;
  const date = (iso: string) => formatDate(input.locale, iso);
  const money = (cents: number) => formatMoney(input.locale, cents);
  const doc = createPdf({
    title: `${t.title} ${input.number}`,
    author: operator.name,
    language: input.locale === 'de' ? 'de-DE' : 'en-GB',
    archival: true,
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(10).text(operator.name, { width });
  doc.font('regular').fontSize(9).text(`${operator.address} · ${t.vatId} ${operator.vatId}`, { width }).moveDown(2);
  doc
    .fontSize(11)
    .text([input.customer.name, ...input.customer.address].join('\n'), { width: width / 2 })
    .moveDown(2);

  doc.font('bold').fontSize(18).text(`${t.title} ${input.number}`, { width }).moveDown(0.6);
  const fact = (label: string, value: string) => {
    const y = doc.y;
    doc.font('bold').fontSize(10).text(label, left, y, { width: 150 });
    doc.font('regular').text(value, left + 160, y, { width: width - 160 });
    doc.x = left;
  };
  fact(t.number, input.number);
  fact(t.date, date(input.issuedOn));
  fact(t.period, `${date(input.periodStart)} – ${date(input.periodEnd)}`);
  doc.moveDown(1.5);

  const amountWidth = 110;
  const line = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular').fontSize(10);
    doc.text(label, left, y, { width: width - amountWidth - 10 });
    const after = doc.y;
    doc.text(value, left + width - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.x = left;
    doc.y = Math.max(after, doc.y) + 4;
  };
  const service = fill(t.service, { from: date(input.periodStart), to: date(input.periodEnd) });
  line(t.plans[input.planName], money(input.netCents), true);
  doc
    .font('regular')
    .fontSize(9)
    .text(service, { width: width - amountWidth - 10 });
  doc.moveDown(0.8);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.4);
  line(t.net, money(input.netCents));
  const vatLabel = input.taxation === 'STANDARD' ? fill(t.vat, { rate: String(input.vatRate) }) : t.vatNone[input.taxation];
  line(vatLabel, money(input.vatCents));
  line(t.gross, money(input.grossCents), true);
  doc.moveDown(1.5);
  // Without German VAT the invoice says why, and the reverse charge names both VAT ids (§ 14a Abs. 1 and 5 UStG).
  const taxNotice = taxationNotice(input);
  if (taxNotice) doc.font('regular').fontSize(10).text(taxNotice, { width }).moveDown(1);

  const amount = money(input.grossCents);
  const due = date(input.dueOn);
  const payment =
    input.paymentType === 'SEPA' && input.debit
      ? fill(t.debit, {
          amount,
          due,
          iban: input.debit.ibanMasked,
          reference: input.debit.mandateReference,
          creditorId: operator.creditorId ?? '',
        })
      : fill(t.transfer, {
          amount,
          due,
          iban: formatIban(operator.iban),
          bic: operator.bic ? ` (BIC ${operator.bic})` : '',
          number: input.number,
        });
  doc.font('regular').fontSize(10).text(payment, { width });
  printOperatorFoot(doc, input.locale, operator.details);
  const xml = subscriptionCii({
    ...input,
    ...input.eInvoice,
    planLabel: t.plans[input.planName],
    lineDescription: service,
    paymentText: payment,
    taxNotice,
  });
  embedFacturX(doc, xml);
  return pdfBuffer(doc);
}
