import { compactUpper, VIN_PATTERN } from '@kontor/domain/vehicles';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../app/format';
import { vehicleTitle } from './vehicle-labels';
import { vehiclesApi } from './vehicles.api';

/**
 * As soon as the VIN is complete, says whether the company already has it in stock, with a link to
 * that vehicle: a dealer who types in a car twice learns it before saving (the server refuses the
 * second one with 409 9311 anyway). The vehicle being edited does not warn about itself.
 */
export function VinInStockWarning({ vin, ownId }: { vin: unknown; ownId?: string }) {
  const { t } = useTranslation();
  const code = typeof vin === 'string' ? compactUpper(vin) : '';
  const complete = VIN_PATTERN.test(code);
  const found = useQuery({
    queryKey: ['vehicles', 'vin', code],
    queryFn: () => vehiclesApi.vinInStock(code),
    enabled: complete,
    retry: false,
    staleTime: 30_000,
  });
  const other = complete && found.data && found.data.id !== ownId ? found.data : null;
  if (!other) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginTop: 4 }}
      title={
        <>
          {t('vehicles.form.vinInStock', { vehicle: vehicleTitle(other), date: formatDate(other.addedOn) })}{' '}
          <Link to={`/vehicles/${other.id}`}>{t('vehicles.form.vinInStockLink')}</Link>
        </>
      }
    />
  );
}
