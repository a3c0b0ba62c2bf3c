import { DeleteOutlined } from '@ant-design/icons';
import { isErrorCode } from '@kontor/domain/errors';
import type { GeneratedDocument } from '@kontor/domain/trades';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Grid, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../../app/use-api-errors';
import { destructiveConfirm } from '../../ui/destructive-confirm';
import { documentTitleKey, GeneratedDocumentList, signedFileActions } from '../../ui/generated-document-list';
import { useUiLocale } from '../../ui/use-ui-locale';
import { serviceInvoicesApi, serviceInvoicesKeys } from './service-invoices.api';
import type { DocumentJob } from './use-service-document';

const errorText = (code: string | null) => `errors.${code && isErrorCode(code) ? code : '5003'}`;

/** The document being made, with its progress; then that it was made (its number), or why not. */
export function DocumentProgress({ job }: { job: DocumentJob | null }) {
  const { t } = useTranslation();
  if (!job) return null;
  const document = t(`serviceInvoices.documents.${job.type}`);
  if (job.state === 'running') {
    return (
      <Flex vertical gap={4} role="status">
        <Typography.Text>{t('serviceInvoices.generate.running', { document, percent: job.progress })}</Typography.Text>
        <Progress
          percent={job.progress}
          status="active"
          showInfo={false}
          aria-label={t('serviceInvoices.generate.progress', { document })}
        />
      </Flex>
    );
  }
  if (job.state === 'done') {
    const text = job.number
      ? t('serviceInvoices.generate.doneNumbered', { document, number: job.number })
      : t('serviceInvoices.generate.done', { document });
    return <Alert type="success" showIcon role="status" title={text} />;
  }
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('serviceInvoices.generate.failed', { document })}
      description={t(errorText(job.error))}
    />
  );
}

/**
 * The documents made for this service invoice (every version, newest first), to view, download,
 * print or zip. A draft's cost estimate may be deleted (its number stays used); an invoice and a
 * cancellation invoice are kept.
 */
export function ServiceDocuments({ tradeId, draft }: { tradeId: string; draft: boolean }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const { message, modal } = App.useApp();
  const showError = useApiErrors();
  const queryClient = useQueryClient();
  const compact = !Grid.useBreakpoint().sm;
  const generated = useQuery({
    queryKey: serviceInvoicesKeys.documents(tradeId),
    queryFn: () => serviceInvoicesApi.generated(tradeId),
  });
  const remove = useMutation({
    mutationFn: (documentId: string) => serviceInvoicesApi.removeDocument(tradeId, documentId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: serviceInvoicesKeys.documents(tradeId) });
      void message.success(t('serviceInvoices.generate.removed'));
    },
    onError: (error) => showError(error),
  });
  const actions = signedFileActions({
    signedUrl: (documentId) => serviceInvoicesApi.documentUrl(tradeId, documentId),
    xrechnung: (documentId) => serviceInvoicesApi.xrechnung(tradeId, documentId),
    mail: (documentId, input) => serviceInvoicesApi.mail(tradeId, documentId, input),
    zipName: t('serviceInvoices.generate.zipName'),
  });

  const confirmRemove = (document: GeneratedDocument) =>
    modal.confirm({
      title: t('serviceInvoices.generate.removeTitle'),
      content: t('serviceInvoices.generate.removeText'),
      okText: t('serviceInvoices.actions.deleteConfirm'),
      ...destructiveConfirm,
      cancelText: t('common.actions.cancel'),
      onOk: () => remove.mutateAsync(document.id).catch(() => undefined),
    });
  const removable = (document: GeneratedDocument) => draft && document.documentType === 'PROPOSAL';

  return (
    <GeneratedDocumentList
      heading={t('serviceInvoices.generate.list')}
      documents={generated.data ?? []}
      loading={generated.isLoading}
      locale={locale}
      actions={actions}
      onError={(error) => showError(error)}
      extraActions={(document, title) =>
        removable(document) ? (
          <Button
            key="remove"
            danger
            icon={<DeleteOutlined aria-hidden />}
            title={compact ? t('serviceInvoices.generate.remove', { document: t(documentTitleKey(document)) }) : undefined}
            aria-label={t('serviceInvoices.generate.remove', { document: title })}
            onClick={() => confirmRemove(document)}
          >
            {compact ? null : t('serviceInvoices.actions.deleteConfirm')}
          </Button>
        ) : null
      }
    />
  );
}
