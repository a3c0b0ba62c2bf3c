import { BUYING_DOCUMENT_TYPES, type BuyingTrade } from '@kontor/domain/buying';
import type { Vehicle } from '@kontor/domain/vehicles';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate } from '../../app/format';
import { usePageTitle } from '../../app/page-title';
import {
  BUYING_STEP_FIELDS,
  BUYING_STEPS,
  BUYING_WIZARD,
  type BuyingFormValues,
  buyingStartingPoint,
  buyingStepBody,
  clearBuyingDraft,
  orderedBuyingDocuments,
} from './buying-draft';
import { DocumentsStep } from './documents-step';
import { type GenerateOrder, GenerateStep } from './generate-step';
import { ChangedElsewhere, IssueSummary } from './issue-summary';
import { type CustomerFormSlot, PartyStep } from './party-step';
import { PurchaseHandoverStep } from './purchase-handover-step';
import { PurchasePriceStep } from './purchase-price-step';
import type { DocumentUploadSlot } from './seller-invoice';
import { useBuyingTrade, useParty } from './use-trade';
import { useWizardSteps } from './use-wizard-steps';
import { useWizardLoad, WizardFrame, WizardGate } from './wizard-frame';
import { DOCUMENTS_STEP, GENERATE_STEP } from './wizard-draft';

/** What the buying wizard gets from other features (src/router.tsx): the customers form and the vehicle's document upload. */
export type BuyingSlots = { CustomerForm: CustomerFormSlot; DocumentUpload: DocumentUploadSlot };
type WizardProps = BuyingSlots & {
  vehicle: Vehicle;
  trade: BuyingTrade | null;
  /** Loads the purchase as it is now and starts the wizard again from it on `step` (after 409 9541). */
  onReload(step: number): Promise<void>;
};

/** The purchase's documents: the open purchase's first contract finishes it and records it on the vehicle. */
function purchaseOrder(open: boolean): GenerateOrder {
  return {
    orderType: 'BUYING',
    documentTexts: 'buying.documents.types',
    gate: open ? 'CONTRACT' : null,
    finished: (result) => open && result.documentType === 'CONTRACT',
    texts: {
      finished: 'buying.generate.purchased',
      gateFailed: 'buying.generate.gateFailed',
      list: 'buying.generate.list',
      zipName: 'buying.generate.zipName',
    },
    clearDraft: clearBuyingDraft,
  };
}

function BuyingWizard({ vehicle, trade, CustomerForm, DocumentUpload, onReload }: WizardProps) {
  const { t } = useTranslation();
  const { save } = useBuyingTrade(vehicle.id);
  const wizard = useWizardSteps({
    definition: BUYING_WIZARD,
    vehicleId: vehicle.id,
    trade,
    begin: () => buyingStartingPoint(vehicle.id, trade, vehicle),
    save: save.mutateAsync,
    onReload,
  });
  const { step, current, seen } = wizard;
  const finished = trade?.status === 'FINISHED';
  // A finished purchase is shown as it was recorded: its steps can be read, not changed.
  const readOnly = finished && step < DOCUMENTS_STEP;
  const seller = useParty(current.customerId, trade?.seller ?? null).data;

  // A finished purchase's steps are neither checked nor saved: Next only turns the page.
  const next = () =>
    wizard.next({
      check: finished ? null : [...BUYING_STEP_FIELDS[step]!],
      request: finished
        ? null
        : (saved) => ({
            docType: step === DOCUMENTS_STEP ? (orderedBuyingDocuments(saved.documents)[0] ?? 'CONTRACT') : 'CONTRACT',
            values: buyingStepBody(saved, step, { privateSeller: seller !== undefined && seller.type !== 'BUSINESS' }),
          }),
    });

  const notice = (
    <>
      {finished && <Alert type="info" showIcon title={t('buying.wizard.finished', { date: formatDate(trade.purchasedOn) })} />}
      {!finished && vehicle.status === 'SOLD' && <Alert type="warning" showIcon title={t('buying.wizard.sold')} />}
      {wizard.changedElsewhere && <ChangedElsewhere onReload={wizard.reload} />}
    </>
  );

  return (
    <WizardFrame
      title={t('buying.wizard.title')}
      vehicle={vehicle}
      notice={notice}
      steps={BUYING_STEPS.map((key) => t(`buying.wizard.steps.${key}`))}
      step={step}
      closed={() => wizard.generating}
      onStep={wizard.goTo}
      onNext={step < GENERATE_STEP ? () => void next() : undefined}
      saving={save.isPending}
      hold={wizard.customerHold ? t('buying.seller.finishNewCustomer') : null}
    >
      <Form<BuyingFormValues> {...wizard.formProps} disabled={readOnly}>
        {step === 0 && (
          <PartyStep
            role="seller"
            CustomerForm={CustomerForm}
            tradeParty={trade?.seller ?? null}
            {...wizard.party}
            idValidOn={current.contractDate ?? wizard.today}
            readOnly={finished}
          />
        )}
        {step === 1 && (
          <PurchasePriceStep
            vehicleId={vehicle.id}
            tradeSeller={trade?.seller ?? null}
            DocumentUpload={DocumentUpload}
            readOnly={finished}
          />
        )}
        {step === 2 && <PurchaseHandoverStep />}
        {step === DOCUMENTS_STEP && <DocumentsStep types={BUYING_DOCUMENT_TYPES} texts="buying.documents.types" />}
        {step === GENERATE_STEP && (
          <GenerateStep
            vehicleId={vehicle.id}
            tradeId={trade?.id ?? null}
            documents={orderedBuyingDocuments(current.documents)}
            input={{ language: current.language }}
            order={purchaseOrder(!finished)}
            onRunning={wizard.setGenerating}
            version={seen?.updatedAt ?? null}
            summary={seen && <IssueSummary texts="buying.generate" party={seen.seller} grossCents={seen.grossPrice} />}
            onReload={wizard.reload}
          />
        )}
      </Form>
    </WizardFrame>
  );
}

/**
 * The buying wizard, /buying/buying-documents/:id: seller, price, handover, documents, generate.
 * The id is the vehicle's.
 */
export default function BuyingWizardPage({ CustomerForm, DocumentUpload }: BuyingSlots) {
  usePageTitle('buying.wizard.title');
  const { id = '' } = useParams();
  const { trade } = useBuyingTrade(id);
  const load = useWizardLoad(id, trade, BUYING_WIZARD.drafts);
  return (
    <WizardGate {...load.gate} failedTitle="buying.wizard.loadFailed">
      {() => <BuyingWizard key={load.key} {...load.loaded()} CustomerForm={CustomerForm} DocumentUpload={DocumentUpload} />}
    </WizardGate>
  );
}
