import type { JobStatusView } from '@kontor/domain/jobs';
import type { CustomerInput } from '@kontor/domain/customers';
import type { SaleInput } from '@kontor/domain/trades';
import { extractText, getDocumentProxy } from 'unpdf';
import { createCustomer } from './customers-factories';
import { callAs, type CompanyUser } from './factories';
import type { Json } from './responses';
import type { TestContext } from './test-context';
import { saveStep } from './trades-factories';
import { insertVehicles } from './vehicles-factories';

// Generated documents through the HTTP API: a vehicle ready to be sold, the generate call, its job
// watched until it ends, and the PDF's text read back by pdf.js.

export type GenerationStatus = JobStatusView & {
  result:
    | { document_id: string; document_type: string; number: string | null; vehicle_sold: boolean }
    | { fields?: Record<string, string> }
    | null;
};

/** A business buyer in Austria with a valid VAT id: the buyer of an intra-EU supply (§ 4 Nr. 1b, § 6a UStG). */
export const AUSTRIAN_BUSINESS_BUYER: Partial<CustomerInput> = {
  type: 'BUSINESS',
  companyName: 'Auto Wien GmbH',
  vatId: 'ATU13585627',
  countryId: 16,
  postalCode: '1010',
  city: 'Wien',
};

/** A vehicle in stock with a sale naming a customer and a price (23.800,00 € incl. 19 % VAT unless `trade` says else). */
export async function sellableVehicle(
  t: TestContext,
  { user, trade = {}, customer = {} }: { user: CompanyUser; trade?: SaleInput; customer?: Partial<CustomerInput> },
): Promise<{ vehicleId: string; customerId: string }> {
  const [vehicleId] = (await insertVehicles(t, user.companyId, [{}])) as [string];
  const { id: customerId } = await createCustomer(t, user.companyId, customer);
  const saved = await saveStep(t, {
    user,
    vehicleId,
    docType: 'INVOICE',
    body: { customerId, grossPrice: 2_380_000, vat: true, vatRate: 19, ...trade },
  });
  if (saved.statusCode !== 200) throw new Error(`saving the trade failed: ${saved.body}`);
  return { vehicleId, customerId };
}

type Generate = {
  user: CompanyUser;
  vehicleId: string;
  type: string;
  body?: { language?: string; invoiceNumber?: string };
  orderType?: string;
};

export function generate(t: TestContext, { user, vehicleId, type, body, orderType = 'SELLING' }: Generate) {
  return callAs(t, `POST /api/user/vehicles/${vehicleId}/documents/generate/${type}/order/${orderType}`, { user, body });
}

/** The vehicle's generated documents as listed to `user`. */
export async function listDocuments(
  t: TestContext,
  { user, vehicleId }: { user: CompanyUser; vehicleId: string },
): Promise<Json[]> {
  return (await callAs(t, `GET /api/user/vehicles/${vehicleId}/documents/generated`, { user })).json().data as Json[];
}

/** The generate job's payload for the German invoice of the vehicle's sale, as the route queues it (to run the job by hand). */
export function invoiceJobPayload({ companyId, vehicleId }: { companyId: string; vehicleId: string }) {
  return {
    companyId,
    vehicleId,
    orderType: 'SELLING' as const,
    documentType: 'INVOICE' as const,
    language: 'de' as const,
    invoiceNumber: null,
  };
}

/** Polls the job's status until it is DONE or FAILED (bounded: a job that never ends fails the test). */
export async function waitForGeneration(
  t: TestContext,
  { user, suuid }: { user: CompanyUser; suuid: string },
): Promise<GenerationStatus> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await callAs(t, `GET /api/user/vehicles/uploading-documents-status/${suuid}`, { user });
    const data = response.json().data as GenerationStatus;
    if (data.status === 'DONE' || data.status === 'FAILED') return data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`generation ${suuid} did not finish`);
}

/** Generates a document and waits for its job; the request itself must be accepted (202). */
export async function generateAndWait(t: TestContext, request: Generate): Promise<GenerationStatus> {
  const started = await generate(t, request);
  if (started.statusCode !== 202) throw new Error(`generate answered ${started.statusCode}: ${started.body}`);
  return waitForGeneration(t, { user: request.user, suuid: started.json().data.suuid as string });
}

/** The document's file through its signed view URL, fetched without the Authorization header. */
export async function fetchDocumentFile(
  t: TestContext,
  { user, vehicleId, documentId }: { user: CompanyUser; vehicleId: string; documentId: string },
) {
  const view = await callAs(t, `GET /api/user/vehicles/${vehicleId}/documents/${documentId}/view`, { user });
  if (view.statusCode !== 200) throw new Error(`view answered ${view.statusCode}: ${view.body}`);
  return t.app.inject({ method: 'GET', url: view.json().data.url as string });
}

/** The PDF's text as pdf.js reads it (its content streams are compressed), whitespace collapsed. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
