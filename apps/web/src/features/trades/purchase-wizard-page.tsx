import { PURCHASE_DOCUMENT_TYPES, type Purchase } from '@kontor/domain/purchase';
import type { Vehicle } from '@kontor/domain/vehicles';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate } from '../../app/format';
import { usePageTitle } from '../../app/page-title';
import {
  PURCHASE_STEP_FIELDS,
  PURCHASE_STEPS,
  PURCHASE_WIZARD,
  type PurchaseFormValues,
  purchaseStartingPoint,
  clearPurchaseDraft,
  orderedPurchaseDocuments,
} from './purchase-draft';
import { DocumentsStep } from './documents-step';
import { type GenerateOrder, GenerateStep } from './generate-step';
import { ChangedElsewhere, IssueSummary } from './issue-summary';
import { type CustomerFormSlot, PartyStep } from './party-step';
import { PurchaseHandoverStep } from './purchase-handover-step';
import { PurchasePriceStep } from './purchase-price-step';
import type { DocumentUploadSlot } from './seller-invoice';
import { usePurchase, useParty } from './use-trade';
import { DOCUMENTS_STEP, GENERATE_STEP, useWizardLoad, useWizardSteps } from './wizard-state';
import { WizardFrame, WizardGate } from './wizard-frame';

/** What the purchase wizard gets from other features (src/router.tsx): the customers form and the vehicle's document upload. */
export type PurchaseSlots = { CustomerForm: CustomerFormSlot; DocumentUpload: DocumentUploadSlot };
type WizardProps = PurchaseSlots & {
  vehicle: Vehicle;
  trade: Purchase | null;
  /** Loads the purchase as it is now and starts the wizard again from it on `step` (after 409 9541). */
  onReload(step: number): Promise<void>;
};

/** The purchase's documents: the open purchase's first contract finishes it and records it on the vehicle. */
function purchaseOrder(open: boolean): GenerateOrder {
  return {
    orderType: 'BUYING',
    documentTexts: 'purchase.documents.types',
    gate: open ? 'CONTRACT' : null,
    finished: (result) => open && result.documentType === 'CONTRACT',
    texts: {
      finished: 'purchase.generate.purchased',
      gateFailed: 'purchase.generate.gateFailed',
      list: 'purchase.generate.list',
      zipName: 'purchase.generate.zipName',
    },
    clearDraft: clearPurchaseDraft,
  };
}

function PurchaseWizard({ vehicle, trade, CustomerForm, DocumentUpload, onReload }: WizardProps) {
  const { t } = useTranslation();
  const { save } = usePurchase(vehicle.id);
  const wizard = useWizardSteps({
    definition: PURCHASE_WIZARD,
    vehicleId: vehicle.id,
    trade,
    begin: () => purchaseStartingPoint(vehicle.id, trade, vehicle),
    save: save.mutateAsync,
    onReload,
  });
  const { step, current, seen } = wizard;
  const finished = trade?.status === 'FINISHED';
  // A finished purchase is shown as it was recorded: its steps can be read, not changed.
  const readOnly = finished && step < DOCUMENTS_STEP;
  const seller = useParty(current.customerId, trade?.seller ?? null).data;

  // A finished purchase's steps are not checked (nor saved): Next only turns the page.
  const next = () =>
    wizard.next(finished ? null : [...PURCHASE_STEP_FIELDS[step]!], {
      privateSeller: seller !== undefined && seller.type !== 'BUSINESS',
    });

  const notice = (
    <>
      {finished && <Alert type="info" showIcon title={t('purchase.wizard.finished', { date: formatDate(trade.purchasedOn) })} />}
      {!finished && vehicle.status === 'SOLD' && <Alert type="warning" showIcon title={t('purchase.wizard.sold')} />}
      {wizard.changedElsewhere && <ChangedElsewhere onReload={wizard.reload} />}
    </>
  );

  return (
    <WizardFrame
      title={t('purchase.wizard.title')}
      vehicle={vehicle}
      notice={notice}
      steps={PURCHASE_STEPS.map((key) => t(`purchase.wizard.steps.${key}`))}
      step={step}
      closed={() => wizard.generating}
      onStep={wizard.goTo}
      onNext={step < GENERATE_STEP ? () => void next() : undefined}
      saving={save.isPending}
      hold={wizard.customerHold ? t('purchase.seller.finishNewCustomer') : null}
    >
      <Form<PurchaseFormValues> {...wizard.formProps} disabled={readOnly}>
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
            onReceived={wizard.adopt}
          />
        )}
        {step === 2 && <PurchaseHandoverStep />}
        {step === DOCUMENTS_STEP && <DocumentsStep types={PURCHASE_DOCUMENT_TYPES} texts="purchase.documents.types" />}
        {step === GENERATE_STEP && (
          <GenerateStep
            vehicleId={vehicle.id}
            tradeId={trade?.id ?? null}
            documents={orderedPurchaseDocuments(current.documents)}
            input={{ language: current.language }}
            order={purchaseOrder(!finished)}
            onRunning={wizard.setGenerating}
            version={seen?.updatedAt ?? null}
            summary={seen && <IssueSummary texts="purchase.generate" party={seen.seller} grossCents={seen.grossPrice} />}
            onReload={wizard.reload}
          />
        )}
      </Form>
    </WizardFrame>
  );
}

/**
 * The purchase wizard, /buying/buying-documents/:id: seller, price, handover, documents, generate.
 * The id is the vehicle's.
 */
export default function PurchaseWizardPage({ CustomerForm, DocumentUpload }: PurchaseSlots) {
  usePageTitle('purchase.wizard.title');
  const { id = '' } = useParams();
  const { trade } = usePurchase(id);
  const load = useWizardLoad(id, trade, PURCHASE_WIZARD.drafts);
  return (
    <WizardGate {...load.gate} failedTitle="purchase.wizard.loadFailed">
      {() => <PurchaseWizard key={load.key} {...load.loaded()} CustomerForm={CustomerForm} DocumentUpload={DocumentUpload} />}
    </WizardGate>
  );
}
