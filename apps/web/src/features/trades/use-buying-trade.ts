import type { BuyingDocumentType, BuyingTrade, BuyingTradeInput } from '@kontor/domain/buying';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tradesApi } from './trades.api';
import { tradesKeys } from './use-selling-trade';

/** The vehicle's purchase and the save of a buying wizard step, which replaces the cached purchase with the server's answer. */
export function useBuyingTrade(vehicleId: string) {
  const queryClient = useQueryClient();
  const trade = useQuery({ queryKey: tradesKeys.buying(vehicleId), queryFn: () => tradesApi.buying(vehicleId) });
  const save = useMutation({
    mutationFn: (step: { docType: BuyingDocumentType; values: BuyingTradeInput; ifMatch: string | null }) =>
      tradesApi.saveBuyingStep(vehicleId, step),
    onSuccess: (saved: BuyingTrade) => {
      queryClient.setQueryData(tradesKeys.buying(vehicleId), saved);
      // The vehicle's page shows the purchase begun (its card, "Continue the purchase") when the dealer goes back.
      void queryClient.invalidateQueries({ queryKey: ['vehicles'] });
    },
  });
  return { trade, save };
}
