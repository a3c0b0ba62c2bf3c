import { type Company, type CompanyDocument, companyDocumentUploadKind } from '@kontor/domain/company';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, List, Progress, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import { useUploadLimits } from '../../app/upload-limits';
import { FileUpload, type UploadRefusal } from '../../ui/file-upload';
import { ApiError } from '../../app/api-client';
import { uploadRefusalOf, withoutRefused } from '../../app/upload-refusal';
import { isErrorCode } from '@kontor/domain/errors';
import { useJobStatus } from '../../app/use-job-status';
import { companyApi, companyKeys } from './company.api';
import { STATUS_COLORS } from './company-details-card';

/**
 * The four legal documents, each with its status and, while it may still be uploaded (unverified
 * or rejected), the upload with its progress. Once uploaded a document cannot be changed.
 */
export function LegalDocumentsCard({ company }: { company: Company }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ref = useRef<HTMLDivElement>(null);
  const documents = useQuery({ queryKey: companyKeys.documents, queryFn: companyApi.documents });
  const fromNotification = params.get('fromNotification') === 'true';
  const loaded = documents.data !== undefined;

  useEffect(() => {
    if (fromNotification && loaded) ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [fromNotification, loaded]);

  return (
    <div ref={ref} id="company-documents" style={{ scrollMarginTop: 80 }}>
      <Card
        title={t('company.sections.documents')}
        extra={
          <Tag color={STATUS_COLORS[company.status]} data-testid="documents-company-status">
            {t(`company.statuses.${company.status}`)}
          </Tag>
        }
      >
        <Typography.Paragraph type="secondary">{t('company.documents.intro')}</Typography.Paragraph>
        {documents.data ? (
          <List dataSource={documents.data} rowKey="type" renderItem={(document) => <DocumentRow document={document} />} />
        ) : (
          <Skeleton active />
        )}
      </Card>
    </div>
  );
}

function DocumentRow({ document }: { document: CompanyDocument }) {
  const { t } = useTranslation();
  const uploadLimits = useUploadLimits();
  const { message } = App.useApp();
  const { refresh } = useSession();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [refusals, setRefusals] = useState<UploadRefusal[]>([]);
  const choose = (next: File[]) => {
    setFiles(next);
    setRefusals([]);
  };
  const [suuid, setSuuid] = useState<string | null>(null);
  const job = useJobStatus(suuid ? companyApi.uploadStatusUrl(suuid) : null, {
    onFinish: (view) => {
      if (view.status === 'DONE') void message.success(t('company.documents.uploaded'));
      else if (view.status === 'UNKNOWN') void message.warning(t('common.jobs.statusUnknown'));
      else void message.error(t('company.upload.failed'));
      setSuuid(null);
      setFiles([]);
      void queryClient.invalidateQueries({ queryKey: companyKeys.all }).then(() => refresh());
    },
  });
  const title = t(`company.documentTypes.${document.type}`);
  const labelId = `document-${document.type}`;

  const upload = useMutation({
    mutationFn: () => companyApi.uploadDocuments(document.type, files),
    onSuccess: ({ suuid: started }) => setSuuid(started),
    // A refused file is said at the field and leaves the list (nothing of the call was stored).
    onError: (error) => {
      const refusal = uploadRefusalOf(error);
      if (refusal) {
        setFiles((current) => withoutRefused(current, refusal));
        setRefusals([refusal]);
      } else if (!(error instanceof ApiError && error.shown)) {
        void message.error(t(`errors.${error instanceof ApiError && isErrorCode(error.code) ? error.code : '5003'}`));
      }
    },
  });

  const busy = upload.isPending || suuid !== null;
  const open = document.status === 'UNVERIFIED' || document.status === 'REJECTED';

  return (
    <List.Item data-testid={labelId}>
      <Flex vertical gap={8} style={{ width: '100%' }}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text strong id={labelId}>
            {title}
          </Typography.Text>
          {/* A document the legal form does not require (a register extract of a sole trader) is not missing. */}
          {!document.required && document.status === 'UNVERIFIED' ? (
            <Tag>{t('company.documents.notRequired')}</Tag>
          ) : (
            <Tag color={STATUS_COLORS[document.status]}>{t(`company.statuses.${document.status}`)}</Tag>
          )}
        </Flex>
        {document.status === 'REJECTED' && document.reason && (
          <Alert type="error" showIcon title={t('company.documents.reason', { reason: document.reason })} />
        )}
        {document.files.length > 0 && (
          <Typography.Text type="secondary">
            {t('company.documents.files')}: {document.files.map((file) => file.filename).join(', ')}
          </Typography.Text>
        )}
        {!open && <Typography.Text type="secondary">{t('company.documents.locked')}</Typography.Text>}
        {open && (
          <Flex vertical gap={8}>
            <FileUpload
              kind={companyDocumentUploadKind(document.type)}
              serverLimits={uploadLimits.data}
              value={files}
              onChange={choose}
              refusals={refusals}
              disabled={busy}
              aria-describedby={labelId}
            />
            {suuid !== null && <Progress percent={job.progress} status="active" aria-label={t('company.documents.uploading')} />}
            <Button
              type="primary"
              onClick={() => upload.mutate()}
              disabled={files.length === 0}
              loading={busy}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('company.documents.upload')}
            </Button>
          </Flex>
        )}
      </Flex>
    </List.Item>
  );
}
