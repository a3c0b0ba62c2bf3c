import type { CancelTradeInput } from '@kontor/domain/cancellations';
import type { ServiceInvoice } from '@kontor/domain/service-invoices';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format';
import { useApiErrors } from '../../app/use-api-errors';
import { useCancelJob } from '../../app/use-cancel-job';
import { CancelDialog, useCancelForm } from '../../ui/cancel-dialog';
import { viewSignedFile } from '../../ui/signed-file';
import { serviceInvoicesApi, serviceInvoicesKeys } from './service-invoices.api';

type Props = {
  trade: Pick<ServiceInvoice, 'id' | 'invoiceNumber' | 'issuedOn'>;
  onClose(): void;
};

/**
 * Cancelling an issued service invoice (Storno) in the shared cancel dialog: a cancellation invoice
 * with the next service number reverses it; at the end it opens. The trade, its documents, the
 * list and Canceled trades are read again.
 */
export function ServiceCancelDialog({ trade, onClose }: Props) {
  const { t } = useTranslation();
  const showError = useApiErrors();
  const cancel = useCancelForm();
  const numbering = useQuery({ queryKey: serviceInvoicesKeys.numbering, queryFn: serviceInvoicesApi.numbering });
  const needsNumber = numbering.data?.automaticNumbering === false || cancel.askedForNumber;
  const job = useCancelJob<Omit<CancelTradeInput, 'orderType'>>(
    {
      start: (input) => serviceInvoicesApi.cancel(trade.id, input),
      statusUrl: serviceInvoicesApi.statusUrl,
      invalidate: [serviceInvoicesKeys.all, ['cancellations']],
    },
    cancel.onRefused,
  );
  const number = trade.invoiceNumber ?? '';

  return (
    <CancelDialog
      cancel={cancel}
      state={job.state}
      title={t('serviceInvoices.cancel.title', { number })}
      effect={t('serviceInvoices.cancel.effect', { number, date: formatDate(trade.issuedOn) })}
      confirmLabel={t('serviceInvoices.cancel.confirm')}
      reasonPlaceholder={t('serviceInvoices.cancel.reasonPlaceholder')}
      needsNumber={needsNumber}
      done={(result) => ({
        text: result.number
          ? t('serviceInvoices.cancel.doneNumber', { number: result.number })
          : t('serviceInvoices.cancel.done'),
        openLabel: t('serviceInvoices.cancel.open'),
      })}
      onSubmit={(values) => void job.start(values)}
      onOpenDocument={(documentId) =>
        void viewSignedFile(() => serviceInvoicesApi.documentUrl(trade.id, documentId)).catch((error: unknown) =>
          showError(error),
        )
      }
      onClose={onClose}
    />
  );
}
