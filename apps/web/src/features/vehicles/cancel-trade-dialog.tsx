import type { CancellationResult, CancelTradeInput } from '@kontor/domain/cancellations';
import type { Vehicle } from '@kontor/domain/vehicles';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format';
import { useApiErrors } from '../../app/use-api-errors';
import { useCancelJob } from '../../app/use-cancel-job';
import { CancelDialog, useCancelForm } from '../../ui/cancel-dialog';
import { generatedDocumentsKey } from '../../ui/generated-document-list';
import { viewSignedFile } from '../../ui/signed-file';
import { vehicleTitle } from './vehicle-labels';
import { vehiclesApi } from './vehicles.api';

/** What is canceled: the sale or the purchase, and the document it issued (null: none, nothing to reverse by a document). */
export type CancelRequest = {
  orderType: 'SELLING' | 'BUYING';
  /** The sale's invoice (its number and date), the purchase's contract (its date). */
  issued: { number: string | null; date: string | null } | null;
};

/** The sale wizard's cache of the same answer (automatic numbering on or off). */
const numberingKey = ['trades', 'numbering'] as const;

/**
 * Every cache that shows the trade, the vehicle or their documents: the vehicle (its status, its
 * sale and purchase, the lists and the dashboard: ['vehicles']), the wizards and the sales overview
 * (['trades']), the generated documents (now with the cancellation, the original marked), and the
 * Canceled trades page (['cancellations']).
 */
function cancellationQueryKeys(vehicleId: string): readonly (readonly string[])[] {
  return [['vehicles'], ['trades'], generatedDocumentsKey(vehicleId), ['cancellations']];
}

/** What the cancellation will do, said before it is done. */
function effectText(request: CancelRequest, t: TFunction): string {
  const date = formatDate(request.issued?.date);
  if (request.orderType === 'SELLING') {
    return request.issued
      ? t('cancellations.dialog.effect.saleInvoiced', { number: request.issued.number ?? '', date })
      : t('cancellations.dialog.effect.saleOpen');
  }
  return request.issued
    ? t('cancellations.dialog.effect.purchaseContract', { date })
    : t('cancellations.dialog.effect.purchaseOpen');
}

/** What was done: the cancellation invoice's number, or that the notice was made, or the open draft discarded. */
function doneText(request: CancelRequest, result: CancellationResult, t: TFunction): string {
  const { orderType } = request;
  if (!request.issued)
    return t(orderType === 'BUYING' ? 'cancellations.dialog.doneDiscardPurchase' : 'cancellations.dialog.doneDiscardSale');
  if (orderType === 'BUYING')
    return t(result.documentId ? 'cancellations.dialog.donePurchaseNotice' : 'cancellations.dialog.donePurchase');
  return result.number ? t('cancellations.dialog.doneSaleNumber', { number: result.number }) : t('cancellations.dialog.doneSale');
}

function titleKey(sale: boolean, discard: boolean): string {
  if (discard) return sale ? 'cancellations.dialog.titleDiscardSale' : 'cancellations.dialog.titleDiscardPurchase';
  return sale ? 'cancellations.dialog.titleSale' : 'cancellations.dialog.titlePurchase';
}

type Props = {
  vehicle: Pick<Vehicle, 'id' | 'make' | 'model' | 'status'>;
  request: CancelRequest;
  onClose(): void;
};

/**
 * Cancelling the vehicle's sale or purchase (Storno) in the shared cancel dialog: at the end it
 * opens the cancellation invoice or notice. Mounted while open: each opening starts with an empty form.
 */
export function CancelTradeDialog({ vehicle, request, onClose }: Props) {
  const { t } = useTranslation();
  const showError = useApiErrors();
  const cancel = useCancelForm();
  const sale = request.orderType === 'SELLING';
  const invoiced = sale && request.issued !== null;
  // An open draft issued nothing to cancel by a document: it is discarded (Verwerfen), not canceled (Stornieren).
  const discard = request.issued === null;
  const numbering = useQuery({ queryKey: numberingKey, queryFn: vehiclesApi.numbering, enabled: invoiced });
  const needsNumber = (invoiced && numbering.data?.automaticNumbering === false) || cancel.askedForNumber;
  // A purchase of a sold vehicle is canceled only after its sale (the server refuses it, 9529).
  const blocked = !sale && vehicle.status === 'SOLD';
  const job = useCancelJob<CancelTradeInput>(
    {
      start: (input) => vehiclesApi.cancelTrade(vehicle.id, input),
      statusUrl: vehiclesApi.uploadStatusUrl,
      invalidate: cancellationQueryKeys(vehicle.id),
    },
    cancel.onRefused,
  );

  const openDocument = (documentId: string) =>
    void viewSignedFile(() => vehiclesApi.documentUrl(vehicle.id, documentId)).catch((error: unknown) => showError(error));

  return (
    <CancelDialog
      cancel={cancel}
      state={job.state}
      title={t(titleKey(sale, discard), { vehicle: vehicleTitle(vehicle) })}
      effect={effectText(request, t)}
      confirmLabel={t(
        discard
          ? 'cancellations.dialog.confirmDiscard'
          : sale
            ? 'cancellations.dialog.confirmSale'
            : 'cancellations.dialog.confirmPurchase',
      )}
      listed={discard ? t('cancellations.dialog.listedDiscard') : undefined}
      reasonLabel={discard ? t('cancellations.dialog.reasonDiscard') : undefined}
      reasonPlaceholder={t('cancellations.dialog.reasonPlaceholder')}
      needsNumber={needsNumber}
      blocked={blocked ? { title: t('cancellations.dialog.blocked'), description: t('errors.9529') } : null}
      done={(result) => ({
        text: doneText(request, result, t),
        openLabel: t(sale ? 'cancellations.dialog.openInvoice' : 'cancellations.dialog.openNotice'),
      })}
      onSubmit={(values) => void job.start({ ...values, orderType: request.orderType })}
      onOpenDocument={openDocument}
      onClose={onClose}
    />
  );
}
