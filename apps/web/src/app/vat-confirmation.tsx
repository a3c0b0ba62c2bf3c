import type { VatConfirmation } from '@kontor/domain/vat-confirmation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { currentLocale } from './locale';
import { VatConfirmationCard, vatConfirmationsKey } from '../ui/vat-confirmation-card';

const path = (tradeId: string) => `/api/user/trades/${tradeId}/vat-confirmations`;

/**
 * The qualified confirmation of an intra-EU sale's buyer VAT id (§ 18e UStG), loaded and asked again:
 * in the sale wizard once the invoice is issued, and on the vehicle page with the sale's facts.
 */
export function TradeVatConfirmation({ tradeId }: { tradeId: string }) {
  const queryClient = useQueryClient();
  const confirmations = useQuery({
    queryKey: vatConfirmationsKey(tradeId),
    queryFn: () => api<VatConfirmation[]>(path(tradeId)),
  });
  const ask = useMutation({
    mutationFn: () => api<VatConfirmation>(path(tradeId), { method: 'POST', notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vatConfirmationsKey(tradeId) }),
  });
  return (
    <VatConfirmationCard
      confirmations={confirmations.data}
      failed={confirmations.isError}
      locale={currentLocale()}
      asking={ask.isPending}
      askFailed={ask.isError}
      onAskAgain={() => ask.mutate()}
    />
  );
}
