import type { PurchaseDocumentType, Purchase, PurchaseInput } from '@kontor/domain/purchase';
import type { DocumentType, Sale, SaleInput, TradeParty } from '@kontor/domain/trades';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tradesApi } from './trades.api';

export const tradesKeys = {
  all: ['trades'] as const,
  sale: (vehicleId: string) => ['trades', 'sale', vehicleId] as const,
  purchase: (vehicleId: string) => ['trades', 'purchase', vehicleId] as const,
  /** The vehicle's uploaded documents (the seller's invoice is one of them). */
  uploaded: (vehicleId: string) => ['trades', 'uploaded', vehicleId] as const,
  vehicle: (vehicleId: string) => ['trades', 'vehicle', vehicleId] as const,
  /** The purchase's seller invoice read as an e-invoice. */
  eInvoice: (vehicleId: string) => ['trades', 'e-invoice', vehicleId] as const,
  customer: (customerId: string | null) => ['trades', 'customer', customerId] as const,
  customers: (search: string) => ['trades', 'customers', search] as const,
  numbering: ['trades', 'numbering'] as const,
};

/** A wizard's step save: one step's fields for the document `docType`, on the trade's version `ifMatch`. */
export type StepSave<DocType, Input> = { docType: DocType; values: Input; ifMatch: string | null };

/** Where a wizard's trade is read and its steps saved, and what else a save changes. */
type TradeEndpoints<Trade, Save> = {
  key(vehicleId: string): QueryKey;
  read(vehicleId: string): Promise<Trade | null>;
  save(vehicleId: string, step: Save): Promise<Trade>;
  /** Queries a save makes stale beside the trade's own. */
  alsoChanged?: QueryKey;
};

/** The vehicle's trade and the save of a wizard step, which replaces the cached trade with the server's answer. */
function useWizardTrade<Trade, Save>(endpoints: TradeEndpoints<Trade, Save>, vehicleId: string) {
  const queryClient = useQueryClient();
  const trade = useQuery({ queryKey: endpoints.key(vehicleId), queryFn: () => endpoints.read(vehicleId) });
  const save = useMutation({
    mutationFn: (step: Save) => endpoints.save(vehicleId, step),
    onSuccess: (saved: Trade) => {
      queryClient.setQueryData(endpoints.key(vehicleId), saved);
      if (endpoints.alsoChanged) void queryClient.invalidateQueries({ queryKey: endpoints.alsoChanged });
    },
  });
  return { trade, save };
}

const SALE_ENDPOINTS: TradeEndpoints<Sale, StepSave<DocumentType, SaleInput>> = {
  key: tradesKeys.sale,
  read: tradesApi.sale,
  save: tradesApi.saveStep,
};

const PURCHASE_ENDPOINTS: TradeEndpoints<Purchase, StepSave<PurchaseDocumentType, PurchaseInput>> = {
  key: tradesKeys.purchase,
  read: tradesApi.purchase,
  save: tradesApi.savePurchaseStep,
  // The vehicle's page shows the purchase begun (its card, "Continue the purchase") when the dealer goes back.
  alsoChanged: ['vehicles'],
};

/** The vehicle's sale and the save of a sale wizard step. */
export const useSale = (vehicleId: string) => useWizardTrade(SALE_ENDPOINTS, vehicleId);

/** The vehicle's purchase and the save of a purchase wizard step. */
export const usePurchase = (vehicleId: string) => useWizardTrade(PURCHASE_ENDPOINTS, vehicleId);

/** The chosen buyer or seller: the trade's copy at first, then the customer as stored (a new pick, a customer just added or edited). */
export function useParty(customerId: string | null, tradeParty: TradeParty | null) {
  return useQuery<TradeParty>({
    queryKey: tradesKeys.customer(customerId),
    queryFn: () => tradesApi.customer(customerId!),
    enabled: customerId !== null,
    initialData: tradeParty && tradeParty.id === customerId ? tradeParty : undefined,
  });
}
