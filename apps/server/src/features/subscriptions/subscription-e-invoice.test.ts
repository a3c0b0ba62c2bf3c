import { describe, expect, it } from 'vitest';
import { readCii, xsdErrors } from '../document-engine/e-invoice/cii.fixture';
import { en16931Errors } from '../document-engine/e-invoice/en16931-rules.fixture';
import { sampleContent } from '../document-engine/render/document-content.fixture';
import { operatorPostalAddress, type SubscriptionEInvoiceInput, subscriptionCii } from './subscription-e-invoice';

describe('operatorPostalAddress', () => {
  it('reads street, postcode and city from the one-line setting', () => {
    expect(operatorPostalAddress('Friedrichstraße 1, Hinterhaus, 10117 Berlin')).toEqual({
      line1: 'Friedrichstraße 1, Hinterhaus',
      line2: null,
      postcode: '10117',
      city: 'Berlin',
      country: 'DE',
    });
  });

  it('keeps an address it cannot read as the first line', () => {
    expect(operatorPostalAddress('Postfach 12 34 Berlin')).toEqual({
      line1: 'Postfach 12 34 Berlin',
      line2: null,
      postcode: null,
      city: null,
      country: 'DE',
    });
  });
});

describe('subscriptionCii', () => {
  const company = sampleContent('INVOICE', 'de').company;
  const input: SubscriptionEInvoiceInput = {
    locale: 'de',
    operator: {
      name: 'Kontor Software GmbH',
      address: 'Hauptstraße 5, 10115 Berlin',
      vatId: 'DE136695976',
      iban: 'DE02120300000000202051',
      bic: undefined,
      creditorId: undefined,
      details: {
        name: 'Kontor Software GmbH',
        address: 'Hauptstraße 5, 10115 Berlin',
        legalForm: 'GmbH',
        seat: 'Berlin',
        registerCourt: 'Amtsgericht Charlottenburg',
        registerNumber: 'HRB 123456 B',
        managingDirectors: ['Erika Mustermann'],
        supervisoryBoardChair: null,
        vatId: 'DE136695976',
        taxNumber: '30/123/45678',
      },
    },
    customer: { name: 'Autohaus Sonne GmbH', address: ['Hauptstraße 12a', '80331 München'], vatId: company.vatId },
    number: 'ABO-2027-00001',
    issuedOn: '2027-01-07',
    dueOn: '2027-01-21',
    planName: 'MONTHLY',
    periodStart: '2027-01-07',
    periodEnd: '2027-02-06',
    netCents: 4900,
    taxation: 'STANDARD',
    vatRate: 19,
    vatCents: 931,
    grossCents: 5831,
    paymentType: 'INVOICE',
    debit: null,
    eInvoice: { company, supportEmail: 'support@kontor.example', debtorIban: null },
    planLabel: 'Kontor-Abonnement, monatlich',
    lineDescription: 'Nutzung von Kontor für alle Nutzer des Unternehmens, 07.01.2027 bis 06.02.2027',
    paymentText: 'Bitte überweisen Sie 58,31 € bis zum 21.01.2027.',
    taxNotice: null,
    company,
    supportEmail: 'support@kontor.example',
    debtorIban: null,
  };

  it('states the billing period as the invoicing period (BG-14), not as one delivery day, valid by the EN 16931 rules', () => {
    const xml = subscriptionCii(input);
    expect(xsdErrors(xml)).toEqual([]);
    expect(en16931Errors(xml)).toEqual([]);
    const cii = readCii(xml);
    try {
      const period = '//ram:ApplicableHeaderTradeSettlement/ram:BillingSpecifiedPeriod';
      expect(cii.one(`${period}/ram:StartDateTime/udt:DateTimeString`)).toBe('20270107');
      expect(cii.one(`${period}/ram:EndDateTime/udt:DateTimeString`)).toBe('20270206');
      expect(cii.count('//ram:ActualDeliverySupplyChainEvent')).toBe(0);
      // The operator's register entry (BT-30) and Steuernummer (BT-32), as the PDF's foot prints them.
      const seller = '//ram:SellerTradeParty';
      expect(cii.one(`${seller}/ram:SpecifiedLegalOrganization/ram:ID`)).toBe('Amtsgericht Charlottenburg HRB 123456 B');
      expect(cii.one(`${seller}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID="FC"]`)).toBe('30/123/45678');
    } finally {
      cii.dispose();
    }
  });

  it('refuses a period that ends before it starts (BR-29)', () => {
    expect(() => subscriptionCii({ ...input, periodEnd: '2027-01-06' })).toThrow(RangeError);
  });
});
