import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import type { VehicleDocument } from '@kontor/domain/vehicles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Flex, Grid, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { useApiErrors } from '../../app/use-api-errors';
import { formatDate } from '../../app/format';
import { currentLocale } from '../../app/locale';
import { viewSignedFile } from '../../ui/signed-file';
import { formatBytes } from '../../ui/storage-usage';
import { GeneratedDocuments } from './generated-documents';
import { useDeleteVehicleFile, VehicleFileUpload } from './vehicle-file-upload';
import { vehiclesApi } from './vehicles.api';

/**
 * A vehicle's documents: those Kontor generated for its sale (kept, never deleted), then the
 * uploaded ones: choose and upload (a job stores them, its progress shows), view one (fetched as a
 * blob by its short-lived signed URL, without the Authorization header), delete one.
 */
export function VehicleDocuments({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const showError = useApiErrors();
  // On a phone the View button is its icon (its label stays for screen readers): with its word, it
  // squeezed the file's name and the OCR tag into a column too narrow for them.
  const phone = !Grid.useBreakpoint().sm;

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

  const remove = (document: VehicleDocument) =>
    deleteFile(document, { confirm: t('vehicles.detail.deleteDocumentConfirm'), action: t('vehicles.detail.deleteDocument') });

  return (
    <Flex vertical gap={12}>
      <GeneratedDocuments vehicleId={vehicleId} />
      <Divider style={{ margin: '4px 0' }} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('vehicles.detail.uploaded')}
      </Typography.Title>
      <VehicleFileUpload
        vehicleId={vehicleId}
        kind="documents"
        label={t('vehicles.detail.addDocuments')}
        storedMessage={(count) => t('vehicles.upload.uploaded', { count })}
        onFinished={refresh}
      />
      <List<VehicleDocument>
        loading={documents.isLoading}
        dataSource={documents.data ?? []}
        // antd greys its empty text below readable contrast; this one is said in the text's own colour.
        locale={{ emptyText: <Typography.Text>{t('vehicles.detail.noDocuments')}</Typography.Text> }}
        renderItem={(document) => (
          <List.Item
            actions={[
              <Button
                key="view"
                icon={<EyeOutlined aria-hidden />}
                onClick={() =>
                  void viewSignedFile(() => vehiclesApi.documentUrl(vehicleId, document.id)).catch((error: unknown) =>
                    showError(error),
                  )
                }
                aria-label={`${t('vehicles.detail.view')}: ${document.fileName}`}
              >
                {phone ? null : t('vehicles.detail.view')}
              </Button>,
              <Button
                key="delete"
                danger
                icon={<DeleteOutlined aria-hidden />}
                onClick={() => remove(document)}
                aria-label={`${t('vehicles.detail.deleteDocument')}: ${document.fileName}`}
              />,
            ]}
          >
            <List.Item.Meta
              title={
                <Flex gap={8} wrap align="center">
                  <span>{document.fileName}</span>
                  {document.ocr && <Tag color="gold">{t('vehicles.ocr.document')}</Tag>}
                </Flex>
              }
              description={
                <>
                  {formatDate(document.createdAt)} ·{' '}
                  <span style={{ whiteSpace: 'nowrap' }}>{formatBytes(document.size, currentLocale())}</span>
                </>
              }
            />
          </List.Item>
        )}
      />
    </Flex>
  );
}
