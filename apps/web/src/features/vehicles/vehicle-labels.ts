import { kwToPs, type Vehicle } from '@kontor/domain/vehicles';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../app/format';

export function vehicleTitle(vehicle: Pick<Vehicle, 'make' | 'model'>): string {
  return `${vehicle.make} ${vehicle.model}`;
}

/** "110 kW (150 PS)". */
export function powerText(kw: number, t: TFunction): string {
  return `${formatNumber(kw)} kW (${t('vehicles.form.ps', { ps: formatNumber(kwToPs(kw)) })})`;
}

export function mileageText(km: number): string {
  return `${formatNumber(km)} km`;
}
