import type { RouteObject } from 'react-router';
import type { ReadVehicleFormSlot } from './vehicle-ocr-page';

/** What the OCR page gets from another feature, composed in src/router.tsx (features never import each other). */
export type VehicleOcrSlots = {
  /** The vehicles feature's form, filled with what was read; loaded with the page, which shows it right after reading. */
  loadVehicleForm(): Promise<ReadVehicleFormSlot>;
};

/** Adding a vehicle from a photo or scan of its registration document. */
export function vehicleOcrRoutes({ loadVehicleForm }: VehicleOcrSlots): RouteObject[] {
  return [
    {
      path: '/vehicles/ocr',
      lazy: async () => {
        const [{ default: VehicleOcrPage }, VehicleForm] = await Promise.all([import('./vehicle-ocr-page'), loadVehicleForm()]);
        return { Component: () => <VehicleOcrPage VehicleForm={VehicleForm} /> };
      },
    },
  ];
}
