import { ShoppingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLinkClickHandler, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { AddSteps } from './add-steps';
import { purchasePath } from './purchase-facts';
import { VehicleDocuments } from './vehicle-documents';
import { vehicleTitle } from './vehicle-labels';
import { vehiclesApi } from './vehicles.api';

/**
 * The end of every way of adding a vehicle: a vehicle bought from a seller gets its purchase
 * documents (contract, protocol, receipt) in the purchase wizard.
 */
function BuyOffer({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const open = useLinkClickHandler<HTMLElement>(purchasePath(vehicleId));
  return (
    <Card size="small" style={{ borderColor: token.colorPrimaryBorder, background: token.colorPrimaryBg }}>
      {/* The action moves under the text when both do not fit beside each other (a phone). */}
      <Flex gap={12} align="center" justify="space-between" wrap>
        <Flex gap={12} align="flex-start" style={{ flex: '1 1 280px', minWidth: 0 }}>
          <ShoppingOutlined aria-hidden style={{ fontSize: 20, color: token.colorPrimary, marginTop: 2 }} />
          <div>
            <Typography.Text strong>{t('vehicles.purchase.offerTitle')}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('vehicles.purchase.offerText')}
            </Typography.Paragraph>
          </div>
        </Flex>
        <Button type="primary" href={purchasePath(vehicleId)} onClick={open}>
          {t('vehicles.purchase.offerAction')}
        </Button>
      </Flex>
    </Card>
  );
}

/** /vehicles/upload?vehicle=<id>: the last step of adding a vehicle, its documents, and the offer to record its purchase. */
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
      <BuyOffer vehicleId={vehicleId} />
      <Flex justify="flex-end" gap={8}>
        <Button type={uploaded > 0 ? 'primary' : 'default'} onClick={() => navigate(`/vehicles/${vehicleId}`)}>
          {uploaded > 0 ? t('vehicles.upload.done') : t('vehicles.upload.skip')}
        </Button>
      </Flex>
    </Flex>
  );
}
