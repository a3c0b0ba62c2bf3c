import { DeleteOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import type { VehicleDocument } from '@kontor/domain/vehicles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, List, Progress, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../app/api-client';
import { useSession } from '../../app/session';
import { useUploadLimits } from '../../app/upload-limits';
import { FileUpload } from '../../ui/file-upload';
import { formatDate } from '../../app/format';
import { useJobStatus } from '../../app/use-job-status';
import { vehiclesApi } from './vehicles.api';

const base = '/api/user/vehicles';

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * A vehicle's uploaded documents: choose and upload (a job stores them, its progress shows), view
 * one (fetched as a blob by its short-lived signed URL, without the Authorization header), delete one.
 */
export function VehicleDocuments({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const uploadLimits = useUploadLimits();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const session = useSession();
  const [files, setFiles] = useState<File[]>([]);
  const [statusUrl, setStatusUrl] = useState<string | null>(null);

  const documents = useQuery({
    queryKey: ['vehicles', 'documents', vehicleId],
    queryFn: () => vehiclesApi.documents(vehicleId),
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['vehicles', 'documents', vehicleId] });
    // The storage bar in the menu reads the company's used storage from the session.
    await session.refresh();
  };

  const job = useJobStatus(statusUrl, {
    onFinish: (view) => {
      setStatusUrl(null);
      const stored = (view.result as { stored?: number } | null)?.stored ?? 0;
      if (view.status === 'DONE') {
        void message.success(t('vehicles.upload.uploaded', { count: stored }));
      } else void message.error(t(`errors.${view.error ?? '5003'}`));
      void refresh();
    },
  });

  const upload = useMutation({
    mutationFn: () => {
      const form = new FormData();
      files.forEach((file, index) => form.append(`document_${index + 1}`, file, file.name));
      return api<{ suuid: string }>(`${base}/${vehicleId}/upload-documents`, { method: 'POST', body: form });
    },
    onSuccess: ({ suuid }) => {
      setFiles([]);
      setStatusUrl(`${base}/uploading-documents-status/${suuid}`);
    },
  });

  const view = async (document: VehicleDocument) => {
    const { url } = await api<{ url: string }>(`${base}/${vehicleId}/documents/${document.id}/view`);
    // The signed URL is the permission; the file is fetched without the session's token.
    const response = await fetch(url);
    if (!response.ok) throw new ApiError(response.status, String(response.status));
    const blob = await response.blob();
    const objectUrl = URL.createObjectURL(blob);
    window.open(objectUrl, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  };

  const remove = (document: VehicleDocument) =>
    modal.confirm({
      title: t('vehicles.detail.deleteDocumentConfirm'),
      content: document.fileName,
      okText: t('vehicles.detail.deleteDocument'),
      okButtonProps: { danger: true },
      cancelText: t('common.actions.cancel'),
      onOk: async () => {
        await api<void>(`${base}/${vehicleId}/documents/${document.id}`, { method: 'DELETE' });
        await refresh();
      },
    });

  const busy = upload.isPending || statusUrl !== null;

  return (
    <Flex vertical gap={12}>
      <FileUpload kind="general" serverLimits={uploadLimits.data} value={files} onChange={setFiles} disabled={busy} />
      <Flex gap={8} wrap align="center">
        <Button
          type="primary"
          icon={<UploadOutlined />}
          disabled={files.length === 0 || busy}
          loading={upload.isPending}
          onClick={() => upload.mutate()}
        >
          {t('vehicles.detail.addDocuments')}
        </Button>
        {statusUrl !== null && <Progress percent={job.progress} size="small" style={{ minWidth: 160, flex: 1 }} />}
      </Flex>
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
