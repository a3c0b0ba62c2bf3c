import { bilingual } from '../bilingual';

// The receipt (Quittung): the amount received in figures and words, for what, when, how and from whom.
export const documentReceiptTexts = bilingual(
  {
    receipt: {
      title: 'Quittung',
      invoiceNumber: 'Zur Rechnung',
      amount: 'Betrag',
      inWords: 'In Worten',
      purpose: 'Für',
      receivedFrom: 'Erhalten von',
      receivedOn: 'Erhalten am',
      deposit: 'Anzahlung auf den Kaufpreis des Fahrzeugs {vehicle}, FIN {vin}',
      price: 'Kaufpreis des Fahrzeugs {vehicle}, FIN {vin}',
      priceWithInvoice: 'Kaufpreis des Fahrzeugs {vehicle}, FIN {vin}, Rechnung Nr. {number} vom {date}',
      remainderWithInvoice:
        'Restzahlung auf den Kaufpreis des Fahrzeugs {vehicle}, FIN {vin}, Rechnung Nr. {number} vom {date} (Kaufpreis {price} abzüglich Anzahlung {deposit})',
      statement: 'Hiermit bestätigen wir, den oben genannten Betrag erhalten zu haben.',
      signer: 'Unterschrift und Stempel {company}',
    },
  },
  {
    receipt: {
      title: 'Receipt',
      invoiceNumber: 'For invoice',
      amount: 'Amount',
      inWords: 'In words',
      purpose: 'For',
      receivedFrom: 'Received from',
      receivedOn: 'Received on',
      deposit: 'Deposit on the purchase price of the vehicle {vehicle}, VIN {vin}',
      price: 'Purchase price of the vehicle {vehicle}, VIN {vin}',
      priceWithInvoice: 'Purchase price of the vehicle {vehicle}, VIN {vin}, invoice no. {number} of {date}',
      remainderWithInvoice:
        'Remaining payment on the purchase price of the vehicle {vehicle}, VIN {vin}, invoice no. {number} of {date} (purchase price {price} less deposit {deposit})',
      statement: 'We hereby confirm that we have received the amount stated above.',
      signer: 'Signature and stamp {company}',
    },
  },
);
