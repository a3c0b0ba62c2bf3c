import { keysToSnake } from '@kontor/domain/case';
import { DEFAULT_SALE, type Sale, type TradeParty } from '@kontor/domain/trades';
import { tradeAmounts } from '@kontor/domain/vat';
import { type Answer, type Call, renderScreen, stubServer } from '../../test/screen-test-kit';
import { type WizardValues, writeSaleDraft } from './sale-draft';
import type { WizardStep } from './wizard-state';
import SaleWizardPage from './sale-wizard-page';
import { tradeParty } from '../../test/trade-party.fixture';

// What the sale wizard's screen tests share (sale-wizard-*.test.tsx): a vehicle, a private
// buyer, the server's trade (saving merges into it), a tab's draft, and the page opened on them.

export const VEHICLE_ID = 'vehicle-1';
export const UPDATED_AT = '2026-11-23T10:00:00.000Z';
export const base = `/api/user/vehicles/${VEHICLE_ID}`;
export const vehicle = {
  id: VEHICLE_ID,
  make: 'VW',
  model: 'Golf',
  vinCode: 'WVWZZZCDZMW424242',
  purchasePrice: 800_000,
  status: 'CURRENT',
  accidentFree: null as boolean | null,
  firstRegistered: '2021-04-12' as string | null,
};
export const buyer: TradeParty = tradeParty();

export function trade(fields: Partial<Sale> = {}): Sale {
  const values = { ...DEFAULT_SALE, customerId: buyer.id, ...fields };
  return {
    ...values,
    id: 'trade-1',
    vehicleId: VEHICLE_ID,
    kind: 'SELLING',
    status: 'PENDING',
    effectiveTradeType: 'PRIVATE',
    buyer,
    effectivePurchasePrice: vehicle.purchasePrice,
    purchaseTaxation: null,
    vehicleAccidentFree: vehicle.accidentFree,
    vehiclePurchasedOn: null,
    amounts: tradeAmounts({
      grossCents: values.grossPrice,
      vat: values.vat,
      vatRate: values.vatRate,
      sectionType: values.sectionType,
      depositCents: values.deposit,
      purchaseCents: vehicle.purchasePrice,
    }),
    saleMargin: null,
    invoiceNumber: null,
    issuedOn: null,
    finishedAt: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: UPDATED_AT,
    ...fields,
  };
}

/** A draft of the tab, typed over the server's trade as trade() answers it. */
export const keepDraft = (step: WizardStep, values: Partial<WizardValues>) =>
  writeSaleDraft(VEHICLE_ID, { step, values, tradeUpdatedAt: UPDATED_AT });

export const ok = (data: unknown): Answer => ({ status: 200, body: keysToSnake({ data }) });

/** The server of the wizard: the vehicle, its trade (saving merges into it), the customers, the numbering. */
export function stubWizard(extra: Record<string, Answer | ((body: unknown) => Answer)> = {}, start: Sale = trade()): Call[] {
  let current = start;
  return stubServer({
    [base]: ok(vehicle),
    [`${base}/trades/SELLING`]: () => ok(current),
    [`${base}/trades/SELLING/`]: (body) => {
      current = trade({ ...current, ...(keysToSnake(body) as object) });
      return ok(current);
    },
    '/api/user/clients': { status: 200, body: keysToSnake({ data: [buyer], meta: { page: 1, perPage: 20, total: 1 } }) },
    [`/api/user/clients/${buyer.id}`]: ok(buyer),
    '/api/user/company/invoice-numbering': ok({ automaticNumbering: true }),
    [`${base}/documents/generated`]: ok([]),
    ...extra,
  });
}

export const routes = [{ path: '/selling/selling-documents/:id', element: <SaleWizardPage CustomerForm={() => null} /> }];
export const open = () => renderScreen(routes, `/selling/selling-documents/${VEHICLE_ID}`);
export const saves = (calls: Call[]) => calls.filter((call) => call.path.startsWith(`${base}/trades/SELLING/`));
