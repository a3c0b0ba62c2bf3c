import { z } from 'zod';
import { BODYWORKS, FUEL_TYPES } from './constants';
import { vehicleInputSchema } from './vehicles';

// Reading a Zulassungsbescheinigung Teil I. `POST /api/user/vehicles/ocr` answers a
// suuid; its job's result, when DONE, is this shape (snake_case on the wire like every body).

/** The vehicle fields the registration certificate prints, named as in POST /api/user/vehicles. */
export const OCR_FIELDS = [
  'hsn',
  'tsn',
  'vinCode',
  'make',
  'model',
  'firstRegistered',
  'power',
  'engineCapacity',
  'fuelType',
  'bodywork',
  'licencePlate',
  'briefNumber',
] as const;
export type OcrField = (typeof OCR_FIELDS)[number];

/**
 * Why a read value is unsure or was not returned: the check it failed. The page names the reason
 * beside the field.
 */
export const OCR_REASONS = [
  /** The engine was not sure of the characters. */
  'low-score',
  /** The value fails its format (VIN alphabet and length, HSN 4 digits, TSN 3 characters). */
  'format',
  /** A character could be read two ways at a place where both are allowed (VIN 0/O, 8/B …). */
  'ambiguous',
  /** Not a real date, or out of order (first registration after the issue date, or in the future). */
  'date',
  /** A number outside what a road vehicle has (kW, cm³). */
  'implausible',
  /** The key pair HSN/TSN does not exist in the key list. */
  'unknown-key',
  /** Make or trade name disagree with what the key list holds for HSN/TSN. */
  'key-list-mismatch',
  /** Two places of the page gave different values. */
  'conflict',
] as const;
export type OcrReason = (typeof OCR_REASONS)[number];

/** Where on the kept image a value was read: fractions (0..1) of the image as shown (EXIF applied). */
export const ocrRegionSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  width: z.number().min(0).max(1),
  height: z.number().min(0).max(1),
});
export type OcrRegion = z.infer<typeof ocrRegionSchema>;

/**
 * A value read, with how sure the reading is (0..1), the reason when it is unsure (below
 * OCR_UNSURE_BELOW) and the region of the image it was read from; the page highlights the unsure ones.
 */
const readValue = <T extends z.ZodType>(value: T) =>
  z.object({
    value,
    confidence: z.number().min(0).max(1),
    reason: z.enum(OCR_REASONS).optional(),
    region: ocrRegionSchema.optional(),
  });

export const ocrFieldsSchema = z
  .object({
    hsn: readValue(z.string()),
    tsn: readValue(z.string()),
    vinCode: readValue(z.string()),
    make: readValue(z.string()),
    model: readValue(z.string()),
    /** ISO date YYYY-MM-DD. */
    firstRegistered: readValue(z.string()),
    /** kW. */
    power: readValue(z.number().int()),
    /** cm³. */
    engineCapacity: readValue(z.number().int()),
    fuelType: readValue(z.enum(FUEL_TYPES)),
    bodywork: readValue(z.enum(BODYWORKS)),
    licencePlate: readValue(z.string()),
    briefNumber: readValue(z.string()),
  })
  .partial();
export type OcrFields = z.infer<typeof ocrFieldsSchema>;

/**
 * A field whose value was found on the page but failed its check so badly that no value is offered
 * (a VIN of 16 characters, 31.02.2019): the form leaves it empty and says why, at the field.
 */
export const ocrRejectedSchema = z.object({
  field: z.enum(OCR_FIELDS),
  reason: z.enum(OCR_REASONS),
  /** What was read, for the dealer to compare with the document. */
  read: z.string().max(200),
  region: ocrRegionSchema.optional(),
});
export type OcrRejected = z.infer<typeof ocrRejectedSchema>;

/**
 * The OCR job's result: the fields found (absent when not read), those rejected by their checks,
 * and the stored image's document id.
 */
export const ocrResultSchema = z.object({
  fields: ocrFieldsSchema,
  rejected: z.array(ocrRejectedSchema).default([]),
  image: z.string(),
});
export type OcrResult = z.infer<typeof ocrResultSchema>;

/** Below this a field is shown highlighted for the dealer to check. */
export const OCR_UNSURE_BELOW = 0.8;

/** The photo or scan sent as `passport`: the formats a phone or scanner makes; a PDF of one page only. */
export const OCR_ACCEPT = 'image/*,application/pdf';

/**
 * POST /api/user/vehicles: the vehicle, and optionally the OCR result's image to keep with it (the
 * vehicle's ocrPath). An image of another company, already kept, or forgotten after a day → 404.
 */
export const vehicleCreateSchema = vehicleInputSchema.and(
  z.object({
    ocrImage: z
      .uuid('5003')
      .nullish()
      .transform((value) => value ?? null),
  }),
);
export type VehicleCreateInput = z.input<typeof vehicleCreateSchema>;
export type VehicleCreateValues = z.output<typeof vehicleCreateSchema>;

/** How long an image read by OCR waits for its vehicle to be saved before it is deleted. */
export const OCR_IMAGE_KEEP_HOURS = 24;
