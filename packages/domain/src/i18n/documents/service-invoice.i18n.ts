import { bilingual } from '../bilingual';

// The service invoice: workshop and service work billed by lines, its cost estimate
// (Kostenvoranschlag) and its cancellation invoice. What they share with the vehicle invoice (the
// lines table's columns, number and date, payment, the §19 notice) and with the sale's cancellation
// invoice (reference, reason, credit) comes from `invoice.*`, `common.*` and `cancellation.*`; only
// the service's own words are here.
export const serviceInvoiceTexts = bilingual(
  {
    serviceInvoice: {
      // A service is performed, not delivered: "Leistungsdatum" is its date of supply (§14 Abs. 4 Nr. 6 UStG).
      serviceDate: 'Leistungsdatum',
      // The reverse charge names both parties' VAT ids (§14a Abs. 1 UStG); a service has a supplier and a recipient, no seller and buyer.
      supplierVatId: 'USt-IdNr. des leistenden Unternehmers',
      recipientVatId: 'USt-IdNr. des Leistungsempfängers',
      intro: 'Für die ausgeführten Arbeiten erlauben wir uns, Ihnen Folgendes in Rechnung zu stellen:',
      // What a line's quantity counts (§14 Abs. 4 Nr. 5 UStG: Menge und Art), in a column of its own.
      unit: 'Einheit',
      units: { PIECE: 'Stk.', HOUR: 'Std.', LITRE: 'l', LUMP_SUM: 'pauschal' },
      proposal: {
        title: 'Kostenvoranschlag',
        number: 'Kostenvoranschlag Nr.',
        date: 'Datum',
        validUntil: 'Gültig bis',
        intro: 'Für die folgenden Arbeiten erstellen wir Ihnen gerne diesen Kostenvoranschlag:',
        validity: 'Dieser Kostenvoranschlag ist gültig bis {date}.',
        // A cost estimate shows VAT like an invoice; it must not be booked as one.
        notInvoice: 'Dieser Kostenvoranschlag ist keine Rechnung und berechtigt nicht zum Vorsteuerabzug.',
      },
    },
  },
  {
    serviceInvoice: {
      serviceDate: 'Date of service',
      supplierVatId: "Supplier's VAT ID",
      recipientVatId: "Recipient's VAT ID",
      intro: 'For the work carried out we invoice you as follows:',
      unit: 'Unit',
      units: { PIECE: 'pcs', HOUR: 'h', LITRE: 'l', LUMP_SUM: 'lump sum' },
      proposal: {
        title: 'Cost estimate',
        number: 'Cost estimate no.',
        date: 'Date',
        validUntil: 'Valid until',
        intro: 'For the following work we are pleased to give you this cost estimate:',
        validity: 'This cost estimate is valid until {date}.',
        notInvoice: 'This cost estimate is not an invoice and does not entitle you to deduct input VAT.',
      },
    },
  },
);
