import { bilingual } from '../bilingual';

// The cancellation documents (GoBD, § 146 Abs. 4 AO: a record is never altered): a sale's issued invoice is
// never changed, it is reversed by a cancellation invoice (Stornorechnung) that names the original's
// number and date and repeats its lines with every amount negative, under the same tax treatment
// (its notices come from `common.notices`). A purchase has no invoice of the dealer's: its contract
// is canceled by a notice both parties sign, so that the seller's agreement is on record.
export const cancellationTexts = bilingual(
  {
    cancellation: {
      reason: 'Grund der Stornierung',
      invoice: {
        title: 'Stornorechnung',
        number: 'Stornorechnungsnummer',
        date: 'Stornodatum',
        originalNumber: 'Zur Rechnung Nr.',
        originalDate: 'Rechnungsdatum',
        reference: 'Stornierung der Rechnung Nr. {number} vom {date}',
        intro:
          'Hiermit stornieren wir die oben genannte Rechnung vollständig. Alle Beträge sind mit umgekehrtem Vorzeichen aufgeführt.',
        credit: 'Der Betrag wird Ihnen gutgeschrieben; bereits geleistete Zahlungen werden Ihnen erstattet.',
      },
      purchase: {
        title: 'Stornierung des Ankaufvertrags',
        contractDate: 'Ankaufvertrag vom',
        reference:
          'Der Ankaufvertrag vom {date} über das Fahrzeug {vehicle}, FIN {vin}, zum Kaufpreis von {price} wird storniert.',
        parties: 'Vertragsparteien',
        restitution:
          'Bereits erbrachte Leistungen werden zurückgewährt: Der Verkäufer erstattet einen bereits gezahlten Kaufpreis, der Käufer gibt das Fahrzeug mit den übergebenen Fahrzeugpapieren und Schlüsseln zurück.',
        agreement: 'Mit ihrer Unterschrift bestätigen beide Vertragsparteien die Stornierung.',
      },
    },
  },
  {
    cancellation: {
      reason: 'Reason for the cancellation',
      invoice: {
        title: 'Cancellation invoice',
        number: 'Cancellation invoice no.',
        date: 'Cancellation date',
        originalNumber: 'Canceled invoice no.',
        originalDate: 'Invoice date',
        reference: 'Cancellation of invoice no. {number} of {date}',
        intro: 'We hereby cancel the invoice named above in full. All amounts are shown with the opposite sign.',
        credit: 'The amount is credited to you; payments already made will be refunded.',
      },
      purchase: {
        title: 'Cancellation of the purchase contract',
        contractDate: 'Purchase contract of',
        reference:
          'The purchase contract of {date} for the vehicle {vehicle}, VIN {vin}, at the purchase price of {price} is canceled.',
        parties: 'Parties to the contract',
        restitution:
          'Whatever has been performed is returned: the seller refunds any purchase price already paid, the buyer returns the vehicle with the vehicle papers and keys handed over.',
        agreement: 'By signing, both parties confirm the cancellation.',
      },
    },
  },
);
