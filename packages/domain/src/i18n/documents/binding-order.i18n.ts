import { bilingual } from '../bilingual';

// The binding order (verbindliche Bestellung): the buyer's binding offer to buy, which binds them
// for BINDING_ORDER_DAYS as the ZDK used-car terms do. Parties, vehicle, price and warranty use the
// contract's labels (`contract.*`); only what is the order's own is here.
export const bindingOrderTexts = bilingual(
  {
    bindingOrder: {
      title: 'Verbindliche Bestellung eines gebrauchten Kraftfahrzeugs',
      intro:
        'Der Besteller bestellt bei dem Verkäufer verbindlich das nachstehend bezeichnete gebrauchte Kraftfahrzeug zu den folgenden Bedingungen.',
      buyer: 'Besteller (Käufer)',
      sections: {
        vehicle: '1. Bestelltes Fahrzeug',
        price: '2. Kaufpreis und Zahlung',
        warranty: '3. Sachmängelhaftung',
        binding: '4. Bindung und Annahme',
        comments: '5. Sonstige Vereinbarungen',
      },
      handoverDate: 'Vorgesehener Übergabetermin: {date}',
      binding:
        'Der Besteller ist an diese Bestellung {days} Tage gebunden, das heißt bis einschließlich {date}. Der Kaufvertrag ist abgeschlossen, wenn der Verkäufer die Annahme der Bestellung innerhalb dieser Frist schriftlich bestätigt oder das Fahrzeug übergibt. Der Verkäufer ist verpflichtet, den Besteller unverzüglich zu unterrichten, wenn er die Bestellung nicht annimmt.',
      boundUntil: 'Gebunden bis',
      signatures: {
        buyer: 'Unterschrift des Bestellers',
        acceptance: 'Annahme der Bestellung durch den Verkäufer',
        seller: 'Unterschrift des Verkäufers',
      },
    },
  },
  {
    bindingOrder: {
      title: 'Binding order for a used motor vehicle',
      intro:
        'The purchaser places a binding order with the seller for the used motor vehicle described below on the following terms.',
      buyer: 'Purchaser (buyer)',
      sections: {
        vehicle: '1. Vehicle ordered',
        price: '2. Price and payment',
        warranty: '3. Liability for defects',
        binding: '4. Binding period and acceptance',
        comments: '5. Other agreements',
      },
      handoverDate: 'Intended handover date: {date}',
      binding:
        'The purchaser is bound by this order for {days} days, that is until {date} inclusive. The purchase contract is concluded when the seller confirms acceptance of the order in writing within this period or delivers the vehicle. The seller must inform the purchaser without delay if it does not accept the order.',
      boundUntil: 'Bound until',
      signatures: {
        buyer: 'Signature of the purchaser',
        acceptance: 'Acceptance of the order by the seller',
        seller: 'Signature of the seller',
      },
    },
  },
);
