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

/** A value read, with how sure the reading is (0..1); the page highlights the unsure ones. */
const readValue = <T extends z.ZodType>(value: T) => z.object({ value, confidence: z.number().min(0).max(1) });

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

/** The OCR job's result: the fields found (absent when not read) and the stored image's document id. */
export const ocrResultSchema = z.object({ fields: ocrFieldsSchema, image: z.string() });
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
