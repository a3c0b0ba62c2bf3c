import { bilingual } from '../bilingual';

// The documents of a purchase: the dealer buys a used vehicle from a seller, a private
// person or a business. The contract (Ankaufvertrag) reads the sale contract's labels for parties,
// vehicle, accident damage and the papers handed over (`contract.*`); only what a purchase says
// differently is here. Between a private seller and the dealer the seller's liability for defects
// is excluded, but never for intent, gross negligence, injury to life, body or health (BGB §309
// Nr. 7), fraudulently concealed defects or what the seller assured (BGB §444); a business seller
// is liable by statute. The protocol reads `protocol.*`, the receipt `receipt.*`; the privacy notice
// takes from `purchase.privacy` the texts where a purchase differs from a sale and the rest from `privacy.*`.
export const purchaseTexts = bilingual(
  {
    purchase: {
      contract: {
        title: 'Ankaufvertrag',
        intro:
          'Der Verkäufer verkauft dem Käufer das nachstehend bezeichnete gebrauchte Kraftfahrzeug zu den folgenden Bedingungen.',
        identified: 'Der Verkäufer hat sich durch Vorlage des oben bezeichneten Ausweisdokuments ausgewiesen.',
        sections: {
          vehicle: '1. Kaufgegenstand',
          accident: '2. Unfallschäden und Vorschäden',
          price: '3. Kaufpreis und Zahlung',
          handover: '4. Übergabe und Eigentum',
          assurances: '5. Zusicherungen des Verkäufers',
          liability: '6. Sachmängelhaftung',
          comments: '7. Sonstige Vereinbarungen',
        },
        price: {
          net: 'Nettobetrag',
          vat: 'Umsatzsteuer {rate} %',
          gross: 'Kaufpreis (brutto)',
          vatShown:
            'Der Verkäufer stellt dem Käufer über den Kaufpreis eine Rechnung mit gesondert ausgewiesener Umsatzsteuer von {rate} % aus (§ 14 UStG).',
          sellerInvoice: 'Rechnung des Verkäufers',
          sellerInvoiceNumber: 'Nr. {number}',
          sellerInvoiceNumberDated: 'Nr. {number} vom {date}',
          noVatPrivate:
            'Der Verkäufer verkauft als Privatperson. Im Kaufpreis ist keine Umsatzsteuer enthalten oder ausgewiesen.',
          noVatBusiness:
            'Im Kaufpreis ist keine Umsatzsteuer gesondert ausgewiesen (Differenzbesteuerung nach § 25a UStG oder Kleinunternehmerregelung nach § 19 UStG).',
          terms: {
            IMMEDIATE: 'Der Kaufpreis ist bei Übergabe des Fahrzeugs, der Schlüssel und der Fahrzeugpapiere fällig.',
            IN_7_DAYS:
              'Der Kaufpreis ist innerhalb von 7 Tagen nach Übergabe des Fahrzeugs, der Schlüssel und der Fahrzeugpapiere fällig.',
            IN_14_DAYS:
              'Der Kaufpreis ist innerhalb von 14 Tagen nach Übergabe des Fahrzeugs, der Schlüssel und der Fahrzeugpapiere fällig.',
          },
          account: 'Bankverbindung des Verkäufers',
          accountBlank: 'IBAN ______________________________',
        },
        handover: {
          intro: 'Der Verkäufer übergibt dem Käufer mit dem Fahrzeug:',
          transfer:
            'Mit der Übergabe gehen Besitz, Nutzungen und Gefahr auf den Käufer über. Das Eigentum am Fahrzeug geht mit vollständiger Zahlung des Kaufpreises auf den Käufer über.',
          registration:
            'Ist das Fahrzeug bei Übergabe noch auf den Verkäufer zugelassen, lässt der Käufer es unverzüglich außer Betrieb setzen oder umschreiben. Der Verkäufer zeigt die Veräußerung unverzüglich seinem Kfz-Haftpflichtversicherer an (§ 97 VVG).',
        },
        assurances: {
          intro: 'Der Verkäufer gibt dem Käufer folgende Zusicherungen:',
          soleOwner:
            'Der Verkäufer ist Alleineigentümer des Fahrzeugs; das Fahrzeug ist frei von Rechten Dritter, insbesondere weder sicherungsübereignet noch verpfändet.',
          noFurtherAccidents:
            'Das Fahrzeug hat in der Zeit, in der es im Eigentum des Verkäufers stand, und nach seiner Kenntnis auch davor keine anderen als die unter Nr. 2 angegebenen Unfallschäden erlitten.',
          mileageConfirmed:
            'Die vom Kilometerzähler angezeigte Laufleistung entspricht nach bestem Wissen des Verkäufers der Gesamtfahrleistung des Fahrzeugs.',
          origin:
            'Der Verkäufer versichert ferner, dass das Fahrzeug weder gestohlen noch unterschlagen ist und dass ihm keine Umstände bekannt sind, die der Übertragung des Eigentums auf den Käufer entgegenstehen.',
        },
        liability: {
          private:
            'Die Haftung des Verkäufers für Sachmängel wird ausgeschlossen. Der Ausschluss gilt nicht für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit, für sonstige Schäden aus einer vorsätzlichen oder grob fahrlässigen Pflichtverletzung des Verkäufers, für arglistig verschwiegene Mängel sowie für die unter Nr. 5 gegebenen Zusicherungen (§ 444 BGB).',
          business: 'Der Verkäufer haftet für Sachmängel nach den gesetzlichen Vorschriften.',
        },
      },
      protocol: {
        title: 'Übergabeprotokoll (Ankauf)',
      },
      receipt: {
        title: 'Quittung über den Kaufpreis',
        purpose: 'Kaufpreis für das Fahrzeug {vehicle}, FIN {vin}, aus dem Ankaufvertrag vom {date}',
        vatContained: 'Darin enthaltene Umsatzsteuer ({rate} %)',
        comments: 'Bemerkungen',
        statement:
          'Der Verkäufer bestätigt hiermit, den oben genannten Betrag von {company} als Kaufpreis für das Fahrzeug vollständig erhalten zu haben.',
        signer: 'Unterschrift des Verkäufers ({name})',
      },
      privacy: {
        intro:
          'Mit diesen Hinweisen informieren wir Sie darüber, wie wir Ihre personenbezogenen Daten im Zusammenhang mit unserem Ankauf des Fahrzeugs {vehicle} von Ihnen verarbeiten.',
        data: {
          body: 'Name und Anschrift, Kontaktdaten (Telefon, E-Mail), Geburtsdatum und -ort, Staatsangehörigkeit, Angaben zum Ausweisdokument, Ihre Bankverbindung für die Zahlung des Kaufpreises, bei Unternehmen die USt-IdNr., sowie die Daten des Ankaufvertrags (Fahrzeug, Preis, Zahlung, Übergabe).',
        },
        purposes: {
          contract:
            'Anbahnung, Abschluss und Abwicklung des Ankaufvertrags einschließlich Übergabe des Fahrzeugs und Zahlung des Kaufpreises (Art. 6 Abs. 1 lit. b DSGVO).',
          interests:
            'Wahrung unserer berechtigten Interessen, insbesondere die Prüfung der Herkunft des Fahrzeugs und der Berechtigung des Verkäufers zum Schutz vor dem Erwerb gestohlener oder belasteter Fahrzeuge sowie die Geltendmachung und Abwehr von Rechtsansprüchen (Art. 6 Abs. 1 lit. f DSGVO).',
        },
        recipients: {
          bank: 'unsere Bank für die Zahlung des Kaufpreises und gegebenenfalls die Bank, deren Finanzierung des Fahrzeugs abgelöst wird;',
          registration: 'die Zulassungsbehörde bei der Außerbetriebsetzung oder Umschreibung des Fahrzeugs;',
        },
        required: {
          body: 'Die Bereitstellung Ihrer Daten ist für den Abschluss des Ankaufvertrags erforderlich; ohne sie können wir das Fahrzeug nicht ankaufen. Einen Teil der Daten müssen wir von Gesetzes wegen erheben.',
        },
        signature: 'Unterschrift des Verkäufers',
      },
    },
  },
  {
    purchase: {
      contract: {
        title: 'Vehicle purchase contract',
        intro: 'The seller sells the used motor vehicle described below to the buyer on the following terms.',
        identified: 'The seller has identified themselves by presenting the identity document stated above.',
        sections: {
          vehicle: '1. Object of purchase',
          accident: '2. Accident and previous damage',
          price: '3. Price and payment',
          handover: '4. Handover and ownership',
          assurances: '5. Seller’s assurances',
          liability: '6. Liability for defects',
          comments: '7. Other agreements',
        },
        price: {
          net: 'Net amount',
          vat: 'VAT {rate} %',
          gross: 'Purchase price (gross)',
          vatShown:
            'The seller issues the buyer an invoice for the purchase price showing VAT at {rate} % separately (§ 14 UStG).',
          sellerInvoice: 'Seller’s invoice',
          sellerInvoiceNumber: 'No. {number}',
          sellerInvoiceNumberDated: 'No. {number} of {date}',
          noVatPrivate: 'The seller sells as a private person. The purchase price neither includes nor shows any VAT.',
          noVatBusiness:
            'The purchase price shows no VAT separately (margin scheme under § 25a UStG or small business scheme under § 19 UStG).',
          terms: {
            IMMEDIATE: 'The purchase price is due on handover of the vehicle, its keys and its papers.',
            IN_7_DAYS: 'The purchase price is due within 7 days of handover of the vehicle, its keys and its papers.',
            IN_14_DAYS: 'The purchase price is due within 14 days of handover of the vehicle, its keys and its papers.',
          },
          account: 'Seller’s bank details',
          accountBlank: 'IBAN ______________________________',
        },
        handover: {
          intro: 'With the vehicle the seller hands over to the buyer:',
          transfer:
            'Possession, benefits and risk pass to the buyer on handover. Ownership of the vehicle passes to the buyer when the purchase price has been paid in full.',
          registration:
            'If the vehicle is still registered to the seller at handover, the buyer has it deregistered or re-registered without delay. The seller notifies their motor liability insurer of the sale without delay (§ 97 VVG).',
        },
        assurances: {
          intro: 'The seller gives the buyer the following assurances:',
          soleOwner:
            'The seller is the sole owner of the vehicle, and the vehicle is free of third-party rights; in particular, it has been neither assigned as security nor pledged.',
          noFurtherAccidents:
            'While owned by the seller and, to the seller’s knowledge, before then, the vehicle has suffered no accident damage other than that stated under no. 2.',
          mileageConfirmed:
            'To the best of the seller’s knowledge, the mileage shown by the odometer is the vehicle’s total mileage.',
          origin:
            'The seller further declares that the vehicle has been neither stolen nor embezzled and that the seller knows of no circumstances preventing the transfer of ownership to the buyer.',
        },
        liability: {
          private:
            'The seller’s liability for material defects is excluded. The exclusion does not apply to damage arising from injury to life, body or health, to other damage arising from an intentional or grossly negligent breach of duty by the seller, to defects fraudulently concealed, or to the assurances given under no. 5 (§ 444 BGB).',
          business: 'The seller is liable for material defects in accordance with the statutory provisions.',
        },
      },
      protocol: {
        title: 'Handover protocol (purchase)',
      },
      receipt: {
        title: 'Receipt for the purchase price',
        purpose: 'Purchase price of the vehicle {vehicle}, VIN {vin}, under the vehicle purchase contract of {date}',
        vatContained: 'VAT included ({rate} %)',
        comments: 'Remarks',
        statement:
          'The seller hereby confirms having received the amount stated above in full from {company} as the purchase price of the vehicle.',
        signer: 'Signature of the seller ({name})',
      },
      privacy: {
        intro:
          'This notice informs you how we process your personal data in connection with our purchase of the vehicle {vehicle} from you.',
        data: {
          body: 'Name and address, contact details (phone, e-mail), date and place of birth, nationality, details of your identity document, your bank details for the payment of the purchase price, for businesses the VAT ID, and the data of the purchase contract (vehicle, price, payment, handover).',
        },
        purposes: {
          contract:
            'Preparing, concluding and performing the purchase contract, including handover of the vehicle and payment of the purchase price (Art. 6 (1) (b) GDPR).',
          interests:
            'Our legitimate interests, in particular checking the origin of the vehicle and the seller’s entitlement, to protect against acquiring stolen or encumbered vehicles, and establishing and defending legal claims (Art. 6 (1) (f) GDPR).',
        },
        recipients: {
          bank: 'our bank for the payment of the purchase price and, where applicable, the bank whose financing of the vehicle is paid off;',
          registration: 'the vehicle registration office when the vehicle is deregistered or re-registered;',
        },
        required: {
          body: 'Providing your data is required to conclude the purchase contract; without them we cannot buy the vehicle. Some of the data we must collect by law.',
        },
        signature: 'Signature of the seller',
      },
    },
  },
);
