import { type PurchaseDocumentType, type PurchaseFields, DEFAULT_PURCHASE, purchaseAmounts } from '@kontor/domain/purchase';
import type { Company } from '@kontor/domain/company';
import { DEFAULT_COUNTRY_ID, type Locale } from '@kontor/domain/constants';
import { countryByIso2 } from '@kontor/domain/countries';
import { SAMPLE_COMPANY, SAMPLE_VEHICLE } from '@kontor/domain/sample-data';
import {
  reversedServiceAmounts,
  type ServiceInvoiceFields,
  type ServiceLine,
  serviceAmounts,
} from '@kontor/domain/service-invoices';
import { DEFAULT_SALE, type DocumentType, type SaleFields, type TradeParty } from '@kontor/domain/trades';
import { emptyTradeParty } from '@kontor/domain/trade-party';
import { reversedAmounts, tradeAmounts } from '@kontor/domain/vat';
import { getDocumentProxy } from 'unpdf';
import type {
  CancellationInvoiceContent,
  DocumentContent,
  DocumentTrade,
  DocumentVehicle,
  PurchaseCancellationContent,
  PurchaseDocumentContent,
  ServiceDocumentContent,
  ServiceVehicle,
} from '../document-content';

// The renderers' test fixture: a complete, realistic document content (a GmbH with VAT id, tax
// number, register and bank; a private buyer with an ID document; a VW Golf sold for 23.900,50 €
// at 19 % with a deposit), which each test changes only where it matters. A purchase's content
// (samplePurchaseContent) has the same company buy the same vehicle from the same person; the
// cancellations (sampleCancellationInvoice, samplePurchaseCancellation) take back one of each. A
// service invoice (sampleServiceContent) bills the same person for an inspection of the same car.

export const TEST_COMPANY: Company = {
  ...SAMPLE_COMPANY,
  id: '3f0c1a52-6a4e-4b77-9d1e-1f5b7c2a9e01',
  additionalAddress: null,
  hasLogo: false,
  status: 'VERIFIED',
  usedStorage: 0,
  storageSize: 1_073_741_824,
  invoiceNumbering: null,
  serviceInvoiceNumbering: null,
  customTemplates: null,
};

export const TEST_BUYER: TradeParty = {
  ...emptyTradeParty('7d2e4b10-2c8f-4f3a-a1d6-0b9e5c3f7a22'),
  greeting: 'MISSUS',
  firstName: 'Erika',
  lastName: 'Mustermann',
  streetAddress: 'Heidestraße',
  houseNumber: '17',
  postalCode: '51147',
  city: 'Köln',
  phoneNumber: '+4922112345678',
  email: 'erika.mustermann@example.de',
  birthday: '1984-08-12',
  placeOfBirth: 'Berlin',
  nationality: 'deutsch',
  passport: 'L01X00T47',
  passportExpired: '2031-03-31',
  passportFrom: 'Stadt Köln',
};

/** A French business buyer with its VAT id (for the intra-EU supply). */
export const TEST_BUSINESS_BUYER: TradeParty = {
  ...TEST_BUYER,
  id: '5a9b8c7d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  type: 'BUSINESS',
  greeting: null,
  companyName: 'Automobiles Dupont SARL',
  firstName: 'Jean',
  lastName: 'Dupont',
  streetAddress: 'Rue de la République',
  houseNumber: '8',
  postalCode: '69002',
  city: 'Lyon',
  countryId: countryByIso2('FR')!.id,
  birthday: null,
  placeOfBirth: null,
  nationality: null,
  passport: null,
  passportExpired: null,
  passportFrom: null,
  vatId: 'FR40303265045',
};

export const TEST_VEHICLE: DocumentVehicle = {
  make: SAMPLE_VEHICLE.make,
  model: SAMPLE_VEHICLE.model,
  vinCode: SAMPLE_VEHICLE.vinCode,
  briefNumber: SAMPLE_VEHICLE.briefNumber,
  licencePlate: 'M-AS 1234',
  firstRegistered: SAMPLE_VEHICLE.firstRegistered,
  power: SAMPLE_VEHICLE.power,
  engineCapacity: SAMPLE_VEHICLE.engineCapacity,
  fuelType: SAMPLE_VEHICLE.fuelType,
  gearType: SAMPLE_VEHICLE.gearType,
  bodywork: SAMPLE_VEHICLE.bodywork,
  nextInspection: SAMPLE_VEHICLE.nextInspection,
  mileage: SAMPLE_VEHICLE.mileage,
  previousOwners: SAMPLE_VEHICLE.previousOwners,
  colour: 'Moonstone-Grau Metallic',
  equipment: ['Klimaautomatik', 'Navigationssystem', 'Sitzheizung', 'Einparkhilfe vorn und hinten', 'LED-Scheinwerfer'],
  accidentFree: true,
  accidentNote: null,
};

const ISSUED_ON = '2026-11-23';

type Overrides = {
  trade?: Partial<SaleFields> & { invoiceNumber?: string | null; invoiceDate?: string | null };
  buyer?: Partial<TradeParty>;
  vehicle?: Partial<DocumentVehicle>;
  company?: Partial<Company>;
  template?: Partial<DocumentContent['template']>;
  number?: string | null;
  issuedOn?: string;
};

/**
 * A document of `type` in `locale`. The amounts come from the VAT engine (tradeAmounts) for the
 * trade's fields, so a test that changes the section or price gets consistent figures.
 */
export function sampleContent(type: DocumentType, locale: Locale, overrides: Overrides = {}): DocumentContent {
  const fields: SaleFields = {
    ...DEFAULT_SALE,
    customerId: TEST_BUYER.id,
    tradeType: 'PRIVATE',
    grossPrice: 2_390_050,
    deposit: 200_000,
    purchasePrice: 1_850_000,
    paymentType: 'IN_14_DAYS',
    paymentMethod: 'TRANSFER',
    damaged: 'NO_ACCIDENT',
    handoverMileage: 42_350,
    documents: ['INVOICE', 'CONTRACT', 'RECEIPT'],
    language: locale,
    ...overrides.trade,
  };
  const issuedOn = overrides.issuedOn ?? ISSUED_ON;
  const invoiceNumber =
    overrides.trade?.invoiceNumber !== undefined ? overrides.trade.invoiceNumber : type === 'INVOICE' ? 'RE-2026-0042' : null;
  const trade: DocumentTrade = {
    ...fields,
    tradeType: fields.tradeType,
    amounts: tradeAmounts({
      grossCents: fields.grossPrice,
      vat: fields.vat,
      vatRate: fields.vatRate,
      sectionType: fields.sectionType,
      depositCents: fields.deposit,
      purchaseCents: fields.purchasePrice,
    }),
    invoiceNumber,
    invoiceDate: invoiceNumber ? (fields.invoiceDate ?? issuedOn) : null,
    handoverOn: fields.handoverDate === 'CUSTOM' && fields.handoverOn ? fields.handoverOn : (fields.invoiceDate ?? issuedOn),
  };
  return {
    type,
    locale,
    number: overrides.number !== undefined ? overrides.number : type === 'INVOICE' ? invoiceNumber : null,
    issuedOn,
    company: { ...TEST_COMPANY, ...overrides.company },
    template: { layout: 'CLASSIC', headerNote: null, footer: null, terms: null, ...overrides.template },
    buyer: { ...TEST_BUYER, ...overrides.buyer },
    vehicle: { ...TEST_VEHICLE, ...overrides.vehicle },
    trade,
  };
}

/** A German business that sells to the dealer, its invoice showing VAT (a leasing return, a trade-in). */
export const TEST_BUSINESS_SELLER: TradeParty = {
  ...TEST_BUSINESS_BUYER,
  id: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
  companyName: 'Autovermietung Berger GmbH',
  firstName: 'Anna',
  lastName: 'Berger',
  streetAddress: 'Industriestraße',
  houseNumber: '4',
  postalCode: '04109',
  city: 'Leipzig',
  countryId: DEFAULT_COUNTRY_ID,
  vatId: 'DE123456789',
};

type PurchaseOverrides = {
  trade?: Partial<PurchaseFields>;
  seller?: Partial<TradeParty>;
  vehicle?: Partial<DocumentVehicle>;
  company?: Partial<Company>;
  template?: Partial<DocumentContent['template']>;
  issuedOn?: string;
};

/**
 * A purchase document of `type` in `locale`: TEST_COMPANY buys TEST_VEHICLE from TEST_BUYER, a
 * private seller, for 18.500,00 € without VAT, paid by transfer on handover. Amounts come from the
 * domain's purchaseAmounts, so a test that shows VAT gets consistent net and VAT.
 */
export function samplePurchaseContent(
  type: PurchaseDocumentType,
  locale: Locale,
  overrides: PurchaseOverrides = {},
): PurchaseDocumentContent {
  const fields: PurchaseFields = {
    ...DEFAULT_PURCHASE,
    customerId: TEST_BUYER.id,
    grossPrice: 1_850_000,
    paymentType: 'IMMEDIATE',
    paymentMethod: 'TRANSFER',
    handoverMileage: 42_350,
    damaged: 'NO_ACCIDENT',
    documents: ['CONTRACT', 'PROTOCOL', 'RECEIPT'],
    language: locale,
    ...overrides.trade,
  };
  const issuedOn = overrides.issuedOn ?? ISSUED_ON;
  const contractDate = fields.contractDate ?? issuedOn;
  return {
    order: 'BUYING',
    type,
    locale,
    issuedOn,
    company: { ...TEST_COMPANY, ...overrides.company },
    template: { layout: 'CLASSIC', headerNote: null, footer: null, terms: null, ...overrides.template },
    seller: { ...TEST_BUYER, ...overrides.seller },
    vehicle: { ...TEST_VEHICLE, ...overrides.vehicle },
    trade: {
      ...fields,
      amounts: purchaseAmounts(fields),
      contractDate,
      handoverOn: fields.handoverDate === 'CUSTOM' && fields.handoverOn ? fields.handoverOn : contractDate,
    },
  };
}

/** The day the canceled invoice or contract was issued, and the day of the cancellation. */
export const ORIGINAL_ISSUED_ON = '2026-11-24';
export const CANCELED_ON = '2026-12-02';
export const CANCELLATION_NUMBER = 'RE-2026-0043';
export const CANCELLATION_REASON = 'Der Käufer ist vom Kauf zurückgetreten (Finanzierung abgelehnt).';
export const PURCHASE_CANCELLATION_REASON = 'Bei der Übergabe wurde ein nicht angegebener Vorschaden festgestellt.';

type CancellationOverrides = Omit<Overrides, 'number' | 'issuedOn'> & { reason?: string };

/**
 * The cancellation invoice of sampleContent's invoice (RE-2026-0042 of ORIGINAL_ISSUED_ON), as the
 * cancellation stores it: the invoice's snapshot with its own number and date and the amounts reversed.
 */
export function sampleCancellationInvoice(locale: Locale, overrides: CancellationOverrides = {}): CancellationInvoiceContent {
  const { reason = CANCELLATION_REASON, ...invoiceOverrides } = overrides;
  const invoice = sampleContent('INVOICE', locale, { ...invoiceOverrides, issuedOn: ORIGINAL_ISSUED_ON });
  return {
    ...invoice,
    type: 'CANCELLATION',
    number: CANCELLATION_NUMBER,
    issuedOn: CANCELED_ON,
    trade: { ...invoice.trade, amounts: reversedAmounts(invoice.trade.amounts) },
    cancellation: { originalNumber: invoice.number, originalIssuedOn: invoice.issuedOn, reason },
  };
}

/** The cancellation notice of samplePurchaseContent's contract (of ORIGINAL_ISSUED_ON), made on CANCELED_ON. */
export function samplePurchaseCancellation(
  locale: Locale,
  overrides: Omit<PurchaseOverrides, 'issuedOn'> & { reason?: string } = {},
): PurchaseCancellationContent {
  const { reason = PURCHASE_CANCELLATION_REASON, ...contractOverrides } = overrides;
  const contract = samplePurchaseContent('CONTRACT', locale, { ...contractOverrides, issuedOn: ORIGINAL_ISSUED_ON });
  return {
    ...contract,
    type: 'CANCELLATION',
    issuedOn: CANCELED_ON,
    cancellation: { originalNumber: null, originalIssuedOn: contract.trade.contractDate, reason },
  };
}

/** A workshop job on TEST_VEHICLE: an inspection with oil change, 261,85 € net. */
export const SERVICE_LINES: ServiceLine[] = [
  { description: 'Arbeitszeit Inspektion', quantity: 1.5, unit: 'HOUR', unitPrice: 8_900 },
  { description: 'Ölfilter', quantity: 1, unit: 'PIECE', unitPrice: 1_290 },
  { description: 'Motoröl 5W-30', quantity: 4.5, unit: 'LITRE', unitPrice: 1_890 },
  { description: 'Luftfilter', quantity: 1, unit: 'PIECE', unitPrice: 2_450 },
  { description: 'Entsorgung Altöl', quantity: 1, unit: 'LUMP_SUM', unitPrice: 590 },
];

const WORKSHOP_ITEMS: Array<Omit<ServiceLine, 'quantity'>> = [
  { description: 'Arbeitszeit Mechanik', unitPrice: 8_900 },
  { description: 'Bremsbeläge Vorderachse (Satz)', unitPrice: 6_490 },
  { description: 'Bremsscheibe vorn', unitPrice: 5_850 },
  { description: 'Zündkerze', unitPrice: 1_190 },
  { description: 'Innenraumfilter mit Aktivkohle', unitPrice: 2_290 },
  { description: 'Scheibenwischer-Satz', unitPrice: 2_990 },
  { description: 'Bremsflüssigkeit DOT 4', unitPrice: 1_450 },
  { description: 'Kleinmaterial', unitPrice: 350 },
];

/**
 * `count` numbered workshop lines ("Pos. 17: Zündkerze"), each description once, with quantities of
 * up to three decimals: for invoices that run over several pages.
 */
export function manyServiceLines(count: number): ServiceLine[] {
  return Array.from({ length: count }, (_, index) => {
    const item = WORKSHOP_ITEMS[index % WORKSHOP_ITEMS.length]!;
    return {
      description: `Pos. ${index + 1}: ${item.description}`,
      quantity: [1, 0.5, 2.25, 1.125][index % 4]!,
      unitPrice: item.unitPrice,
    };
  });
}

export const SERVICE_INVOICE_NUMBER = 'S-2026-0017';
export const SERVICE_CANCELLATION_NUMBER = 'S-2026-0018';
export const SERVICE_PROPOSAL_NUMBER = 'KV-2026-0005';
/** The work was done three days before the invoice (its Leistungsdatum differs from its date). */
export const SERVICE_DONE_ON = '2026-11-20';
export const SERVICE_PROPOSAL_VALID_UNTIL = '2026-12-23';
export const SERVICE_CANCELLATION_REASON = 'Die Arbeiten wurden irrtümlich doppelt berechnet.';

export const TEST_SERVICE_VEHICLE: ServiceVehicle = {
  make: TEST_VEHICLE.make,
  model: TEST_VEHICLE.model,
  licencePlate: TEST_VEHICLE.licencePlate,
  vinCode: TEST_VEHICLE.vinCode,
  nextInspection: '2027-05',
  mileage: 58_420,
};

type ServiceOverrides = {
  lines?: ServiceLine[];
  /** 19 or 7 % VAT, or 0: no VAT (a small business). */
  vatRate?: 19 | 7 | 0;
  vehicle?: Partial<ServiceVehicle>;
  template?: Partial<DocumentContent['template']>;
  payment?: Partial<Pick<ServiceInvoiceFields, 'paymentType' | 'paymentMethod'>>;
  comments?: string | null;
};

/**
 * A service document of `type` in `locale`: TEST_COMPANY's workshop invoices TEST_BUYER for
 * SERVICE_LINES on TEST_SERVICE_VEHICLE at 19 %, payable by transfer in 14 days. The amounts come
 * from the domain's serviceAmounts; the cost estimate has its own number and validity, and the
 * cancellation reverses the invoice (its number and date) with reversedServiceAmounts.
 */
export function sampleServiceContent(
  type: ServiceDocumentContent['type'],
  locale: Locale,
  overrides: ServiceOverrides = {},
): ServiceDocumentContent {
  const lines = overrides.lines ?? SERVICE_LINES;
  const vatRate = overrides.vatRate ?? 19;
  const amounts = serviceAmounts({ lines, vat: vatRate > 0, vatRate });
  const invoice: ServiceDocumentContent = {
    order: 'SERVICE_INVOICE',
    type: 'INVOICE',
    locale,
    number: SERVICE_INVOICE_NUMBER,
    issuedOn: ISSUED_ON,
    company: TEST_COMPANY,
    template: { layout: 'CLASSIC', headerNote: null, footer: null, terms: null, ...overrides.template },
    customer: TEST_BUYER,
    vehicle: { ...TEST_SERVICE_VEHICLE, ...overrides.vehicle },
    lines,
    amounts,
    paymentType: overrides.payment?.paymentType ?? 'IN_14_DAYS',
    paymentMethod: overrides.payment?.paymentMethod ?? 'TRANSFER',
    serviceOn: SERVICE_DONE_ON,
    comments: overrides.comments ?? null,
    validUntil: null,
    cancellation: null,
  };
  switch (type) {
    case 'INVOICE':
      return invoice;
    case 'PROPOSAL':
      return { ...invoice, type, number: SERVICE_PROPOSAL_NUMBER, validUntil: SERVICE_PROPOSAL_VALID_UNTIL };
    case 'CANCELLATION':
      return {
        ...invoice,
        type,
        number: SERVICE_CANCELLATION_NUMBER,
        issuedOn: CANCELED_ON,
        amounts: reversedServiceAmounts(amounts),
        cancellation: { originalNumber: invoice.number, originalIssuedOn: invoice.issuedOn, reason: SERVICE_CANCELLATION_REASON },
      };
  }
}

type PdfTextItem = { str: string; x: number; y: number; width: number; height: number };
export type PdfPageText = { text: string; items: PdfTextItem[]; height: number };

/**
 * A rendered PDF read back by pdf.js: each page's text (whitespace, including no-break spaces,
 * folded to single spaces) and its text items with their positions (y from the page's bottom) and sizes.
 */
export async function readPdf(pdf: Buffer): Promise<{ text: string; pages: PdfPageText[] }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const pages: PdfPageText[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const items = content.items
      .filter((item) => 'str' in item && item.str.trim() !== '')
      .map((item) => {
        const text = item as { str: string; transform: number[]; width: number; height: number };
        return { str: text.str, x: text.transform[4]!, y: text.transform[5]!, width: text.width, height: text.height };
      });
    const text = items
      .map((item) => item.str)
      .join(' ')
      .replace(/\s+/g, ' ');
    pages.push({ text, items, height: page.getViewport({ scale: 1 }).height });
  }
  return { text: pages.map((page) => page.text).join(' '), pages };
}

/** `count` damage notes, one a line: stress content that moves what follows down one line at a time. */
export function damageLines(count: number): string | null {
  return count ? Array.from({ length: count }, (_, index) => `Schaden ${index + 1}: Kratzer an der Fahrertür`).join('\n') : null;
}

/** The page (0-based) of the first text item starting with `text`; -1 when none does. */
export function pageIndexOf(pages: PdfPageText[], text: string): number {
  return pages.findIndex((page) => page.items.some((item) => item.str.startsWith(text)));
}

/**
 * The renders in which the block whose text starts with `marker` stands at a page's end: `render`
 * is given 0, 1, 2 … lines of stress content before the block, and the first count at which the
 * block goes on to a later page is found by bisection (more lines never move it back); the renders
 * of the `before` counts up to it and of it are returned. Whatever follows the block and does not
 * fit with it under one of them is parted from it there, unless kept with it.
 */
export async function rendersAtPageEnd(
  render: (lines: number) => Promise<PdfPageText[]>,
  input: { marker: string; before?: number; most?: number },
) {
  const { marker, before = 5, most = 90 } = input;
  const start = pageIndexOf(await render(0), marker);
  // The stress content must be able to push the block over: otherwise the test would check nothing.
  if (start < 0 || pageIndexOf(await render(most), marker) <= start)
    throw new Error(`${most} lines do not move "${marker}" to another page`);
  let low = 0;
  let high = most;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (pageIndexOf(await render(middle), marker) > start) high = middle;
    else low = middle;
  }
  const renders: Array<{ lines: number; pages: PdfPageText[] }> = [];
  for (let lines = Math.max(0, high - before); lines <= high; lines++) renders.push({ lines, pages: await render(lines) });
  return renders;
}
