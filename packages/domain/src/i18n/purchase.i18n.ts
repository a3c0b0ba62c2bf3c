import { bilingual } from './bilingual';

// The purchase wizard's texts. What it shares with the sale wizard (the buttons, the
// customer search, payment, handover items, the generate step's states) stays in trades.*; here
// is what differs for a purchase: the seller and their ID document, the seller's invoice, the
// seller's assurances and the purchase's own documents.

export const purchaseWizardTexts = bilingual(
  {
    wizard: {
      title: 'Fahrzeug ankaufen',
      steps: { seller: 'Verkäufer', price: 'Preis', handover: 'Übergabe', documents: 'Dokumente', generate: 'Erstellen' },
      finished:
        'Der Ankaufvertrag ist erstellt, der Ankauf vom {date} ist abgeschlossen. Die Angaben sind nur noch zur Ansicht; die Dokumente können Sie erneut erstellen.',
      loadFailed: 'Der Ankauf konnte nicht geladen werden.',
      sold: 'Das Fahrzeug ist verkauft: Ein Ankauf kann nicht mehr erfasst werden.',
    },
    seller: {
      required: 'Bitte wählen Sie den Verkäufer',
      create: 'Anlegen und als Verkäufer wählen',
      created: 'Der Kunde wurde angelegt und als Verkäufer gewählt',
      chosen: 'Verkäufer',
      finishNewCustomer: 'Speichern Sie die Kundendaten erst oder brechen Sie ab, dann geht es weiter.',
      idDocument: 'Ausweis',
      idMissing: 'Ausweisdaten fehlen',
      idExpired: 'Ausweis abgelaufen',
      completeId: 'Ausweisdaten ergänzen',
      editCustomer: 'Kundendaten bearbeiten',
      editTitle: 'Kundendaten des Verkäufers',
      save: 'Speichern',
      saved: 'Die Kundendaten wurden gespeichert',
      openCustomer: 'Zum Kunden',
      privateHint:
        'Privatperson: Ausweis (Nummer, ausstellende Behörde, Ablaufdatum) ist Pflicht und muss am Vertragsdatum gültig sein.',
      businessHint: 'Unternehmen: Die Rechnung des Verkäufers laden Sie im nächsten Schritt hoch.',
    },
    price: {
      grossPrice: 'Ankaufpreis (brutto)',
      vat: 'Die Rechnung des Verkäufers weist Umsatzsteuer aus',
      vatHint: 'Die Vorsteuer ist abziehbar; das Fahrzeug kann später nicht differenzbesteuert (§ 25a UStG) verkauft werden.',
      noVatHint:
        'Ohne ausgewiesene Umsatzsteuer (z. B. § 25a UStG oder Kleinunternehmer): Der spätere Verkauf kann differenzbesteuert sein.',
      privateSeller:
        'Privatverkäufer: Der Preis ist ohne Umsatzsteuer. Das Fahrzeug kann später differenzbesteuert (§ 25a UStG) verkauft werden.',
      vatRate: 'Steuersatz',
      invoice: 'Rechnung des Verkäufers',
      invoiceIntro:
        'Laden Sie die Rechnung des Verkäufers hoch und wählen Sie sie aus; Nummer, Datum und Beträge gehen in Ihre Buchhaltung.',
      invoiceDocument: 'Rechnungsdatei (hochgeladenes Dokument)',
      invoiceDocumentPlaceholder: 'Dokument wählen',
      noDocuments: 'Noch keine Dokumente zu diesem Fahrzeug hochgeladen',
      upload: 'Rechnung hochladen',
      uploaded_one: '{count} Dokument hochgeladen.',
      uploaded_other: '{count} Dokumente hochgeladen.',
      viewInvoice: 'Rechnung ansehen',
      invoiceNumber: 'Rechnungsnummer des Verkäufers',
      invoiceDate: 'Rechnungsdatum',
    },
    summary: {
      title: 'Ankauf',
      noVatShown: 'Keine Umsatzsteuer ausgewiesen: Der Preis ist netto wie brutto, es gibt keine Vorsteuer.',
    },
    handover: {
      handoverDates: { INVOICE_DATE: 'Am Vertragsdatum', CUSTOM: 'Anderes Datum' },
      condition: 'Zustand',
      assurances: 'Zusicherungen des Verkäufers',
      soleOwner: 'Der Verkäufer ist alleiniger Eigentümer; das Fahrzeug ist frei von Rechten Dritter',
      noFurtherAccidents: 'Keine weiteren Unfälle oder Schäden als angegeben',
      mileageConfirmed: 'Der Kilometerstand ist nach Wissen des Verkäufers die Gesamtlaufleistung',
      contractDate: 'Vertragsdatum (Tag des Ankaufs)',
      contractComments: 'Bemerkung im Ankaufvertrag',
      protocolComments: 'Bemerkung im Übergabeprotokoll',
      receiptComments: 'Bemerkung auf der Quittung',
      contractTemplate: 'Vorlage von Ankaufvertrag und Datenschutzhinweisen',
      invoiceTemplate: 'Vorlage von Übergabeprotokoll und Quittung',
    },
    documents: {
      types: {
        CONTRACT: {
          title: 'Ankaufvertrag',
          hint: 'Verkäufer mit Ausweis, Fahrzeugdaten, Preis in Ziffern und Worten, Zusicherungen, Unterschriften; schließt den Ankauf ab.',
        },
        PROTOCOL: {
          title: 'Übergabeprotokoll',
          hint: 'Kilometerstand, Zustand und was der Verkäufer mit dem Fahrzeug übergibt.',
        },
        RECEIPT: {
          title: 'Quittung',
          hint: 'Der Verkäufer bestätigt, den Kaufpreis erhalten zu haben, mit Betrag und Zahlungsart.',
        },
        PRIVACY: { title: 'Datenschutzhinweise', hint: 'Die Informationen für den Verkäufer nach Art. 13 DSGVO.' },
      },
    },
    generate: {
      list: 'Dokumente dieses Ankaufs',
      summary: 'Das steht im Ankaufvertrag',
      party: 'Verkäufer',
      noParty: 'Kein Verkäufer gewählt',
      grossPrice: 'Kaufpreis (brutto)',
      zipName: 'Ankaufdokumente',
      purchased: 'Der Ankauf ist abgeschlossen: Einkaufspreis und Kaufdatum stehen jetzt beim Fahrzeug.',
      gateFailed: 'Der Ankaufvertrag wurde nicht erstellt, deshalb auch keines der anderen Dokumente.',
    },
    tag: 'Ankauf',
  },
  {
    wizard: {
      title: 'Buy vehicle',
      steps: { seller: 'Seller', price: 'Price', handover: 'Handover', documents: 'Documents', generate: 'Create' },
      finished:
        'The purchase contract has been made and the purchase of {date} is complete. The data is shown for reference only; you can create the documents again.',
      loadFailed: 'The purchase could not be loaded.',
      sold: 'The vehicle has been sold: a purchase can no longer be recorded.',
    },
    seller: {
      required: 'Please choose the seller',
      create: 'Add and choose as seller',
      created: 'The customer has been added and chosen as seller',
      chosen: 'Seller',
      finishNewCustomer: 'Save the customer’s data or cancel first, then continue.',
      idDocument: 'ID document',
      idMissing: 'ID document data missing',
      idExpired: 'ID document expired',
      completeId: 'Complete the ID data',
      editCustomer: 'Edit customer data',
      editTitle: 'The seller’s customer data',
      save: 'Save',
      saved: 'The customer’s data has been saved',
      openCustomer: 'To the customer',
      privateHint:
        'Private person: the ID document (number, issuing authority, expiry date) is required and must be valid on the contract date.',
      businessHint: 'Business: you upload the seller’s invoice in the next step.',
    },
    price: {
      grossPrice: 'Purchase price (gross)',
      vat: 'The seller’s invoice shows VAT',
      vatHint: 'The input VAT is deductible; the vehicle cannot be sold under the margin scheme (§25a UStG) later.',
      noVatHint: 'No VAT shown (e.g. §25a UStG or a small business): the later sale may use the margin scheme.',
      privateSeller:
        'Private seller: the price is without VAT. The vehicle can later be sold under the margin scheme (§25a UStG).',
      vatRate: 'VAT rate',
      invoice: 'The seller’s invoice',
      invoiceIntro: 'Upload the seller’s invoice and choose it; its number, date and amounts go to your books.',
      invoiceDocument: 'Invoice file (uploaded document)',
      invoiceDocumentPlaceholder: 'Choose a document',
      noDocuments: 'No documents uploaded for this vehicle yet',
      upload: 'Upload invoice',
      uploaded_one: '{count} document uploaded.',
      uploaded_other: '{count} documents uploaded.',
      viewInvoice: 'View invoice',
      invoiceNumber: 'Seller’s invoice number',
      invoiceDate: 'Invoice date',
    },
    summary: {
      title: 'Purchase',
      noVatShown: 'No VAT shown: the price is net and gross alike, with no input VAT.',
    },
    handover: {
      handoverDates: { INVOICE_DATE: 'On the contract date', CUSTOM: 'Another date' },
      condition: 'Condition',
      assurances: 'The seller’s assurances',
      soleOwner: 'The seller is the sole owner; the vehicle is free of third-party rights',
      noFurtherAccidents: 'No further accidents or damage than stated',
      mileageConfirmed: 'To the seller’s knowledge the mileage is the total mileage',
      contractDate: 'Contract date (day of purchase)',
      contractComments: 'Comment in the purchase contract',
      protocolComments: 'Comment in the handover protocol',
      receiptComments: 'Comment on the receipt',
      contractTemplate: 'Template of the purchase contract and privacy notice',
      invoiceTemplate: 'Template of the handover protocol and receipt',
    },
    documents: {
      types: {
        CONTRACT: {
          title: 'Purchase contract',
          hint: 'The seller with their ID, vehicle data, price in figures and words, assurances, signatures; completes the purchase.',
        },
        PROTOCOL: { title: 'Handover protocol', hint: 'Mileage, condition and what the seller hands over with the vehicle.' },
        RECEIPT: {
          title: 'Receipt',
          hint: 'The seller confirms having received the price, with the amount and how it was paid.',
        },
        PRIVACY: { title: 'Privacy notice', hint: 'The information for the seller under Art. 13 GDPR.' },
      },
    },
    generate: {
      list: 'Documents of this purchase',
      summary: 'What the purchase contract states',
      party: 'Seller',
      noParty: 'No seller chosen',
      grossPrice: 'Purchase price (gross)',
      zipName: 'purchase-documents',
      purchased: 'The purchase is complete: the purchase price and date are now recorded on the vehicle.',
      gateFailed: 'The purchase contract was not created, so none of the other documents were either.',
    },
    tag: 'Purchase',
  },
);
