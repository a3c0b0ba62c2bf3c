import { z } from 'zod';
import { raising } from './raised-codes';
import { addYears, todayInBerlin } from './business-calendar';
import {
  BODYWORKS,
  COMMENT_MAX,
  CONSTRUCTION_TYPES,
  DOORS_MAX,
  EURO_NORMS,
  FUEL_TYPES,
  GEAR_TYPES,
  MAX_PAGE_SIZE,
  MILEAGE_MAX,
  PAGE_SIZE,
  PREVIOUS_OWNERS_MAX,
  TEXT_MAX,
  VEHICLE_STATUSES,
} from './constants';
import { listMetaSchema } from './lists';
import { tooLongCode } from './text-limits';
import { isRealIsoDate, isRealIsoMonth, toInspectionMonth } from './vehicle-dates';

// A vehicle in the dealer's stock. Every zod message is an error code (errors.ts): the server
// answers 422 with `fields: { name: code }` and the form shows `t('errors.<code>')`.

export const POWER_KW_MAX = 2000;
export const ENGINE_CAPACITY_MAX = 30_000;
/** Each list column sorts both ways: `x` ascending, `-x` descending; days in stock is `added_on` read backwards. */
export const VEHICLE_SORTS = [
  '-added_on',
  'added_on',
  'mileage',
  '-mileage',
  'first_registered',
  '-first_registered',
  'make',
  '-make',
  'asking_price',
  '-asking_price',
  'purchase_price',
  '-purchase_price',
] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

const required = { error: '0001' } as const;

/** PS as printed beside kW in German listings: 1 kW = 1.35962 PS, rounded. */
export function kwToPs(kw: number): number {
  return Math.round(kw * 1.35962);
}

/** Upper-cases and removes spaces: how keys and numbers are typed off a document. */
export function compactUpper(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** VIN (FIN): 17 characters of A–Z and 0–9 without I, O and Q (ISO 3779). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** HSN (field 2.1): digits only, at most 5 (always 4 in the KBA key list). */
const HSN_PATTERN = /^\d{4,5}$/;
/** TSN (field 2.2): the first 3 characters are the key; at most 4 are accepted, upper-cased. */
const TSN_PATTERN = /^[A-Z0-9]{3,4}$/;

/**
 * ZB II number (Fahrzeugbrief): letters then digits. The exact pattern is not published, so 2–3
 * letters followed by 6–8 digits are accepted, upper-cased.
 */
const BRIEF_NUMBER_PATTERN = /^[A-Z]{2,3}\d{6,8}$/;

export {
  FIRST_REGISTRATION_PRECISIONS,
  type FirstRegistrationPrecision,
  firstRegisteredOf,
  storedFirstRegistration,
  toInspectionMonth,
  VEHICLE_YEAR_MIN,
} from './vehicle-dates';

const requiredText = z.string(required).trim().min(1, '0001').max(TEXT_MAX, tooLongCode(TEXT_MAX));

/** How the dealer bought the vehicle: MARGIN without deductible VAT (§25a possible), REGULAR on an invoice with VAT. */
export const PURCHASE_TAXATIONS = ['MARGIN', 'REGULAR'] as const;
type PurchaseTaxation = (typeof PURCHASE_TAXATIONS)[number];
/** The German VAT rates a purchase invoice can carry (UStG §12). */
export const PURCHASE_VAT_RATES = [19, 7] as const;
/** 10 million euros in cents: above any used car, below the integer column's limit. */
export const PRICE_MAX_CENTS = 1_000_000_000;
export const EQUIPMENT_LINES_MAX = 100;
export const EQUIPMENT_LINE_MAX = 100;
export const COLOUR_MAX = 60;
/** A HU/AU is due at most 36 months after registration or the last one (StVZO Anlage VIII). */
export const INSPECTION_YEARS_MAX = 3;
/**
 * A German plate, loosely: district (1–3 letters), 0–2 letters, 1–6 digits (the Bundeswehr's in two groups) and E (electric) or H
 * (historic) — enough to catch typos without refusing special series (Y-, THW, diplomats).
 */
const LICENCE_PLATE_PATTERN = /^[A-ZÄÖÜ0-9]{1,3}(?:[- ][A-Z]{1,2}|[- ]?[A-Z]{0,2}) ?\d{1,3}(?: ?\d{1,3})?[EH]?$/;

/** Upper case, single spaces, no spaces around the dash: "b - ab  1234" → "B-AB 1234". */
export function normalizeLicencePlate(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, ' ').replace(/ ?- ?/g, '-');
}

/**
 * The net price of a purchase: REGULAR takes the VAT out of the gross (rounded half-up in cents);
 * MARGIN has no deductible VAT, so the net cost is the gross paid.
 */
export function purchaseNet(gross: number, taxation: PurchaseTaxation, vatRate: number | null): { net: number; vat: number } {
  if (taxation === 'MARGIN' || !vatRate) return { net: gross, vat: 0 };
  // Integer math: gross·100/(100+rate) with half-up rounding, no float error at .5 cents.
  const divisor = 100 + vatRate;
  const net = Math.floor((gross * 200 + divisor) / (2 * divisor));
  return { net, vat: gross - net };
}

/** A price in integer cents, or null; the form sends numbers, never strings with separators. */
const optionalPrice = z
  .number()
  .int('9317')
  .min(0, '9317')
  .max(PRICE_MAX_CENTS, '9317')
  .nullish()
  .transform((value) => value ?? null);

function optionalText(max: number, code: string) {
  return z
    .string()
    .trim()
    .max(max, code)
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * A whole number, sent as a JSON number: the form reads the language's digits (87.450) and sends the
 * number, so a string ("87450", "1e3", "0x10") is refused with the field's code rather than guessed at.
 * Missing (undefined, null, '') is 0001.
 */
function integerIn(min: number, max: number, rangeCode: string) {
  return z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? '0001' : rangeCode) })
    .int(rangeCode)
    .min(min, rangeCode)
    .max(max, rangeCode);
}

function optionalCode(pattern: RegExp, code: string) {
  return z
    .string()
    .nullish()
    .transform((value) => (value ? compactUpper(value) : null))
    .refine((value) => value === null || pattern.test(value), code);
}

export const vehicleInputSchema = raising(
  z
    .object({
      make: requiredText,
      model: requiredText,
      bodywork: z.enum(BODYWORKS, required),
      constructionType: z.enum(CONSTRUCTION_TYPES, required),
      fuelType: z.enum(FUEL_TYPES, required),
      /** Power in kW; the screens show PS beside it (kwToPs). */
      power: integerIn(1, POWER_KW_MAX, '9308'),
      /** Engine capacity in cm³; an electric vehicle has none: not asked, stored as 0 (see below). */
      engineCapacity: integerIn(0, ENGINE_CAPACITY_MAX, '9309').nullish(),
      hsn: optionalCode(HSN_PATTERN, '9301'),
      tsn: optionalCode(TSN_PATTERN, '9302'),
      /** The key-list entry the data came from, when chosen by HSN/TSN or model search; an int4 id (≤ 2 147 483 647). */
      carVariationId: z
        .int32('5003')
        .positive('5003')
        .nullish()
        .transform((id) => id ?? null),
      briefNumber: z.string(required).transform(compactUpper).pipe(z.string().min(1, '0001').regex(BRIEF_NUMBER_PATTERN, '9304')),
      vinCode: z.string(required).transform(compactUpper).pipe(z.string().min(1, '0001').regex(VIN_PATTERN, '9303')),
      previousOwners: integerIn(0, PREVIOUS_OWNERS_MAX, '9306'),
      doors: integerIn(0, DOORS_MAX, '9306'),
      euroNorm: z.enum(EURO_NORMS, required),
      gearType: z.enum(GEAR_TYPES, required),
      /** Month and year of the next HU/AU, as `YYYY-MM-01`. */
      nextInspection: z
        .string(required)
        .trim()
        .min(1, '0001')
        .refine((value) => toInspectionMonth(value) !== null, '5003')
        .transform((value) => toInspectionMonth(value)!),
      /** Required: a dealer who leaves it empty has not read it off, which is not 0 km. */
      mileage: integerIn(0, MILEAGE_MAX, '9305'),
      /** A day (`YYYY-MM-DD`) or, where only that is known, a month (`YYYY-MM`); see FIRST_REGISTRATION_PRECISIONS. */
      firstRegistered: z
        .string()
        .trim()
        .nullish()
        .transform((value) => (value ? value : null))
        .refine((value) => value === null || isRealIsoDate(value) || isRealIsoMonth(value), '5003')
        // "Today" is the Berlin calendar day: a car registered this morning in Germany is not in the
        // future; a month is compared as a month, so the current one is taken on its first day too.
        .refine((value) => value === null || value <= todayInBerlin().slice(0, value.length), '9312'),
      comments: z
        .string()
        .trim()
        .max(COMMENT_MAX, '9307')
        .nullish()
        .transform((value) => (value ? value : null)),
      status: z.enum(VEHICLE_STATUSES).default('CURRENT'),
      /** What the dealer paid, gross as invoiced, in cents. */
      purchasePrice: optionalPrice,
      purchaseTaxation: z
        .enum(PURCHASE_TAXATIONS)
        .nullish()
        .transform((value) => value ?? null),
      /** The VAT rate of a REGULAR purchase (19 or 7); ignored (null) for MARGIN. */
      purchaseVatRate: z
        .literal([19, 7], { error: '9316' })
        .nullish()
        .transform((value) => value ?? null),
      askingPrice: optionalPrice,
      /** The lowest price the dealer would accept; not above the asking price. */
      minimumPrice: optionalPrice,
      colour: optionalText(COLOUR_MAX, '9319'),
      interior: optionalText(COLOUR_MAX, '9319'),
      /** Equipment as free lines; empty lines are dropped. */
      equipment: z
        .array(z.string().trim().max(EQUIPMENT_LINE_MAX, '9318'), { error: '9318' })
        .max(EQUIPMENT_LINES_MAX, '9318')
        .nullish()
        .transform((lines) => (lines ?? []).filter((line) => line !== '')),
      licencePlate: z
        .string()
        .nullish()
        .transform((value) => (value && value.trim() ? normalizeLicencePlate(value) : null))
        .refine((value) => value === null || (value.length <= 12 && LICENCE_PLATE_PATTERN.test(value)), '9315'),
      /** true: accident-free; false: had an accident (the note says what); null: not known. */
      accidentFree: z
        .boolean()
        .nullish()
        .transform((value) => value ?? null),
      accidentNote: optionalText(COMMENT_MAX, '9307'),
    })
    .superRefine((vehicle, context) => {
      const inspectionLimit = addYears(todayInBerlin(), INSPECTION_YEARS_MAX).slice(0, 7);
      if (vehicle.nextInspection.slice(0, 7) > inspectionLimit) {
        context.addIssue({ code: 'custom', path: ['nextInspection'], message: '9313' });
      }
      if (vehicle.purchasePrice !== null && vehicle.purchaseTaxation === 'REGULAR' && vehicle.purchaseVatRate === null) {
        context.addIssue({ code: 'custom', path: ['purchaseVatRate'], message: '9316' });
      }
      if (vehicle.purchasePrice !== null && vehicle.purchaseTaxation === null) {
        context.addIssue({ code: 'custom', path: ['purchaseTaxation'], message: '0001' });
      }
      if (vehicle.minimumPrice !== null && vehicle.askingPrice !== null && vehicle.minimumPrice > vehicle.askingPrice) {
        context.addIssue({ code: 'custom', path: ['minimumPrice'], message: '9314' });
      }
      // Every engine that burns fuel has a capacity (a hybrid's too); only an electric motor has none.
      if (vehicle.fuelType !== 'ELECTRIC' && (vehicle.engineCapacity ?? null) === null)
        context.addIssue({ code: 'custom', path: ['engineCapacity'], message: '0001' });
    })
    .transform((vehicle) => ({
      ...vehicle,
      // An electric vehicle's capacity is 0 whatever was sent (a value left from another fuel type).
      engineCapacity: vehicle.fuelType === 'ELECTRIC' ? 0 : (vehicle.engineCapacity ?? 0),
      // Without a price there is no purchase to tax (the form preselects the margin scheme).
      purchaseTaxation: vehicle.purchasePrice === null ? null : vehicle.purchaseTaxation,
      // A margin purchase has no VAT rate; a rate sent with it would be read as deductible VAT later.
      purchaseVatRate: vehicle.purchasePrice !== null && vehicle.purchaseTaxation === 'REGULAR' ? vehicle.purchaseVatRate : null,
    })),
  // The rules across fields: inspection too far ahead 9313, a regular purchase's VAT rate 9316, minimum above asking price 9314.
  '0001',
  '9313',
  '9314',
  '9316',
);

export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type VehicleValues = z.output<typeof vehicleInputSchema>;

/** A stored vehicle as the API answers it. */
export const vehicleSchema = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  bodywork: z.enum(BODYWORKS),
  constructionType: z.enum(CONSTRUCTION_TYPES),
  fuelType: z.enum(FUEL_TYPES),
  power: z.number().int(),
  engineCapacity: z.number().int(),
  hsn: z.string().nullable(),
  tsn: z.string().nullable(),
  carVariationId: z.number().int().nullable(),
  briefNumber: z.string(),
  vinCode: z.string(),
  previousOwners: z.number().int(),
  doors: z.number().int(),
  euroNorm: z.enum(EURO_NORMS),
  gearType: z.enum(GEAR_TYPES),
  nextInspection: z.string(),
  mileage: z.number().int(),
  /** `YYYY-MM-DD`, or `YYYY-MM` when only the month is known. */
  firstRegistered: z.string().nullable(),
  comments: z.string().nullable(),
  status: z.enum(VEHICLE_STATUSES),
  addedOn: z.string(),
  /** The day of the purchase contract made in Kontor; its price and taxation are then the trade's and cannot be edited here. */
  purchasedOn: z.string().nullable(),
  soldOn: z.string().nullable(),
  purchasePrice: z.number().int().nullable(),
  purchaseTaxation: z.enum(PURCHASE_TAXATIONS).nullable(),
  purchaseVatRate: z.number().int().nullable(),
  askingPrice: z.number().int().nullable(),
  minimumPrice: z.number().int().nullable(),
  colour: z.string().nullable(),
  interior: z.string().nullable(),
  equipment: z.array(z.string()),
  licencePlate: z.string().nullable(),
  accidentFree: z.boolean().nullable(),
  accidentNote: z.string().nullable(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/** The vehicle in stock that already has a VIN: enough to name it and link to it. */
export const vinInStockSchema = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  addedOn: z.string(),
});
export type VinInStock = z.infer<typeof vinInStockSchema>;

const optionalQueryText = z
  .string()
  .trim()
  .max(TEXT_MAX, tooLongCode(TEXT_MAX))
  .optional()
  .transform((value) => (value ? value : undefined));
const optionalQueryDate = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || isRealIsoDate(value));

export const vehicleListQuerySchema = z.object({
  status: z.enum(VEHICLE_STATUSES).default('CURRENT'),
  search: optionalQueryText,
  make: optionalQueryText,
  fuelType: z
    .enum([...FUEL_TYPES, ''])
    .optional()
    .transform((value) => (value ? value : undefined)),
  firstRegisteredFrom: optionalQueryDate,
  firstRegisteredTo: optionalQueryDate,
  mileageMax: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(MILEAGE_MAX).optional(),
  ),
  /** Vehicles whose HU/AU is due within this many days from today, overdue ones included. */
  inspectionDueDays: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(3650).optional(),
  ),
  sort: z.enum(VEHICLE_SORTS).default('-added_on'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type VehicleListQuery = z.output<typeof vehicleListQuerySchema>;

/**
 * A row of the list: what the list shows of the vehicle (and what the service invoice takes from a
 * vehicle in stock: plate, next inspection, mileage), its prices, its days in stock (to today, or to
 * the sold day), and a short-lived signed URL of its first photo's thumbnail. The whole vehicle is
 * read from GET /api/user/vehicles/{id}; a page of 50 rows stays a few KB.
 */
export const vehicleListItemSchema = vehicleSchema
  .pick({
    id: true,
    make: true,
    model: true,
    vinCode: true,
    licencePlate: true,
    mileage: true,
    firstRegistered: true,
    nextInspection: true,
    power: true,
    fuelType: true,
    status: true,
    addedOn: true,
    soldOn: true,
  })
  .extend({
    askingPrice: z.number().int().nullable(),
    purchasePrice: z.number().int().nullable(),
    daysInStock: z.number().int(),
    thumbnailUrl: z.string().nullable(),
    /** The sale of a sold vehicle (a finished one); null in stock or when sold without Kontor's invoice. */
    sale: z
      .object({
        buyerName: z.string().nullable(),
        grossPrice: z.number().int().describe('euro cents'),
        soldOn: z.string().describe('the invoice date, YYYY-MM-DD'),
      })
      .nullable(),
  });
export type VehicleListItem = z.infer<typeof vehicleListItemSchema>;

/** The list's paging, and how many vehicles in stock and sold pass the filter (the status tabs show both). */
export const vehicleListMetaSchema = listMetaSchema.extend({
  counts: z.object({ current: z.number().int(), sold: z.number().int() }),
});
export type VehicleListMeta = z.infer<typeof vehicleListMetaSchema>;

/** The makes of the key list, by common name; ANY (no filter) first. */
export const ANY_MAKE = 'ANY';

/** A file uploaded to a vehicle. */
export const vehicleDocumentSchema = z.object({
  id: z.string(),
  vehicleId: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** The registration document the vehicle was read from by OCR (the vehicle's ocrPath). */
  ocr: z.boolean(),
});
export type VehicleDocument = z.infer<typeof vehicleDocumentSchema>;

/** A photo of a vehicle with short-lived signed URLs of the image and of its thumbnail. */
export const vehiclePhotoSchema = vehicleDocumentSchema.extend({
  thumbnailSize: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  expiresAt: z.string(),
});
export type VehiclePhoto = z.infer<typeof vehiclePhotoSchema>;

/** The width of a photo's thumbnail in pixels: sharp enough for the list and the gallery strip on a phone. */
export const THUMBNAIL_WIDTH = 320;

/** How long a signed document URL works: long enough to fetch it, short enough not to be shared. */
export const DOCUMENT_URL_SECONDS = 300;
