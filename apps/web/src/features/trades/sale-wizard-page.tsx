import type { Sale } from '@kontor/domain/trades';
import type { Vehicle } from '@kontor/domain/vehicles';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { useSession } from '../../app/session';
import { TradeVatConfirmation } from '../../app/vat-confirmation';
import { DocumentsStep } from './documents-step';
import { type GenerateOrder, GenerateStep } from './generate-step';
import { HandoverStep } from './handover-step';
import { ChangedElsewhere, FirstRegistrationMissing, IssueSummary, lacksFirstRegistration } from './issue-summary';
import { type CustomerFormSlot, PartyStep } from './party-step';
import { PriceStep } from './price-step';
import {
  clearSaleDraft,
  DOCUMENT_ORDER,
  orderedDocuments,
  SALE_WIZARD,
  type SaleFormValues,
  startingPoint,
  STEP_FIELDS,
  STEPS,
} from './sale-draft';
import { useSale } from './use-trade';
import { DOCUMENTS_STEP, GENERATE_STEP, useWizardLoad, useWizardSteps } from './wizard-state';
import { WizardFrame, WizardGate } from './wizard-frame';

type WizardProps = {
  vehicle: Vehicle;
  trade: Sale | null;
  CustomerForm: CustomerFormSlot;
  /** Loads the trade as it is now and starts the wizard again from it on `step` (after 409 9541). */
  onReload(step: number): Promise<void>;
};

/** The sale's documents: issuing the invoice sells the vehicle. */
const SALE_ORDER: GenerateOrder = {
  orderType: 'SELLING',
  documentTexts: 'trades.documents.types',
  gate: 'INVOICE',
  finished: (result) => result.vehicleSold,
  texts: {
    finished: 'trades.generate.sold',
    gateFailed: 'trades.generate.invoiceFailed',
    list: 'trades.generate.list',
    zipName: 'trades.generate.zipName',
  },
  clearDraft: clearSaleDraft,
};

function SaleWizard({ vehicle, trade, CustomerForm, onReload }: WizardProps) {
  const { t } = useTranslation();
  const { save } = useSale(vehicle.id);
  const seller = { smallBusiness: useSession().user?.company?.smallBusiness ?? false };
  const wizard = useWizardSteps({
    definition: SALE_WIZARD,
    vehicleId: vehicle.id,
    trade,
    begin: () => startingPoint({ vehicleId: vehicle.id, trade, vehiclePurchasePrice: vehicle.purchasePrice, vehicle, seller }),
    save: save.mutateAsync,
    onReload,
  });
  const { step, current, seen } = wizard;
  const finished = trade?.status === 'FINISHED';
  // A finished trade cannot change: its first three steps are closed.
  const closed = (index: number) => (finished && index < DOCUMENTS_STEP) || wizard.generating;

  // The documents step checks the typed invoice number too.
  const next = () =>
    wizard.next([...STEP_FIELDS[step]!, ...(step === DOCUMENTS_STEP ? ['invoiceNumber'] : [])], {
      purchaseFromVehicle: vehicle.purchasePrice !== null,
    });

  const documents = orderedDocuments(current.documents).filter((type) => !(finished && type === 'INVOICE'));
  // An open sale's invoice and contract print the first registration (a finished one's froze it).
  const firstRegistrationMissing = !finished && lacksFirstRegistration(vehicle, documents);

  return (
    <WizardFrame
      title={t('trades.wizard.title')}
      vehicle={vehicle}
      notice={
        <>
          {finished && <Alert type="info" showIcon title={t('trades.wizard.finished', { number: trade.invoiceNumber ?? '' })} />}
          {finished && trade.sectionType === '4.1b' && <TradeVatConfirmation tradeId={trade.id} />}
          {wizard.changedElsewhere && <ChangedElsewhere onReload={wizard.reload} />}
        </>
      }
      steps={STEPS.map((key) => t(`trades.wizard.steps.${key}`))}
      step={step}
      closed={closed}
      onStep={wizard.goTo}
      onNext={step < GENERATE_STEP ? () => void next() : undefined}
      saving={save.isPending}
      hold={wizard.customerHold ? t('trades.buyer.finishNewCustomer') : null}
    >
      <Form<SaleFormValues> {...wizard.formProps}>
        {step === 0 && <PartyStep role="buyer" CustomerForm={CustomerForm} tradeParty={trade?.buyer ?? null} {...wizard.party} />}
        {step === 1 && (
          <PriceStep vehiclePurchasePrice={vehicle.purchasePrice} vehiclePurchaseTaxation={vehicle.purchaseTaxation} />
        )}
        {step === 2 && <HandoverStep tradeBuyer={trade?.buyer ?? null} />}
        {step === 3 && (
          <>
            {firstRegistrationMissing && <FirstRegistrationMissing vehicleId={vehicle.id} style={{ marginBottom: 16 }} />}
            <DocumentsStep
              types={DOCUMENT_ORDER}
              texts="trades.documents.types"
              issuedNumber={finished ? trade.invoiceNumber : null}
            />
          </>
        )}
        {step === GENERATE_STEP && (
          <GenerateStep
            vehicleId={vehicle.id}
            tradeId={trade?.id ?? null}
            documents={documents}
            input={{ language: current.language, invoiceNumber: current.invoiceNumber ?? undefined }}
            order={SALE_ORDER}
            onRunning={wizard.setGenerating}
            version={seen?.updatedAt ?? null}
            summary={
              <>
                {firstRegistrationMissing && <FirstRegistrationMissing vehicleId={vehicle.id} />}
                {seen && <IssueSummary texts="trades.generate" party={seen.buyer} grossCents={seen.grossPrice} />}
              </>
            }
            onReload={wizard.reload}
          />
        )}
      </Form>
    </WizardFrame>
  );
}

/** The sale wizard, /selling/selling-documents/:id: buyer, price, handover, documents, generate. The id is the vehicle's. */
export default function SaleWizardPage({ CustomerForm }: { CustomerForm: CustomerFormSlot }) {
  usePageTitle('trades.wizard.title');
  const { id = '' } = useParams();
  const { trade } = useSale(id);
  const load = useWizardLoad(id, trade, SALE_WIZARD.drafts);
  return (
    <WizardGate {...load.gate} failedTitle="trades.wizard.loadFailed">
      {() => <SaleWizard key={load.key} {...load.loaded()} CustomerForm={CustomerForm} />}
    </WizardGate>
  );
}
