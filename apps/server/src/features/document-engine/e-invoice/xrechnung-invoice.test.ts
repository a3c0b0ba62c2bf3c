import { countryByIso2 } from '@kontor/domain/countries';
import type { SaleFields, TradeParty } from '@kontor/domain/trades';
import { describe, expect, it } from 'vitest';
import {
  sampleCancellationInvoice,
  sampleContent,
  sampleServiceContent,
  TEST_BUSINESS_BUYER,
  TEST_BUYER,
} from '../render/document-content.fixture';
import { ciiInvoice, type EInvoiceContent } from './cii-invoice';
import { readCii } from './cii.fixture';
import { checkXRechnung, exampleXRechnung, XRECHNUNG } from './xrechnung-rules.fixture';
import { xrechnungInvoice, XRECHNUNG_GUIDELINE } from './xrechnung-invoice';

// Every invoice Kontor issues to a public-sector buyer as XRechnung 3.0, checked the way KoSIT's
// validator checks it: CII D16B schema, CEN EN 16931 rules and the XRechnung rules (BR-DE-*, Peppol)
// with KoSIT's severities; none may leave an error.

const LEITWEG_ID = '04011000-1234512345-06';
const PUBLIC = { publicSector: true, buyerReference: LEITWEG_ID };
const CITY: TradeParty = {
  ...TEST_BUYER,
  ...PUBLIC,
  type: 'BUSINESS',
  greeting: null,
  companyName: 'Stadt Köln, Amt für Straßen und Verkehr',
  firstName: 'Karl',
  lastName: 'Schmitz',
  email: 'rechnungseingang@stadt-koeln.example',
  birthday: null,
  passport: null,
  passportExpired: null,
  passportFrom: null,
  placeOfBirth: null,
  nationality: null,
};
const SWISS_CANTON: TradeParty = {
  ...CITY,
  companyName: 'Kanton Zürich, Fahrzeugpark',
  city: 'Zürich',
  postalCode: '8001',
  countryId: countryByIso2('CH')!.id,
  vatId: 'CHE123456789',
};
const FRENCH_AUTHORITY: TradeParty = { ...TEST_BUSINESS_BUYER, ...PUBLIC, companyName: 'Métropole de Lyon' };

type Case = { name: string; trade: Partial<SaleFields>; buyer: TradeParty; category: string };
const SALES: Case[] = [
  { name: 'margin scheme §25a', trade: { sectionType: '25' }, buyer: CITY, category: 'E' },
  { name: 'standard 19 %', trade: {}, buyer: CITY, category: 'S' },
  {
    name: 'export §4 Nr. 1a',
    trade: { sectionType: '4.1a', tradeType: 'EXPORT', exportProof: 'MRN 26DE123456789012A1' },
    buyer: SWISS_CANTON,
    category: 'G',
  },
  { name: 'intra-EU §4 Nr. 1b', trade: { sectionType: '4.1b', tradeType: 'BUSINESS' }, buyer: FRENCH_AUTHORITY, category: 'K' },
];

function xmlOf(content: EInvoiceContent): string {
  const result = xrechnungInvoice(content);
  if (!('xml' in result)) throw new Error(`no XRechnung: ${result.problem}`);
  return result.xml;
}

function expectValid(xml: string) {
  const report = checkXRechnung(xml);
  expect(report.errors).toEqual([]);
  expect(report.valid).toBe(true);
}

function serviceFor(type: 'INVOICE' | 'CANCELLATION') {
  return { ...sampleServiceContent(type, 'de'), customer: CITY };
}

describe('the checker', () => {
  it('accepts KoSIT’s valid example XRechnung without a warning', () => {
    expect(checkXRechnung(exampleXRechnung())).toEqual({ valid: true, errors: [], warnings: [] });
  });

  it('refuses the example without its buyer reference (BR-DE-15)', () => {
    const broken = exampleXRechnung().replace(/<ram:BuyerReference>[^<]*<\/ram:BuyerReference>/, '');
    const report = checkXRechnung(broken);
    expect(report.valid).toBe(false);
    expect(report.errors.some((error) => error.startsWith('BR-DE-15'))).toBe(true);
  });

  it('refuses an unknown specification identifier and a schema violation', () => {
    const unknown = exampleXRechnung().replace(XRECHNUNG, 'urn:example:unknown');
    expect(checkXRechnung(unknown).valid).toBe(false);
    const misplaced = exampleXRechnung().replace('<ram:TypeCode>380</ram:TypeCode>', '<ram:Kind>380</ram:Kind>');
    expect(checkXRechnung(misplaced).errors[0]).toMatch(/^XSD /);
  });
});

describe.each(SALES)('a sale to a public-sector buyer, $name', ({ trade, buyer, category }) => {
  it('its invoice is a valid XRechnung naming the Leitweg-ID', () => {
    const xml = xmlOf(sampleContent('INVOICE', 'de', { trade, buyer }));
    expectValid(xml);
    const cii = readCii(xml);
    expect(cii.one('//rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID')).toBe(
      XRECHNUNG_GUIDELINE,
    );
    expect(cii.one('//ram:ApplicableHeaderTradeAgreement/ram:BuyerReference')).toBe(LEITWEG_ID);
    expect(cii.one('//ram:BuyerTradeParty/ram:URIUniversalCommunication/ram:URIID[@schemeID="EM"]')).toBe(buyer.email);
    expect(cii.one('//ram:SellerTradeParty/ram:URIUniversalCommunication/ram:URIID[@schemeID="EM"]')).toBeTruthy();
    expect(cii.one('//ram:ApplicableHeaderTradeSettlement/ram:ApplicableTradeTax/ram:CategoryCode')).toBe(category);
    cii.dispose();
  });

  it('its cancellation invoice is a valid XRechnung credit note with payment instructions', () => {
    const xml = xmlOf(sampleCancellationInvoice('de', { trade, buyer }));
    expectValid(xml);
    const cii = readCii(xml);
    expect(cii.one('//rsm:ExchangedDocument/ram:TypeCode')).toBe('381');
    expect(cii.one('//ram:SpecifiedTradeSettlementPaymentMeans/ram:TypeCode')).toBe('1');
    cii.dispose();
  });
});

describe('a service invoice to a public-sector buyer', () => {
  it('is a valid XRechnung, and so is its cancellation', () => {
    expectValid(xmlOf(serviceFor('INVOICE')));
    expectValid(xmlOf(serviceFor('CANCELLATION')));
  });
});

describe('what the XRechnung says beside the Factur-X', () => {
  it('pays by SEPA credit transfer (58) to the company’s IBAN, names the seller’s contact and the payment terms', () => {
    const content = sampleContent('INVOICE', 'de', { buyer: CITY });
    const cii = readCii(xmlOf(content));
    expect(cii.one('//ram:SpecifiedTradeSettlementPaymentMeans/ram:TypeCode')).toBe('58');
    expect(cii.one('//ram:PayeePartyCreditorFinancialAccount/ram:IBANID')).toBe(content.company.iban);
    expect(cii.one('//ram:SellerTradeParty/ram:DefinedTradeContact/ram:EmailURIUniversalCommunication/ram:URIID')).toBe(
      content.company.email,
    );
    expect(cii.one('//ram:SpecifiedTradePaymentTerms/ram:Description')).toBeTruthy();
    cii.dispose();
  });

  it('is the same file every time, and the Factur-X stays EN 16931 without a buyer reference', () => {
    const content = sampleContent('INVOICE', 'de', { buyer: CITY });
    expect(xmlOf(content)).toBe(xmlOf(structuredClone(content)));
    const facturX = readCii(ciiInvoice(content)!);
    expect(facturX.one('//ram:GuidelineSpecifiedDocumentContextParameter/ram:ID')).toBe('urn:cen.eu:en16931:2017');
    expect(facturX.count('//ram:BuyerReference')).toBe(0);
    facturX.dispose();
  });

  it('is refused for a buyer that is not public-sector (9410) and a company without phone or e-mail (9411)', () => {
    expect(xrechnungInvoice(sampleContent('INVOICE', 'de'))).toEqual({ problem: '9410' });
    expect(xrechnungInvoice(sampleContent('INVOICE', 'de', { buyer: { ...CITY, buyerReference: null } }))).toEqual({
      problem: '9410',
    });
    const noPhone = { phone: null, landlineNumber: null };
    expect(xrechnungInvoice(sampleContent('INVOICE', 'de', { buyer: CITY, company: noPhone }))).toEqual({ problem: '9411' });
  });
});
