import { bilingual } from '../bilingual';

// The proposal (Angebot): an offer for the vehicle with its data and price, valid for a while. Its
// accident damage reads the contract's sentences (`contract.accident.*`), so offer and contract agree.
export const documentProposalTexts = bilingual(
  {
    proposal: {
      title: 'Angebot',
      date: 'Datum',
      validUntil: 'Gültig bis',
      intro: 'Gerne bieten wir Ihnen das folgende Fahrzeug an:',
      vehicleData: 'Fahrzeugdaten',
      priceHeading: 'Preis',
      validity: 'Dieses Angebot ist freibleibend und gültig bis zum {date}. Zwischenverkauf vorbehalten.',
      powerValue: '{kw} kW ({ps} PS)',
      capacityValue: '{ccm} cm³',
    },
  },
  {
    proposal: {
      title: 'Proposal',
      date: 'Date',
      validUntil: 'Valid until',
      intro: 'We are pleased to offer you the following vehicle:',
      vehicleData: 'Vehicle data',
      priceHeading: 'Price',
      validity: 'This offer is subject to change and valid until {date}. Subject to prior sale.',
      powerValue: '{kw} kW ({ps} hp)',
      capacityValue: '{ccm} cc',
    },
  },
);
