import { z } from 'zod';
import { vehicleSchema } from './vehicles';

/**
 * The vehicle as GET, POST and PUT /api/user/vehicles/{id} answer it: with its version. The edit form
 * sends the version back as If-Match, so a change made meanwhile (another tab) is refused with 9541,
 * not overwritten. Kept apart from `vehicleSchema` because trades keep that as their vehicle snapshot.
 */
export const vehicleRecordSchema = vehicleSchema.extend({
  updatedAt: z.string().describe('ISO timestamp of the last change: the version to send as If-Match'),
});
export type VehicleRecord = z.infer<typeof vehicleRecordSchema>;
