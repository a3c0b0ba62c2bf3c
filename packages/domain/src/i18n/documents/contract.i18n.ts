import { bilingual } from '../bilingual';

// The purchase contract for a used vehicle (Kaufvertrag), modelled on the ZDK/ADAC used-car forms.
// The binding order and the handover
// protocol print the same parties and vehicle, so they read these labels too (`contract.party.*`,
// `contract.vehicle.*`, `contract.price.*`, `contract.warranty.*`). Legal wording stays conservative:
// towards a consumer the liability for defects is never excluded, only shortened to one year by a
// separate agreement (BGB §476 Abs. 2), and every limitation keeps the liability for intent, gross
// negligence and injury to life, body or health (BGB §309 Nr. 7).
// The exemption and margin notices are the invoice's (`common.notices`), so both documents say the
// same; only the sentences for VAT contained and no VAT shown are the contract's own.
export const contractTexts = bilingual(
  {
    contract: {
      title: 'Kaufvertrag über ein gebrauchtes Kraftfahrzeug',
      intro: 'Zwischen den nachstehenden Parteien wird folgender Kaufvertrag geschlossen.',
      party: {
        seller: 'Verkäufer',
        buyer: 'Käufer',
        representedBy: 'vertreten durch {name} ({role})',
        vatId: 'USt-IdNr.',
        taxNumber: 'Steuernummer',
        birthday: 'Geburtsdatum',
        placeOfBirth: 'Geburtsort',
        idDocument: 'Ausweis-/Passnummer',
        idAuthority: 'ausstellende Behörde',
        idExpiry: 'gültig bis',
        phone: 'Telefon',
        email: 'E-Mail',
      },
      sections: {
        vehicle: '1. Kaufgegenstand',
        accident: '2. Unfallschäden und Vorschäden',
        handover: '3. Übergabe',
        price: '4. Kaufpreis und Zahlung',
        warranty: '5. Sachmängelhaftung',
        ownership: '6. Eigentumsvorbehalt',
        comments: '7. Sonstige Vereinbarungen',
        terms: 'Verkaufsbedingungen des Verkäufers',
      },
      vehicle: {
        make: 'Hersteller',
        model: 'Modell / Typ',
        licencePlate: 'Amtliches Kennzeichen',
        vin: 'Fahrzeug-Identifizierungsnummer (FIN)',
        briefNumber: 'Nr. der Zulassungsbescheinigung Teil II',
        firstRegistration: 'Erstzulassung',
        power: 'Leistung',
        powerValue: '{kw} kW ({ps} PS)',
        engineCapacity: 'Hubraum',
        engineCapacityValue: '{ccm} cm³',
        fuel: 'Kraftstoff',
        gear: 'Getriebe',
        nextInspection: 'Nächste HU/AU',
        mileageRead: 'Kilometerstand bei Übergabe (abgelesen)',
        mileageKnown: 'Gesamtfahrleistung nach Kenntnis des Verkäufers',
        // The cautious statement: only the odometer's reading, no total assured.
        mileageUnknown: 'laut Tacho; Gesamtfahrleistung unbekannt',
        mileageAsRead: 'wie der abgelesene Kilometerstand',
        kilometres: '{km} km',
        previousOwners: 'Anzahl der Vorbesitzer',
        colour: 'Farbe',
        equipment: 'Ausstattung / Zubehör',
        none: '–',
        toFill: '________',
      },
      accident: {
        NO_ACCIDENT: 'Das Fahrzeug hat nach Kenntnis des Verkäufers keine Unfallschäden erlitten.',
        REPAIRED: 'Das Fahrzeug hat Unfallschäden erlitten, die instand gesetzt wurden.',
        UNKNOWN: 'Ob das Fahrzeug Unfallschäden erlitten hat, ist dem Verkäufer nicht bekannt.',
        notes: 'Dem Verkäufer bekannte Schäden: {notes}',
        noNotes: 'Weitere Schäden sind dem Verkäufer nicht bekannt.',
      },
      handover: {
        intro: 'Mit dem Fahrzeug werden übergeben:',
        zb1: 'Zulassungsbescheinigung Teil I (Fahrzeugschein)',
        zb2: 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)',
        inspection: 'Bericht der letzten Hauptuntersuchung (HU/AU)',
        keys: 'Anzahl der Fahrzeugschlüssel: {count}',
        date: 'Übergabetermin: {date}',
      },
      price: {
        price: 'Kaufpreis',
        inWords: 'in Worten: {words}',
        deposit: 'Anzahlung',
        amountDue: 'Restbetrag',
        method: 'Zahlungsart',
        term: 'Fälligkeit',
        // With a deposit what is left to pay is the balance; without one it is the whole price.
        terms: {
          IMMEDIATE: 'Der Restbetrag ist bei Übergabe des Fahrzeugs fällig.',
          IN_7_DAYS: 'Der Restbetrag ist innerhalb von 7 Tagen ab Rechnungsdatum fällig.',
          IN_14_DAYS: 'Der Restbetrag ist innerhalb von 14 Tagen ab Rechnungsdatum fällig.',
        },
        termsWithoutDeposit: {
          IMMEDIATE: 'Der Kaufpreis ist bei Übergabe des Fahrzeugs fällig.',
          IN_7_DAYS: 'Der Kaufpreis ist innerhalb von 7 Tagen ab Rechnungsdatum fällig.',
          IN_14_DAYS: 'Der Kaufpreis ist innerhalb von 14 Tagen ab Rechnungsdatum fällig.',
        },
        methods: {
          TRANSFER: 'Überweisung',
          CASH: 'Barzahlung',
          FINANCING: 'Finanzierung',
          CARD: 'Kartenzahlung',
        },
      },
      taxation: {
        STANDARD: 'Im Kaufpreis ist die Umsatzsteuer von {rate} % in Höhe von {vat} enthalten (Nettobetrag {net}).',
      },
      proof: {
        EXPORT:
          'Der Käufer übergibt dem Verkäufer den Nachweis der Ausfuhr (Ausgangsvermerk der Zollbehörde). Wird die Ausfuhr nicht nachgewiesen, schuldet der Käufer zusätzlich die gesetzliche Umsatzsteuer.',
        INTRA_EU:
          'Der Käufer bestätigt dem Verkäufer den Erhalt des Fahrzeugs im anderen Mitgliedstaat (Gelangensbestätigung). Wird das Gelangen nicht nachgewiesen, schuldet der Käufer zusätzlich die gesetzliche Umsatzsteuer.',
      },
      warranty: {
        statutory:
          'Der Verkäufer haftet für Sachmängel nach den gesetzlichen Vorschriften. Ansprüche wegen Sachmängeln verjähren in zwei Jahren ab Übergabe des Fahrzeugs.',
        oneYearConsumer:
          'Die Verjährungsfrist für Ansprüche wegen Sachmängeln wird auf ein Jahr ab Übergabe verkürzt; dies wurde mit dem Käufer gesondert vereinbart.',
        oneYearBusiness: 'Ansprüche wegen Sachmängeln verjähren in einem Jahr ab Übergabe des Fahrzeugs.',
        excluded: 'Das Fahrzeug wird unter Ausschluss jeglicher Sachmängelhaftung verkauft.',
        limits:
          'Die Verkürzung oder der Ausschluss gilt nicht für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit, für sonstige Schäden aus einer vorsätzlichen oder grob fahrlässigen Pflichtverletzung des Verkäufers oder seiner Erfüllungsgehilfen, für arglistig verschwiegene Mängel und für eine übernommene Garantie.',
        presumption:
          'Zeigt sich innerhalb eines Jahres seit Übergabe ein von den vertraglichen Anforderungen abweichender Zustand des Fahrzeugs, so wird vermutet, dass das Fahrzeug bereits bei Übergabe mangelhaft war, es sei denn, diese Vermutung ist mit der Art des Fahrzeugs oder des mangelhaften Zustands unvereinbar (§ 477 BGB).',
        agreementTitle: 'Gesonderte Vereinbarung nach § 476 Abs. 2 BGB',
        agreement:
          'Der Käufer wurde vor Abgabe seiner Vertragserklärung eigens davon in Kenntnis gesetzt, dass die Verjährungsfrist für Ansprüche wegen Sachmängeln abweichend von der gesetzlichen Frist von zwei Jahren auf ein Jahr ab Übergabe verkürzt wird, und ist damit ausdrücklich einverstanden.',
        agreementSignature: 'Unterschrift des Käufers zur gesonderten Vereinbarung',
        exportDeclaration:
          'Erklärung des Käufers: Der Käufer erklärt, dass er das Fahrzeug zur Ausfuhr erwirbt und es aus Deutschland ausführen wird.',
      },
      ownership: 'Das Fahrzeug bleibt bis zur vollständigen Bezahlung des Kaufpreises Eigentum des Verkäufers.',
      termsIntro: 'Ergänzend gelten die folgenden Verkaufsbedingungen des Verkäufers, die der Käufer zur Kenntnis genommen hat:',
      signatures: {
        seller: 'Verkäufer',
        buyer: 'Käufer',
      },
    },
  },
  {
    contract: {
      title: 'Purchase contract for a used motor vehicle',
      intro: 'The following purchase contract is concluded between the parties below.',
      party: {
        seller: 'Seller',
        buyer: 'Buyer',
        representedBy: 'represented by {name} ({role})',
        vatId: 'VAT ID',
        taxNumber: 'Tax number',
        birthday: 'Date of birth',
        placeOfBirth: 'Place of birth',
        idDocument: 'ID card / passport number',
        idAuthority: 'issuing authority',
        idExpiry: 'valid until',
        phone: 'Phone',
        email: 'E-mail',
      },
      sections: {
        vehicle: '1. Object of purchase',
        accident: '2. Accident and previous damage',
        handover: '3. Handover',
        price: '4. Price and payment',
        warranty: '5. Liability for defects',
        ownership: '6. Retention of title',
        comments: '7. Other agreements',
        terms: "Seller's terms of sale",
      },
      vehicle: {
        make: 'Make',
        model: 'Model / type',
        licencePlate: 'Registration number',
        vin: 'Vehicle identification number (VIN)',
        briefNumber: 'No. of registration certificate part II',
        firstRegistration: 'First registration',
        power: 'Power',
        powerValue: '{kw} kW ({ps} hp)',
        engineCapacity: 'Engine capacity',
        engineCapacityValue: '{ccm} cm³',
        fuel: 'Fuel',
        gear: 'Gearbox',
        nextInspection: 'Next roadworthiness test (HU/AU)',
        mileageRead: 'Odometer reading at handover (as read)',
        mileageKnown: 'Total mileage as known to the seller',
        mileageUnknown: 'as per odometer; total mileage unknown',
        mileageAsRead: 'as the odometer reading',
        kilometres: '{km} km',
        previousOwners: 'Number of previous owners',
        colour: 'Colour',
        equipment: 'Equipment / accessories',
        none: '–',
        toFill: '________',
      },
      accident: {
        NO_ACCIDENT: 'To the best of the seller’s knowledge, the vehicle has not suffered any accident damage.',
        REPAIRED: 'The vehicle has suffered accident damage that has been repaired.',
        UNKNOWN: 'The seller does not know whether the vehicle has suffered accident damage.',
        notes: 'Damage known to the seller: {notes}',
        noNotes: 'The seller knows of no other damage.',
      },
      handover: {
        intro: 'Handed over with the vehicle:',
        zb1: 'Registration certificate part I (Zulassungsbescheinigung Teil I)',
        zb2: 'Registration certificate part II (Zulassungsbescheinigung Teil II)',
        inspection: 'Report of the last roadworthiness test (HU/AU)',
        keys: 'Number of vehicle keys: {count}',
        date: 'Handover date: {date}',
      },
      price: {
        price: 'Purchase price',
        inWords: 'in words: {words}',
        deposit: 'Deposit',
        amountDue: 'Balance due',
        method: 'Payment method',
        term: 'Due',
        terms: {
          IMMEDIATE: 'The balance is due on handover of the vehicle.',
          IN_7_DAYS: 'The balance is due within 7 days of the invoice date.',
          IN_14_DAYS: 'The balance is due within 14 days of the invoice date.',
        },
        termsWithoutDeposit: {
          IMMEDIATE: 'The purchase price is due on handover of the vehicle.',
          IN_7_DAYS: 'The purchase price is due within 7 days of the invoice date.',
          IN_14_DAYS: 'The purchase price is due within 14 days of the invoice date.',
        },
        methods: {
          TRANSFER: 'Bank transfer',
          CASH: 'Cash',
          FINANCING: 'Financing',
          CARD: 'Card payment',
        },
      },
      taxation: {
        STANDARD: 'The purchase price includes VAT at {rate} % of {vat} (net amount {net}).',
      },
      proof: {
        EXPORT:
          'The buyer provides the seller with the proof of export (exit endorsement of the customs authority). If the export is not proven, the buyer owes the statutory VAT in addition.',
        INTRA_EU:
          'The buyer confirms to the seller the arrival of the vehicle in the other member state (Gelangensbestätigung). If the arrival is not proven, the buyer owes the statutory VAT in addition.',
      },
      warranty: {
        statutory:
          'The seller is liable for material defects in accordance with the statutory provisions. Claims for material defects become time-barred two years after handover of the vehicle.',
        oneYearConsumer:
          'The limitation period for claims for material defects is shortened to one year from handover; this was agreed separately with the buyer.',
        oneYearBusiness: 'Claims for material defects become time-barred one year after handover of the vehicle.',
        excluded: 'The vehicle is sold excluding any liability for material defects.',
        limits:
          'The shortening or exclusion does not apply to damage arising from injury to life, body or health, to other damage arising from an intentional or grossly negligent breach of duty by the seller or its vicarious agents, to defects fraudulently concealed, or to a guarantee given.',
        presumption:
          'If a condition deviating from the contractual requirements becomes apparent within one year of handover, it is presumed that the vehicle was already defective at handover, unless this presumption is incompatible with the nature of the vehicle or of the defective condition (§ 477 BGB).',
        agreementTitle: 'Separate agreement under § 476 (2) BGB',
        agreement:
          'Before making the contractual declaration, the buyer was specifically informed that the limitation period for claims for material defects is shortened from the statutory two years to one year from handover, and expressly agrees to this.',
        agreementSignature: 'Buyer’s signature for the separate agreement',
        exportDeclaration:
          'Buyer’s declaration: the buyer declares that the vehicle is purchased for export and will be exported from Germany.',
      },
      ownership: 'The vehicle remains the property of the seller until the purchase price has been paid in full.',
      termsIntro: 'In addition, the following terms of sale of the seller apply, which the buyer has taken note of:',
      signatures: {
        seller: 'Seller',
        buyer: 'Buyer',
      },
    },
  },
);
