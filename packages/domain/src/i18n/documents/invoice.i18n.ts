import { bilingual } from '../bilingual';

// The invoice (§ 14 Abs. 4 UStG) and the sample invoice of Document settings.
export const documentInvoiceTexts = bilingual(
  {
    invoice: {
      title: 'Rechnung',
      sample: 'MUSTER – keine gültige Rechnung',
      sampleNote:
        'Dieses Beispiel zeigt Ihre Vorlage, Nummerierung, Ihr Logo und Ihre Bankverbindung mit erfundenen Daten. Die Nummer wird nicht vergeben.',
      number: 'Rechnungsnummer',
      date: 'Rechnungsdatum',
      deliveryDate: 'Liefer-/Leistungsdatum',
      position: 'Pos.',
      description: 'Beschreibung',
      quantity: 'Menge',
      unitPrice: 'Einzelpreis',
      amount: 'Betrag',
      unitPriceNet: 'Einzelpreis (netto)',
      amountNet: 'Betrag (netto)',
      comments: 'Bemerkungen',
    },
  },
  {
    invoice: {
      title: 'Invoice',
      sample: 'SAMPLE – not a valid invoice',
      sampleNote:
        'This example shows your template, numbering, logo and bank details with made-up data. The number is not issued.',
      number: 'Invoice number',
      date: 'Invoice date',
      deliveryDate: 'Date of supply',
      position: 'No.',
      description: 'Description',
      quantity: 'Qty',
      unitPrice: 'Unit price',
      amount: 'Amount',
      unitPriceNet: 'Unit price (net)',
      amountNet: 'Amount (net)',
      comments: 'Remarks',
    },
  },
);
