import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { AddSteps } from './add-steps';
import { VehicleDocuments } from './vehicle-documents';
import { vehicleTitle } from './vehicle-labels';
import { vehiclesApi } from './vehicles.api';

/** /vehicles/upload?vehicle=<id>: the last step of adding a vehicle, its documents. */
export default function UploadPage() {
  const { t } = useTranslation();
  usePageTitle('vehicles.upload.title');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const vehicleId = params.get('vehicle');
  const vehicle = useQuery({
    queryKey: ['vehicles', 'one', vehicleId],
    queryFn: () => vehiclesApi.get(vehicleId!),
    enabled: Boolean(vehicleId),
  });
  // The same list the documents card shows: once something is uploaded, the step is done rather than skipped.
  const documents = useQuery({
    queryKey: ['vehicles', 'documents', vehicleId],
    queryFn: () => vehiclesApi.documents(vehicleId!),
    enabled: Boolean(vehicleId),
  });
  const uploaded = documents.data?.length ?? 0;

  if (!vehicleId) return <Alert type="warning" showIcon title={t('vehicles.upload.missing')} />;

  return (
    <Flex vertical gap={12} style={{ maxWidth: 880 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('vehicles.upload.title')}
      </Typography.Title>
      <AddSteps current={2} />
      <Card>
        <Typography.Paragraph>
          {t('vehicles.upload.intro', { vehicle: vehicle.data ? vehicleTitle(vehicle.data) : '' })}
        </Typography.Paragraph>
        <VehicleDocuments vehicleId={vehicleId} />
      </Card>
      <Flex justify="flex-end" gap={8}>
        <Button type={uploaded > 0 ? 'primary' : 'default'} onClick={() => navigate(`/vehicles/${vehicleId}`)}>
          {uploaded > 0 ? t('vehicles.upload.done') : t('vehicles.upload.skip')}
        </Button>
      </Flex>
    </Flex>
  );
}
