import { bilingual } from '../bilingual';

// The word a generated document's file is named by (Rechnung-RE-1001.pdf, Kaufvertrag-VW-Golf-v2.pdf),
// in the document's language: the dealer downloads and mails these files, the buyer keeps them.
export const documentFileNameTexts = bilingual(
  {
    fileName: {
      INVOICE: 'Rechnung',
      CONTRACT: 'Kaufvertrag',
      PRIVACY: 'Datenschutzhinweise',
      PROPOSAL: 'Angebot',
      PROTOCOL: 'Übergabeprotokoll',
      RECEIPT: 'Quittung',
      BINDING_CONTRACT: 'Verbindliche-Bestellung',
      // A sale's cancellation invoice, named by its own number like the invoice it reverses.
      CANCELLATION: 'Stornorechnung',
      // A purchase's documents (the company buys): named apart from the sale's of the same vehicle.
      purchase: {
        CONTRACT: 'Ankaufvertrag',
        PROTOCOL: 'Übergabeprotokoll-Ankauf',
        RECEIPT: 'Quittung-Ankauf',
        PRIVACY: 'Datenschutzhinweise-Verkäufer',
        CANCELLATION: 'Ankauf-Stornierung',
      },
      // A service invoice's documents, each named by its own number (the proposal by the proposal's).
      service: {
        INVOICE: 'Rechnung',
        PROPOSAL: 'Kostenvoranschlag',
        CANCELLATION: 'Stornorechnung',
      },
    },
  },
  {
    fileName: {
      INVOICE: 'Invoice',
      CONTRACT: 'Purchase-contract',
      PRIVACY: 'Privacy-notice',
      PROPOSAL: 'Proposal',
      PROTOCOL: 'Handover-protocol',
      RECEIPT: 'Receipt',
      BINDING_CONTRACT: 'Binding-order',
      CANCELLATION: 'Cancellation-invoice',
      purchase: {
        CONTRACT: 'Buying-contract',
        PROTOCOL: 'Handover-protocol-purchase',
        RECEIPT: 'Receipt-purchase',
        PRIVACY: 'Privacy-notice-seller',
        CANCELLATION: 'Purchase-cancellation',
      },
      service: {
        INVOICE: 'Invoice',
        PROPOSAL: 'Cost-estimate',
        CANCELLATION: 'Cancellation-invoice',
      },
    },
  },
);
