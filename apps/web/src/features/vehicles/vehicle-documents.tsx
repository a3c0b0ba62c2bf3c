import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import type { VehicleDocument } from '@kontor/domain/vehicles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { useSession } from '../../app/session';
import { formatDate } from '../../app/format';
import { useDeleteVehicleFile, VehicleFileUpload } from './vehicle-file-upload';
import { vehiclesApi } from './vehicles.api';

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * A vehicle's uploaded documents: choose and upload (a job stores them, its progress shows), view
 * one (fetched as a blob by its short-lived signed URL, without the Authorization header), delete one.
 */
export function VehicleDocuments({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();

  const documents = useQuery({
    queryKey: ['vehicles', 'documents', vehicleId],
    queryFn: () => vehiclesApi.documents(vehicleId),
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['vehicles', 'documents', vehicleId] });
    // The storage bar in the menu reads the company's used storage from the session.
    await session.refresh();
  };
  const deleteFile = useDeleteVehicleFile(vehicleId, refresh);

  const view = async (document: VehicleDocument) => {
    const { url } = await vehiclesApi.documentUrl(vehicleId, document.id);
    // The signed URL is the permission; the file is fetched without the session's token.
    const response = await fetch(url);
    if (!response.ok) throw new ApiError(response.status, String(response.status));
    const blob = await response.blob();
    const objectUrl = URL.createObjectURL(blob);
    window.open(objectUrl, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  };

  const remove = (document: VehicleDocument) =>
    deleteFile(document, { confirm: t('vehicles.detail.deleteDocumentConfirm'), action: t('vehicles.detail.deleteDocument') });

  return (
    <Flex vertical gap={12}>
      <VehicleFileUpload
        vehicleId={vehicleId}
        kind="documents"
        label={t('vehicles.detail.addDocuments')}
        storedMessage={(count) => t('vehicles.upload.uploaded', { count })}
        onFinished={refresh}
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('vehicles.detail.uploaded')}
      </Typography.Title>
      <List<VehicleDocument>
        loading={documents.isLoading}
        dataSource={documents.data ?? []}
        locale={{ emptyText: t('vehicles.detail.noDocuments') }}
        renderItem={(document) => (
          <List.Item
            actions={[
              <Button
                key="view"
                icon={<EyeOutlined />}
                onClick={() => void view(document)}
                aria-label={`${t('vehicles.detail.view')}: ${document.fileName}`}
              >
                {t('vehicles.detail.view')}
              </Button>,
              <Button
                key="delete"
                danger
                icon={<DeleteOutlined />}
                onClick={() => remove(document)}
                aria-label={`${t('vehicles.detail.deleteDocument')}: ${document.fileName}`}
              />,
            ]}
          >
            <List.Item.Meta
              title={document.fileName}
              description={`${formatDate(document.createdAt)} · ${sizeText(document.size)}`}
            />
          </List.Item>
        )}
      />
    </Flex>
  );
}
