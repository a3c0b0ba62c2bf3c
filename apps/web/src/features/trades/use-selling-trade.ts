import type { Locale } from '@kontor/domain/constants';
import type { DocumentType, SellingTrade, SellingTradeInput, TradeParty } from '@kontor/domain/trades';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tradesApi } from './trades.api';

export const tradesKeys = {
  all: ['trades'] as const,
  selling: (vehicleId: string) => ['trades', 'selling', vehicleId] as const,
  buying: (vehicleId: string) => ['trades', 'buying', vehicleId] as const,
  /** The vehicle's uploaded documents (the seller's invoice is one of them). */
  uploaded: (vehicleId: string) => ['trades', 'uploaded', vehicleId] as const,
  vehicle: (vehicleId: string) => ['trades', 'vehicle', vehicleId] as const,
  customer: (customerId: string | null) => ['trades', 'customer', customerId] as const,
  customers: (search: string) => ['trades', 'customers', search] as const,
  numbering: ['trades', 'numbering'] as const,
};

/** The vehicle's selling trade and the save of a wizard step, which replaces the cached trade with the server's answer. */
export function useSellingTrade(vehicleId: string) {
  const queryClient = useQueryClient();
  const trade = useQuery({ queryKey: tradesKeys.selling(vehicleId), queryFn: () => tradesApi.selling(vehicleId) });
  const save = useMutation({
    mutationFn: (step: { docType: DocumentType; values: SellingTradeInput; ifMatch: string | null }) =>
      tradesApi.saveStep(vehicleId, step),
    onSuccess: (saved: SellingTrade) => queryClient.setQueryData(tradesKeys.selling(vehicleId), saved),
  });
  return { trade, save };
}

/** The chosen buyer or seller: the trade's copy at first, then the customer as stored (a new pick, a customer just added or edited). */
export function useParty(customerId: string | null, tradeParty: TradeParty | null) {
  return useQuery<TradeParty>({
    queryKey: tradesKeys.customer(customerId),
    queryFn: () => tradesApi.customer(customerId!),
    enabled: customerId !== null,
    initialData: tradeParty && tradeParty.id === customerId ? tradeParty : undefined,
  });
}

/** Money and dates follow the UI language. */
export function useUiLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'de';
}
