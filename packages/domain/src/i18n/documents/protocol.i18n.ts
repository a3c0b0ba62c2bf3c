import { bilingual } from '../bilingual';

// The handover protocol (Übergabeprotokoll): what was handed over, in which state, signed by both
// sides at the handover. The vehicle's labels are the contract's (`contract.vehicle.*`); blank
// lines are left where only the handover itself can tell (time, fuel level).
export const protocolTexts = bilingual(
  {
    protocol: {
      title: 'Übergabeprotokoll',
      seller: 'Übergeben von (Verkäufer)',
      buyer: 'Übernommen von (Käufer)',
      sections: {
        handover: '1. Übergabe',
        state: '2. Zustand bei Übergabe',
        items: '3. Übergebene Schlüssel und Unterlagen',
        comments: '4. Bemerkungen',
      },
      date: 'Datum',
      time: 'Uhrzeit',
      timeValue: '______ Uhr',
      place: 'Ort',
      mileage: 'Kilometerstand bei Übergabe',
      fuel: 'Tankfüllstand / Ladezustand',
      damage: 'Sichtbare Schäden',
      keys: 'Anzahl der übergebenen Fahrzeugschlüssel: {count}',
      documents: 'Übergebene Unterlagen (☑ übergeben, ☐ nicht übergeben):',
      zb1: 'Zulassungsbescheinigung Teil I (Fahrzeugschein)',
      zb2: 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)',
      inspection: 'Bericht der letzten Hauptuntersuchung (HU/AU)',
      confirmation:
        'Der Käufer bestätigt, das Fahrzeug mit den oben genannten Schlüsseln und Unterlagen in dem festgehaltenen Zustand erhalten zu haben.',
      signatures: {
        seller: 'Verkäufer (übergeben)',
        buyer: 'Käufer (übernommen)',
      },
    },
  },
  {
    protocol: {
      title: 'Handover protocol',
      seller: 'Handed over by (seller)',
      buyer: 'Taken over by (buyer)',
      sections: {
        handover: '1. Handover',
        state: '2. Condition at handover',
        items: '3. Keys and documents handed over',
        comments: '4. Remarks',
      },
      date: 'Date',
      time: 'Time',
      timeValue: '______',
      place: 'Place',
      mileage: 'Odometer reading at handover',
      fuel: 'Fuel level / state of charge',
      damage: 'Visible damage',
      keys: 'Number of vehicle keys handed over: {count}',
      documents: 'Documents handed over (☑ handed over, ☐ not handed over):',
      zb1: 'Registration certificate part I (Zulassungsbescheinigung Teil I)',
      zb2: 'Registration certificate part II (Zulassungsbescheinigung Teil II)',
      inspection: 'Report of the last roadworthiness test (HU/AU)',
      confirmation:
        'The buyer confirms having received the vehicle with the keys and documents listed above in the condition recorded.',
      signatures: {
        seller: 'Seller (handed over)',
        buyer: 'Buyer (taken over)',
      },
    },
  },
);
