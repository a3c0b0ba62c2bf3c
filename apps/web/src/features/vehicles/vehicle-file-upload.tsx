import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Progress } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { isErrorCode } from '@kontor/domain/errors';
import { ApiError } from '../../app/api-client';
import { useUploadLimits } from '../../app/upload-limits';
import { useJobStatus } from '../../app/use-job-status';
import { destructiveConfirm } from '../../ui/destructive-confirm';
import { FileUpload, type UploadRefusal } from '../../ui/file-upload';
import { uploadRefusalOf, withoutRefused } from '../../app/upload-refusal';
import { vehiclesApi, type VehicleFileKind } from './vehicles.api';

// The photo formats are the logo kind's: jpeg, jpg and png, the ones every browser shows.
const UPLOAD_KIND = { documents: 'general', photos: 'logo' } as const;

type VehicleFileUploadProps = {
  vehicleId: string;
  kind: VehicleFileKind;
  /** The upload button's text. */
  label: string;
  /** Shown between the file choice and the button. */
  hint?: ReactNode;
  /** The success message for this many files stored. */
  storedMessage: (count: number) => string;
  /** After the job ends, done or failed: the caller fetches its list again. */
  onFinished: () => Promise<void>;
};

/**
 * Choosing a vehicle's documents or photos and uploading them: a job stores them, its progress
 * shows beside the button, and its end is told as a message.
 */
export function VehicleFileUpload({ vehicleId, kind, label, hint, storedMessage, onFinished }: VehicleFileUploadProps) {
  const { t } = useTranslation();
  const uploadLimits = useUploadLimits();
  const { message } = App.useApp();
  const [files, setFiles] = useState<File[]>([]);
  const [refusals, setRefusals] = useState<UploadRefusal[]>([]);
  const choose = (next: File[]) => {
    setFiles(next);
    setRefusals([]);
  };
  const [statusUrl, setStatusUrl] = useState<string | null>(null);

  const job = useJobStatus(statusUrl, {
    onFinish: (view) => {
      setStatusUrl(null);
      // The status could not be read: the files may well be stored, so this is no failure.
      if (view.status === 'UNKNOWN') void message.warning(t('common.jobs.statusUnknown'));
      else if (view.status === 'DONE')
        void message.success(storedMessage((view.result as { stored?: number } | null)?.stored ?? 0));
      else void message.error(t(`errors.${view.error ?? '5003'}`));
      void onFinished();
    },
  });

  const upload = useMutation({
    mutationFn: () => vehiclesApi.uploadFiles(vehicleId, { kind, files }),
    onSuccess: ({ suuid }) => {
      setFiles([]);
      setRefusals([]);
      setStatusUrl(vehiclesApi.uploadStatusUrl(suuid));
    },
    // A refused file is said at the field and leaves the list (nothing of the call was stored); the
    // client has told a lost connection (9542) already; anything else is said here.
    onError: (error) => {
      const refusal = uploadRefusalOf(error);
      if (refusal) {
        setFiles((current) => withoutRefused(current, refusal));
        setRefusals([refusal]);
        return;
      }
      if (error instanceof ApiError && error.shown) return;
      void message.error(t(`errors.${error instanceof ApiError && isErrorCode(error.code) ? error.code : '5003'}`));
    },
  });

  const busy = upload.isPending || statusUrl !== null;

  return (
    <>
      <FileUpload
        kind={UPLOAD_KIND[kind]}
        serverLimits={uploadLimits.data}
        value={files}
        onChange={choose}
        refusals={refusals}
        disabled={busy}
      />
      {hint}
      <Flex gap={8} wrap align="center">
        <Button
          type="primary"
          icon={<UploadOutlined aria-hidden />}
          disabled={files.length === 0 || busy}
          loading={upload.isPending}
          onClick={() => upload.mutate()}
        >
          {label}
        </Button>
        {statusUrl !== null && <Progress percent={job.progress} size="small" style={{ minWidth: 160, flex: 1 }} />}
      </Flex>
    </>
  );
}

/** Asks before deleting one of a vehicle's files (photos are documents to the server), then calls `onDeleted`. */
export function useDeleteVehicleFile(vehicleId: string, onDeleted: () => Promise<void>) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (file: { id: string; fileName: string }, texts: { confirm: string; action: string }) =>
    modal.confirm({
      title: texts.confirm,
      content: file.fileName,
      okText: texts.action,
      ...destructiveConfirm,
      cancelText: t('common.actions.cancel'),
      onOk: async () => {
        await vehiclesApi.removeFile(vehicleId, file.id);
        await onDeleted();
      },
    });
}
