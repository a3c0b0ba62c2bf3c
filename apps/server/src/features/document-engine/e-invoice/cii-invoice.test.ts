import { countryByIso2 } from '@kontor/domain/countries';
import { reversedServiceAmounts, type ServiceLine, serviceAmounts, type VatExemption } from '@kontor/domain/service-invoices';
import type { SaleFields, TradeParty } from '@kontor/domain/trades';
import { describe, expect, it } from 'vitest';
import type { ServiceDocumentContent } from '../document-content';
import {
  CANCELLATION_NUMBER,
  manyServiceLines,
  ORIGINAL_ISSUED_ON,
  sampleCancellationInvoice,
  sampleContent,
  sampleServiceContent,
  SERVICE_DONE_ON,
  SERVICE_INVOICE_NUMBER,
  SERVICE_LINES,
  TEST_BUSINESS_BUYER,
  TEST_BUYER,
} from '../render/document-content.fixture';
import { ciiInvoice, type EInvoiceContent } from './cii-invoice';
import { einvoiceXml, readCii, xsdErrors } from './cii.fixture';
import { en16931Errors } from './en16931-rules.fixture';

// The e-invoice of every invoice Kontor issues, for every taxation the app supports: valid against
// the official Factur-X 1.07.3 EN 16931 schema and the CEN EN 16931 rules for CII (the Schematron,
// compiled), and true to EN 16931's arithmetic (BR-CO-10…17) and VAT category rules
// (BR-S/E/G/IC/AE/O), also checked here one by one. A credit note (the cancellation) carries positive
// amounts and the canceled invoice.

const SWISS_BUSINESS: TradeParty = {
  ...TEST_BUSINESS_BUYER,
  companyName: 'Garage Meier AG',
  city: 'Zürich',
  postalCode: '8001',
  countryId: countryByIso2('CH')!.id,
  vatId: 'CHE123456789',
};

type SaleCase = {
  name: string;
  trade: Partial<SaleFields>;
  buyer?: TradeParty;
  category: string;
  rate: string | null;
  code: string | null;
  reason: RegExp | null;
};

const SALES: SaleCase[] = [
  { name: 'standard 19 %', trade: {}, category: 'S', rate: '19', code: null, reason: null },
  { name: 'standard 7 %', trade: { vatRate: 7 }, category: 'S', rate: '7', code: null, reason: null },
  {
    name: 'margin scheme §25a',
    trade: { sectionType: '25' },
    category: 'E',
    rate: '0',
    code: 'VATEX-EU-F',
    reason: /^Gebrauchtgegenstände\/Sonderregelung$/,
  },
  {
    name: 'export §4 Nr. 1a',
    trade: { sectionType: '4.1a', tradeType: 'EXPORT', exportProof: 'MRN 26DE123456789012A1' },
    buyer: SWISS_BUSINESS,
    category: 'G',
    rate: '0',
    code: 'VATEX-EU-G',
    reason: /§ 4 Nr\. 1a/,
  },
  {
    name: 'intra-EU §4 Nr. 1b',
    trade: { sectionType: '4.1b', tradeType: 'BUSINESS' },
    buyer: TEST_BUSINESS_BUYER,
    category: 'K',
    rate: '0',
    code: 'VATEX-EU-IC',
    reason: /§ 4 Nr\. 1b/,
  },
  {
    name: 'small business §19',
    trade: { vat: false },
    category: 'E',
    rate: '0',
    code: null,
    reason: /^Kleinunternehmer gemäß § 19 UStG$/,
  },
];

type ServiceCase = {
  name: string;
  vatRate: 19 | 7 | 0;
  exemption: VatExemption | null;
  customer: TradeParty;
  category: string;
  rate: string | null;
  code: string | null;
};

const SERVICES: ServiceCase[] = [
  { name: 'standard 19 %', vatRate: 19, exemption: null, customer: TEST_BUYER, category: 'S', rate: '19', code: null },
  { name: 'reduced 7 %', vatRate: 7, exemption: null, customer: TEST_BUYER, category: 'S', rate: '7', code: null },
  {
    name: 'small business §19',
    vatRate: 0,
    exemption: 'SMALL_BUSINESS',
    customer: TEST_BUYER,
    category: 'E',
    rate: '0',
    code: null,
  },
  {
    name: 'reverse charge §13b',
    vatRate: 0,
    exemption: 'REVERSE_CHARGE',
    customer: TEST_BUSINESS_BUYER,
    category: 'AE',
    rate: '0',
    code: 'VATEX-EU-AE',
  },
  {
    name: 'not taxable §3a Abs. 2',
    vatRate: 0,
    exemption: 'NOT_TAXABLE',
    customer: SWISS_BUSINESS,
    category: 'O',
    rate: null,
    code: 'VATEX-EU-O',
  },
];

/** A service invoice (or its cancellation) with its reason for no VAT and the customer that reason fits. */
function serviceContent(
  type: 'INVOICE' | 'CANCELLATION',
  input: { vatRate: 19 | 7 | 0; exemption: VatExemption | null; customer: TradeParty; lines?: ServiceLine[] },
): ServiceDocumentContent {
  const content = sampleServiceContent(type, 'de', { vatRate: input.vatRate, ...(input.lines ? { lines: input.lines } : {}) });
  const amounts = serviceAmounts({
    lines: content.lines,
    vat: input.vatRate > 0,
    vatRate: input.vatRate,
    vatExemption: input.exemption,
  });
  return { ...content, customer: input.customer, amounts: type === 'CANCELLATION' ? reversedServiceAmounts(amounts) : amounts };
}

const HEADER = '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement';
const TOTALS = `${HEADER}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`;
const BREAKDOWN = `${HEADER}/ram:ApplicableTradeTax`;
const LINES = '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem';
const DELIVERY = '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeDelivery';
const SELLER = '//ram:SellerTradeParty';
const BUYER = '//ram:BuyerTradeParty';

/** Half-up rounding of cents × rate / 100 (amounts here are positive). */
const vatOf = (basisCents: number, rate: number) => Math.floor((2 * basisCents * rate + 100) / 200);

/**
 * EN 16931's sums (BR-CO-10, 13, 14, 15, 16) to the cent and BR-CO-17 within `tolerance` cents: a
 * sale's VAT is the rest of its gross price (vat.ts splitGross), which can lie a cent from its net ×
 * rate; the CEN and Factur-X Schematron accept that (they allow up to one currency unit).
 */
function expectArithmetic(xml: string, tolerance: number) {
  const cii = readCii(xml);
  expect(cii.count(LINES)).toBeGreaterThan(0);
  let lines = 0;
  for (let index = 1; index <= cii.count(LINES); index++) {
    lines += cii.cents(
      `${LINES}[${index}]/ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount`,
    );
  }
  const lineTotal = cii.cents(`${TOTALS}/ram:LineTotalAmount`);
  const taxBasis = cii.cents(`${TOTALS}/ram:TaxBasisTotalAmount`);
  const taxTotal = cii.cents(`${TOTALS}/ram:TaxTotalAmount`);
  const grand = cii.cents(`${TOTALS}/ram:GrandTotalAmount`);
  const prepaid = cii.one(`${TOTALS}/ram:TotalPrepaidAmount`) === null ? 0 : cii.cents(`${TOTALS}/ram:TotalPrepaidAmount`);
  const due = cii.cents(`${TOTALS}/ram:DuePayableAmount`);
  expect(lineTotal).toBe(lines); // BR-CO-10
  expect(taxBasis).toBe(lineTotal); // BR-CO-13, no allowances or charges
  expect(taxTotal).toBe(cii.cents(`${BREAKDOWN}/ram:CalculatedAmount`)); // BR-CO-14
  expect(grand).toBe(taxBasis + taxTotal); // BR-CO-15
  expect(due).toBe(grand - prepaid); // BR-CO-16
  expect(cii.one(`${TOTALS}/ram:TaxTotalAmount/@currencyID`)).toBe('EUR');
  expect(cii.cents(`${BREAKDOWN}/ram:BasisAmount`)).toBe(lineTotal); // BR-S-08, BR-E-08 …
  const rate = Number(cii.one(`${BREAKDOWN}/ram:RateApplicablePercent`) ?? 0);
  expect(Math.abs(taxTotal - vatOf(taxBasis, rate))).toBeLessThanOrEqual(tolerance); // BR-CO-17
  for (const amount of [lineTotal, taxBasis, taxTotal, grand, prepaid, due]) expect(amount).toBeGreaterThanOrEqual(0);
  cii.dispose();
}

/** The VAT category rules: every line in the breakdown's category and rate; an exemption's reason and code; the VAT ids each category needs or forbids. */
function expectCategory(
  xml: string,
  expected: { category: string; rate: string | null; code: string | null; reason?: RegExp | null },
) {
  const cii = readCii(xml);
  // Every date is format 102, YYYYMMDD (BR-03, CII-DT-097): issue, supply, due and the canceled invoice’s.
  const dates = cii.all('//udt:DateTimeString | //qdt:DateTimeString');
  expect(dates.length).toBeGreaterThanOrEqual(2);
  expect(cii.count("//udt:DateTimeString[@format='102'] | //qdt:DateTimeString[@format='102']")).toBe(dates.length);
  for (const value of dates) expect(value).toMatch(/^\d{4}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/);
  expect(cii.all(`${LINES}//ram:ApplicableTradeTax/ram:CategoryCode`).every((code) => code === expected.category)).toBe(true);
  expect(cii.all(`${BREAKDOWN}/ram:CategoryCode`)).toEqual([expected.category]);
  const lineRates = cii.all(`${LINES}//ram:ApplicableTradeTax/ram:RateApplicablePercent`);
  expect(lineRates).toEqual(expected.rate === null ? [] : Array(cii.count(LINES)).fill(expected.rate));
  expect(cii.one(`${BREAKDOWN}/ram:RateApplicablePercent`)).toBe(expected.rate);
  expect(cii.one(`${BREAKDOWN}/ram:ExemptionReasonCode`)).toBe(expected.code);
  const reason = cii.one(`${BREAKDOWN}/ram:ExemptionReason`);
  if (expected.category === 'S') {
    expect(Number(expected.rate)).toBeGreaterThan(0); // BR-S-05
    expect(reason).toBeNull(); // BR-S-10
  } else {
    expect(cii.cents(`${BREAKDOWN}/ram:CalculatedAmount`)).toBe(0); // BR-E-09, BR-G-09, BR-IC-09, BR-AE-09, BR-O-09
    expect(reason ?? expected.code).toBeTruthy(); // BR-E-10, BR-G-10, BR-IC-10, BR-AE-10, BR-O-10
    if (expected.reason) expect(reason).toMatch(expected.reason);
  }
  const sellerVat = cii.one(`${SELLER}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']`);
  const sellerTax = cii.one(`${SELLER}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='FC']`);
  const buyerVat = cii.one(`${BUYER}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']`);
  if (expected.category === 'O')
    expect([sellerVat, buyerVat]).toEqual([null, null]); // BR-O-02
  else expect(sellerVat ?? sellerTax).toBeTruthy(); // BR-S-02, BR-E-02 …
  if (expected.category === 'G') expect(sellerVat).toBeTruthy(); // BR-G-02
  if (expected.category === 'K' || expected.category === 'AE')
    expect([Boolean(sellerVat), Boolean(buyerVat)]).toEqual([true, true]); // BR-IC-02, BR-AE-02
  const deliverToCountry = cii.one(`${DELIVERY}/ram:ShipToTradeParty/ram:PostalTradeAddress/ram:CountryID`);
  if (expected.category === 'K') {
    // BR-IC-11 and BR-IC-12: the day of supply and the member state the vehicle is carried to (the buyer’s).
    expect(cii.one(`${DELIVERY}/ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime/udt:DateTimeString`)).toMatch(
      /^\d{8}$/,
    );
    expect(deliverToCountry).toBe(cii.one(`${BUYER}/ram:PostalTradeAddress/ram:CountryID`));
    expect(deliverToCountry).not.toBe('DE');
    expect(cii.one(`${DELIVERY}/ram:ShipToTradeParty/ram:Name`)).toBe(cii.one(`${BUYER}/ram:Name`));
  } else expect(deliverToCountry).toBeNull();
  // BR-CO-26: something identifies the seller (its id, register entry or VAT id).
  expect(cii.one(`${SELLER}/ram:ID`) ?? cii.one(`${SELLER}/ram:SpecifiedLegalOrganization/ram:ID`) ?? sellerVat).toBeTruthy();
  cii.dispose();
}

describe('the e-invoice of a sale, for every taxation', () => {
  it('is checked by rules that bite: a grand total that is not net plus VAT breaks BR-CO-15', () => {
    const xml = einvoiceXml(sampleContent('INVOICE', 'de'));
    const broken = xml.replace(
      /<ram:GrandTotalAmount>([\d.]+)</,
      (_, amount: string) => `<ram:GrandTotalAmount>${(Number(amount) + 1).toFixed(2)}<`,
    );
    expect(broken).not.toBe(xml);
    expect(en16931Errors(broken).map((error) => error.split(':')[0])).toContain('BR-CO-15');
  });

  for (const sale of SALES) {
    it(`${sale.name}: the invoice is valid EN 16931 (XSD, sums, category) with the deposit as prepaid`, () => {
      const xml = einvoiceXml(
        sampleContent('INVOICE', 'de', { trade: sale.trade, ...(sale.buyer ? { buyer: sale.buyer } : {}) }),
      );
      expect(xsdErrors(xml)).toEqual([]);
      expect(en16931Errors(xml)).toEqual([]);
      expectArithmetic(xml, 1);
      expectCategory(xml, sale);
      const cii = readCii(xml);
      expect(cii.one('//rsm:ExchangedDocument/ram:TypeCode')).toBe('380');
      expect(cii.one('//ram:GuidelineSpecifiedDocumentContextParameter/ram:ID')).toBe('urn:cen.eu:en16931:2017');
      expect(cii.cents(`${TOTALS}/ram:TotalPrepaidAmount`)).toBe(200_000);
      expect(cii.one('//ram:IncludedSupplyChainTradeLineItem/ram:SpecifiedTradeProduct/ram:Description')).toContain('FIN: WVW');
      if (sale.reason)
        expect(cii.all("//rsm:ExchangedDocument/ram:IncludedNote[ram:SubjectCode='TXD']/ram:Content")).toHaveLength(1);
      cii.dispose();
    });

    it(`${sale.name}: the cancellation invoice is a credit note (381) with positive amounts naming the canceled invoice`, () => {
      const content = sampleCancellationInvoice('de', { trade: sale.trade, ...(sale.buyer ? { buyer: sale.buyer } : {}) });
      const xml = einvoiceXml(content);
      expect(xsdErrors(xml)).toEqual([]);
      expect(en16931Errors(xml)).toEqual([]);
      expectArithmetic(xml, 1);
      expectCategory(xml, sale);
      const cii = readCii(xml);
      expect(cii.one('//rsm:ExchangedDocument/ram:TypeCode')).toBe('381');
      expect(cii.one('//rsm:ExchangedDocument/ram:ID')).toBe(CANCELLATION_NUMBER);
      expect(cii.one(`${HEADER}/ram:InvoiceReferencedDocument/ram:IssuerAssignedID`)).toBe('RE-2026-0042');
      expect(cii.one(`${HEADER}/ram:InvoiceReferencedDocument/ram:FormattedIssueDateTime/qdt:DateTimeString`)).toBe(
        ORIGINAL_ISSUED_ON.replace(/-/g, ''),
      );
      // The whole price is credited; the deposit is refunded, not netted (as the PDF prints it).
      expect(cii.cents(`${TOTALS}/ram:GrandTotalAmount`)).toBe(-content.trade.amounts.grossCents);
      expect(cii.one(`${TOTALS}/ram:TotalPrepaidAmount`)).toBeNull();
      expect(cii.count('//ram:SpecifiedTradeSettlementPaymentMeans')).toBe(0);
      cii.dispose();
    });
  }

  it('the VAT of any gross price lies at most a cent from net × rate (BR-CO-17 as the Schematron checks it)', () => {
    for (let gross = 100_001; gross < 100_001 + 300 * 97; gross += 97) {
      for (const vatRate of [19, 7] as const)
        expectArithmetic(einvoiceXml(sampleContent('INVOICE', 'de', { trade: { grossPrice: gross, vatRate, deposit: 0 } })), 1);
    }
  });

  it('dates the supply on the custom handover day and maps every payment method (UNTDID 4461)', () => {
    const methods = { TRANSFER: '58', CASH: '10', CARD: '48', FINANCING: 'ZZZ' } as const;
    for (const [method, code] of Object.entries(methods)) {
      const xml = einvoiceXml(
        sampleContent('INVOICE', 'de', {
          trade: {
            handoverDate: 'CUSTOM',
            handoverOn: '2026-11-30',
            paymentMethod: method as keyof typeof methods,
            paymentType: 'IN_7_DAYS',
          },
        }),
      );
      const cii = readCii(xml);
      expect(cii.one('//ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime/udt:DateTimeString')).toBe('20261130');
      expect(cii.one('//ram:SpecifiedTradeSettlementPaymentMeans/ram:TypeCode')).toBe(code);
      expect(cii.one('//ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString')).toBe('20261130');
      // BR-61: a SEPA transfer names the account; no other method names one.
      expect(cii.one('//ram:PayeePartyCreditorFinancialAccount/ram:IBANID')).toBe(
        method === 'TRANSFER' ? 'DE89370400440532013000' : null,
      );
      if (method === 'FINANCING')
        expect(cii.one('//ram:SpecifiedTradeSettlementPaymentMeans/ram:Information')).toBe('Finanzierung');
      cii.dispose();
    }
  });

  it('escapes what the dealer typed and identifies a seller without VAT id and register by its Steuernummer', () => {
    const name = 'Autohaus <Sonne> & Söhne';
    const comment = 'Übergabe "wie besichtigt" & ohne <Garantie>';
    const xml = einvoiceXml(
      sampleContent('INVOICE', 'de', {
        trade: { vat: false, invoiceComments: comment },
        company: {
          legalName: name,
          type: 'EINZELUNTERNEHMER',
          vatId: null,
          commercialRegisterNumber: null,
          commercialRegisterName: null,
        },
      }),
    );
    expect(xsdErrors(xml)).toEqual([]);
    expect(en16931Errors(xml)).toEqual([]);
    expectCategory(xml, SALES.at(-1)!);
    const cii = readCii(xml);
    expect(cii.one(`${SELLER}/ram:Name`)).toBe(name);
    expect(cii.one(`${SELLER}/ram:ID`)).toBe('143/123/45678');
    expect(cii.one("//ram:IncludedNote[ram:SubjectCode='AAI']/ram:Content")).toBe(comment);
    cii.dispose();
  });
});

describe('the e-invoice of a service invoice, for every VAT treatment', () => {
  for (const service of SERVICES) {
    for (const type of ['INVOICE', 'CANCELLATION'] as const) {
      it(`${service.name}: the ${type === 'INVOICE' ? 'invoice' : 'cancellation'} is valid EN 16931 with every line at its quantity and net price`, () => {
        const content = serviceContent(type, service);
        const xml = einvoiceXml(content);
        expect(xsdErrors(xml)).toEqual([]);
        expect(en16931Errors(xml)).toEqual([]);
        // A service invoice's VAT is taken on its net (addVat), exactly as BR-CO-17 computes it.
        expectArithmetic(xml, 0);
        expectCategory(xml, service);
        const cii = readCii(xml);
        expect(cii.one('//rsm:ExchangedDocument/ram:TypeCode')).toBe(type === 'INVOICE' ? '380' : '381');
        expect(cii.all('//ram:SpecifiedLineTradeDelivery/ram:BilledQuantity')).toEqual(['1.5', '1', '4.5', '1', '1']);
        // Hour, piece, litre, piece, lump sum by UN/ECE Rec. 20 (BT-130).
        expect(cii.all('//ram:SpecifiedLineTradeDelivery/ram:BilledQuantity/@unitCode')).toEqual([
          'HUR',
          'H87',
          'LTR',
          'H87',
          'LS',
        ]);
        expect(cii.all('//ram:NetPriceProductTradePrice/ram:ChargeAmount')).toEqual(['89.00', '12.90', '18.90', '24.50', '5.90']);
        expect(cii.all('//ram:SpecifiedTradeProduct/ram:Name')).toEqual(SERVICE_LINES.map((line) => line.description));
        expect(cii.one('//ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime/udt:DateTimeString')).toBe(
          SERVICE_DONE_ON.replace(/-/g, ''),
        );
        expect(cii.one(`${HEADER}/ram:InvoiceReferencedDocument/ram:IssuerAssignedID`)).toBe(
          type === 'INVOICE' ? null : SERVICE_INVOICE_NUMBER,
        );
        cii.dispose();
      });
    }
  }

  it('counts a line stored without a unit as one unit (C62), still valid EN 16931', () => {
    const content = sampleServiceContent('INVOICE', 'de', {
      lines: [{ description: 'Altteilentsorgung', quantity: 1, unitPrice: 500 }],
    });
    const xml = einvoiceXml(content);
    expect(xsdErrors(xml)).toEqual([]);
    expect(en16931Errors(xml)).toEqual([]);
    const cii = readCii(xml);
    expect(cii.all('//ram:SpecifiedLineTradeDelivery/ram:BilledQuantity/@unitCode')).toEqual(['C62']);
    cii.dispose();
  });

  it('bills forty lines with three-decimal quantities at 7 % to the cent', () => {
    const lines = manyServiceLines(40);
    for (const type of ['INVOICE', 'CANCELLATION'] as const) {
      const xml = einvoiceXml(serviceContent(type, { vatRate: 7, exemption: null, customer: TEST_BUYER, lines }));
      expect(xsdErrors(xml)).toEqual([]);
      expect(en16931Errors(xml)).toEqual([]);
      expectArithmetic(xml, 0);
      const cii = readCii(xml);
      expect(cii.count(LINES)).toBe(40);
      expect(cii.all('//ram:SpecifiedLineTradeDelivery/ram:BilledQuantity').slice(0, 4)).toEqual(['1', '0.5', '2.25', '1.125']);
      cii.dispose();
    }
  });

  it('keeps the Steuernummer or VAT id of a seller on work not taxable here, though BR-O-02 hides the VAT id (§14 Abs. 4 Nr. 2 UStG, BR-CO-26)', () => {
    const notTaxable = SERVICES.find((service) => service.category === 'O')!;
    const onlyVatId = { vatId: 'DE136695976', taxNumber: null };
    const companies = [
      // A sole trader without register known by its VAT id only: nothing else identifies it.
      { ...onlyVatId, type: 'EINZELUNTERNEHMER' as const, commercialRegisterNumber: null, commercialRegisterName: null },
      // A GmbH identified by its register, but the register is no tax number.
      onlyVatId,
    ];
    for (const company of companies) {
      for (const type of ['INVOICE', 'CANCELLATION'] as const) {
        const content = serviceContent(type, notTaxable);
        const xml = einvoiceXml({ ...content, company: { ...content.company, ...company } });
        expect(xsdErrors(xml)).toEqual([]);
        expect(en16931Errors(xml)).toEqual([]);
        expectCategory(xml, notTaxable);
        const cii = readCii(xml);
        expect(cii.count(`${SELLER}/ram:SpecifiedTaxRegistration`)).toBe(0); // BR-O-02: neither VA nor a Steuernummer to give
        expect(cii.one(`${SELLER}/ram:ID`)).toBe('DE136695976');
        cii.dispose();
      }
    }
    // With a Steuernummer that is what identifies it for tax (FC), and its register for BR-CO-26.
    const xml = einvoiceXml(serviceContent('INVOICE', notTaxable));
    const cii = readCii(xml);
    expect(cii.one(`${SELLER}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='FC']`)).toBe('143/123/45678');
    expect(cii.one(`${SELLER}/ram:ID`)).toBeNull();
    cii.dispose();
  });

  it('has no e-invoice for a cost estimate, which is no invoice', () => {
    expect(() => ciiInvoice(sampleServiceContent('PROPOSAL', 'de') as EInvoiceContent)).toThrow(/no invoice/);
  });
});
