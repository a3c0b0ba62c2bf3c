import { DeleteOutlined } from '@ant-design/icons';
import type { VehiclePhoto } from '@kontor/domain/vehicles';
import { DOCUMENT_URL_SECONDS } from '@kontor/domain/vehicles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Image, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import { VehicleDocuments } from './vehicle-documents';
import { useDeleteVehicleFile, VehicleFileUpload } from './vehicle-file-upload';
import { vehiclesApi } from './vehicles.api';

const THUMB = { width: 160, height: 120 } as const;
const thumbButton = { padding: 0, border: 0, background: 'none', cursor: 'zoom-in', borderRadius: 6 } as const;

/**
 * A vehicle's photos: upload (a job stores each with a thumbnail made once), the thumbnails, and a
 * gallery of the full images. Both come by short-lived signed URLs in the list answer, so the list
 * is fetched again before they expire.
 */
function VehiclePhotos({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  // The index of the photo the gallery shows, or null when it is closed.
  const [shown, setShown] = useState<number | null>(null);

  const photos = useQuery({
    queryKey: ['vehicles', 'photos', vehicleId],
    queryFn: () => vehiclesApi.photos(vehicleId),
    // The signed URLs work DOCUMENT_URL_SECONDS; a fresh list comes well before that.
    refetchInterval: (DOCUMENT_URL_SECONDS / 2) * 1000,
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['vehicles', 'photos', vehicleId] });
    // The list rows show the first photo; the storage bar in the menu reads the used storage.
    await queryClient.invalidateQueries({ queryKey: ['vehicles', 'list'] });
    await session.refresh();
  };

  const deleteFile = useDeleteVehicleFile(vehicleId, refresh);

  const remove = (photo: VehiclePhoto) =>
    deleteFile(photo, { confirm: t('vehicles.detail.deletePhotoConfirm'), action: t('vehicles.detail.deletePhoto') });

  const list = photos.data ?? [];

  return (
    <Flex vertical gap={12}>
      <VehicleFileUpload
        vehicleId={vehicleId}
        kind="photos"
        label={t('vehicles.detail.addPhotos')}
        hint={<Typography.Text type="secondary">{t('vehicles.detail.photosHint')}</Typography.Text>}
        storedMessage={(count) => t('vehicles.detail.photosUploaded', { count })}
        onFinished={refresh}
      />
      {photos.isLoading ? (
        <Spin />
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('vehicles.detail.noPhotos')} />
      ) : (
        <Image.PreviewGroup
          items={list.map((photo) => ({ src: photo.url, alt: photo.fileName }))}
          preview={{
            // The gallery names its image and its dialog by this `alt` alone: it drops the items' own alt.
            alt: list[shown ?? 0]?.fileName,
            open: shown !== null,
            current: shown ?? 0,
            onOpenChange: (open) => !open && setShown(null),
            onChange: (current) => setShown(current),
          }}
        >
          <Flex gap={12} wrap role="list">
            {list.map((photo, index) => (
              <Flex key={photo.id} vertical gap={4} role="listitem" style={{ width: THUMB.width }}>
                {/* A real button, so Tab reaches each photo and Enter opens the gallery at it; the
                    thumbnail shows, the gallery loads the full image by its signed URL. */}
                <button type="button" onClick={() => setShown(index)} style={thumbButton}>
                  <img
                    src={photo.thumbnailUrl}
                    width={THUMB.width}
                    height={THUMB.height}
                    alt={t('vehicles.detail.openPhoto', { name: photo.fileName })}
                    style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }}
                  />
                </button>
                <Flex justify="space-between" align="center" gap={4}>
                  <Typography.Text ellipsis style={{ fontSize: 12, maxWidth: THUMB.width - 40 }} title={photo.fileName}>
                    {photo.fileName}
                  </Typography.Text>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={() => remove(photo)}
                    aria-label={`${t('vehicles.detail.deletePhoto')}: ${photo.fileName}`}
                  />
                </Flex>
              </Flex>
            ))}
          </Flex>
        </Image.PreviewGroup>
      )}
    </Flex>
  );
}

/** The vehicle page's files: documents and photos on their own tabs (the photos are not paperwork). */
export function VehicleFileTabs({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  // The open tab lives in the URL: it survives the page re-rendering after an upload (the session
  // refresh) and a reload, and a link can open the photos directly.
  const [params, setParams] = useSearchParams();
  const active = params.get('tab') === 'photos' ? 'photos' : 'documents';
  return (
    <Card styles={{ body: { paddingTop: 4 } }}>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams(key === 'photos' ? { tab: 'photos' } : {}, { replace: true })}
        items={[
          { key: 'documents', label: t('vehicles.detail.documents'), children: <VehicleDocuments vehicleId={vehicleId} /> },
          { key: 'photos', label: t('vehicles.detail.photos'), children: <VehiclePhotos vehicleId={vehicleId} /> },
        ]}
      />
    </Card>
  );
}
