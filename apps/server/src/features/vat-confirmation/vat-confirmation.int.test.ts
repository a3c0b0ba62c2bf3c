import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { vatConfirmations } from '../../platform/db/schema/vat-confirmations';
import { generateAndWait, sellableVehicle } from '../../test/documents-factories';
import { callAs, createCompanyUser, type CompanyUser } from '../../test/factories';
import { useTestContext } from '../../test/test-context';
import { askEvatr } from './evatr-client';

// The qualified confirmation of an intra-EU buyer's VAT id (§ 18e UStG) against a local server that
// answers as eVatR's published REST interface does (POST …/app/v1/abfrage, JSON): asked when the
// invoice is issued, every answer recorded with the trade, the invoice issued whatever the answer.

type Asked = Record<string, string>;
let evatr: Server;
let evatrUrl: string;
const asked: Asked[] = [];
/** How the local eVatR answers the next requests. */
let mode: 'answer' | 'busy' | 'html' | 'slow' = 'answer';

/** eVatR's registered data of the buyers the tests sell to. */
const REGISTERED: Record<string, { firmenname: string; ort: string; plz: string; strasse: string }> = {
  ATU13585627: { firmenname: 'Auto Wien GmbH', ort: 'Wien', plz: '1010', strasse: 'Kärntner Straße 1' },
};

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function handle(request: IncomingMessage, response: ServerResponse, body: string) {
  if (request.method !== 'POST' || request.url !== '/app/v1/abfrage') return answer(response, 404, { status: 'evatr-0007' });
  const query = JSON.parse(body) as Asked;
  asked.push(query);
  if (mode === 'busy')
    return answer(response, 503, { id: 'busy-1', anfrageZeitpunkt: '2026-06-15T10:00:01.000Z', status: 'evatr-0011' });
  if (mode === 'html') {
    response.writeHead(502, { 'content-type': 'text/html' });
    return response.end('<html>Bad Gateway</html>');
  }
  const base = { id: `req-${asked.length}`, anfrageZeitpunkt: '2026-06-15T10:00:01.000Z' };
  const registered = REGISTERED[query.angefragteUstid ?? ''];
  if (!registered) return answer(response, 404, { ...base, status: 'evatr-2001' });
  const result = (field: keyof typeof registered) =>
    query[field] === undefined ? 'C' : query[field] === registered[field] ? 'A' : 'B';
  const reply = () =>
    answer(response, 200, {
      ...base,
      status: 'evatr-0000',
      ergFirmenname: result('firmenname'),
      ergStrasse: result('strasse'),
      ergPlz: result('plz'),
      ergOrt: result('ort'),
    });
  if (mode === 'slow') setTimeout(reply, 1_000);
  else reply();
}

beforeAll(async () => {
  evatr = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => handle(request, response, body));
  });
  await new Promise<void>((resolve) => evatr.listen(0, '127.0.0.1', resolve));
  evatrUrl = `http://127.0.0.1:${(evatr.address() as AddressInfo).port}/app/v1/abfrage`;
});
// Registered before the app's hooks, so it runs after the app closed.
afterAll(async () => {
  await new Promise((resolve) => evatr.close(resolve));
});

const t = useTestContext(() => ({ env: { EVATR_URL: evatrUrl } }));
let dealer: CompanyUser;
let rival: CompanyUser;

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
});
beforeEach(() => {
  mode = 'answer';
  asked.length = 0;
});

const VIENNA = {
  type: 'BUSINESS',
  companyName: 'Auto Wien GmbH',
  vatId: 'ATU13585627',
  countryId: 16,
  streetAddress: 'Kärntner Straße',
  houseNumber: '1',
  postalCode: '1010',
  city: 'Wien',
} as const;
const INTRA_EU = { sectionType: '4.1b', vat: false, tradeType: 'BUSINESS', warranty: 'EXCLUDED' } as const;

type Confirmation = Record<string, unknown> & { outcome: string; results: Record<string, string | null> };

/** Sells a vehicle to `customer` and issues its invoice; answers the trade's id. */
async function issueInvoice(
  user: CompanyUser,
  customer: Record<string, unknown> = VIENNA,
  trade: Record<string, unknown> = INTRA_EU,
): Promise<string> {
  const { vehicleId } = await sellableVehicle(t, { user, customer, trade });
  const status = await generateAndWait(t, { user, vehicleId, type: 'INVOICE' });
  expect(status).toMatchObject({ status: 'DONE' });
  const sale = await callAs(t, `GET /api/user/vehicles/${vehicleId}/trades/SELLING`, { user });
  return (sale.json() as { data: { id: string; invoice_number: string } }).data.id;
}

async function confirmationsOf(tradeId: string, user: CompanyUser = dealer): Promise<Confirmation[]> {
  const response = await callAs(t, `GET /api/user/trades/${tradeId}/vat-confirmations`, { user });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Confirmation[] }).data;
}

describe('the qualified confirmation when the invoice of an intra-EU supply is issued', () => {
  it('asks for the buyer’s id, name and address with the company’s own id, and records the confirmation', async () => {
    const tradeId = await issueInvoice(dealer);
    expect(asked).toEqual([
      {
        anfragendeUstid: 'DE136695976',
        angefragteUstid: 'ATU13585627',
        firmenname: 'Auto Wien GmbH',
        ort: 'Wien',
        plz: '1010',
        strasse: 'Kärntner Straße 1',
      },
    ]);
    const [confirmation, ...older] = await confirmationsOf(tradeId);
    expect(older).toEqual([]);
    expect(confirmation).toMatchObject({
      trade_id: tradeId,
      requested_at: '2026-06-15T10:00:00.000Z',
      requester_vat_id: 'DE136695976',
      vat_id: 'ATU13585627',
      name: 'Auto Wien GmbH',
      street: 'Kärntner Straße 1',
      postal_code: '1010',
      city: 'Wien',
      outcome: 'CONFIRMED',
      status: 'evatr-0000',
      results: { name: 'A', street: 'A', postal_code: 'A', city: 'A' },
      answered_at: '2026-06-15T10:00:01.000Z',
      service_request_id: 'req-1',
      problem: null,
      error: null,
    });
  });

  it('records a name the register does not know as not confirmed (B), and the invoice is issued anyway', async () => {
    const tradeId = await issueInvoice(dealer, { ...VIENNA, companyName: 'Autohaus Wien KG' });
    const [confirmation] = await confirmationsOf(tradeId);
    expect(confirmation).toMatchObject({
      outcome: 'NOT_CONFIRMED',
      status: 'evatr-0000',
      results: { name: 'B', street: 'A', postal_code: 'A', city: 'A' },
    });
  });

  it('records an id that is not assigned (evatr-2001, answered as HTTP 404) as invalid', async () => {
    // Well formed with a right check digit, but not in the register.
    const tradeId = await issueInvoice(dealer, { ...VIENNA, vatId: 'ATU12345675' });
    const [confirmation] = await confirmationsOf(tradeId);
    expect(confirmation).toMatchObject({
      outcome: 'INVALID',
      status: 'evatr-2001',
      results: { name: null, street: null, postal_code: null, city: null },
      problem: null,
    });
  });

  it('records a service error (evatr-0011, HTTP 503) and an answer without a status as unavailable', async () => {
    mode = 'busy';
    const busy = await issueInvoice(dealer);
    expect(await confirmationsOf(busy)).toMatchObject([{ outcome: 'UNAVAILABLE', status: 'evatr-0011', problem: null }]);
    mode = 'html';
    const broken = await issueInvoice(dealer);
    expect(await confirmationsOf(broken)).toMatchObject([
      { outcome: 'UNAVAILABLE', status: null, problem: 'SERVICE_ERROR', error: 'HTTP 502' },
    ]);
  });

  it('records that no confirmation exists when eVatR cannot be reached, and the invoice is issued', async () => {
    const configured = t.ctx.config.evatrUrl;
    // A closed port on this machine, as the default test settings use.
    t.ctx.config.evatrUrl = 'http://127.0.0.1:2/app/v1/abfrage';
    try {
      const tradeId = await issueInvoice(dealer);
      const [confirmation] = await confirmationsOf(tradeId);
      expect(confirmation).toMatchObject({ outcome: 'UNAVAILABLE', status: null, problem: 'UNREACHABLE', vat_id: 'ATU13585627' });
      expect(confirmation!.error).toMatch(/ECONNREFUSED/);
    } finally {
      t.ctx.config.evatrUrl = configured;
    }
  });

  it('asks nothing for a sale that is not an intra-EU supply', async () => {
    const tradeId = await issueInvoice(dealer, { type: 'PRIVATE', firstName: 'Erika', lastName: 'Mustermann' }, {});
    expect(asked).toEqual([]);
    expect(await confirmationsOf(tradeId)).toEqual([]);
    const again = await callAs(t, `POST /api/user/trades/${tradeId}/vat-confirmations`, { user: dealer });
    expect(again.statusCode).toBe(422);
    expect((again.json() as { error: { code: string } }).error.code).toBe('9570');
  });
});

describe('asking again', () => {
  it('adds a request and keeps the earlier ones, newest first', async () => {
    mode = 'busy';
    const tradeId = await issueInvoice(dealer);
    mode = 'answer';
    t.clock.set(new Date('2026-06-15T10:05:00Z'));
    try {
      const again = await callAs(t, `POST /api/user/trades/${tradeId}/vat-confirmations`, { user: dealer });
      expect(again.statusCode).toBe(201);
      expect((again.json() as { data: Confirmation }).data).toMatchObject({
        outcome: 'CONFIRMED',
        requested_at: '2026-06-15T10:05:00.000Z',
      });
    } finally {
      t.clock.set(new Date('2026-06-15T10:00:00Z'));
    }
    const list = await confirmationsOf(tradeId);
    expect(list.map((confirmation) => [confirmation.outcome, confirmation.status])).toEqual([
      ['CONFIRMED', 'evatr-0000'],
      ['UNAVAILABLE', 'evatr-0011'],
    ]);
    const stored = await t.ctx.database.db.select().from(vatConfirmations).where(eq(vatConfirmations.tradeId, tradeId));
    expect(stored).toHaveLength(2);
  });
});

describe('another company', () => {
  it('can neither read nor ask for the confirmations of this company’s trade (404)', async () => {
    const tradeId = await issueInvoice(dealer);
    const read = await callAs(t, `GET /api/user/trades/${tradeId}/vat-confirmations`, { user: rival });
    expect(read.statusCode).toBe(404);
    const ask = await callAs(t, `POST /api/user/trades/${tradeId}/vat-confirmations`, { user: rival });
    expect(ask.statusCode).toBe(404);
    expect(await confirmationsOf(tradeId)).toHaveLength(1);
    const unknown = await callAs(t, `GET /api/user/trades/not-a-trade/vat-confirmations`, { user: dealer });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the eVatR client', () => {
  it('gives up after its timeout and says so', async () => {
    mode = 'slow';
    const outcome = await askEvatr(
      evatrUrl,
      {
        requesterVatId: 'DE136695976',
        vatId: 'ATU13585627',
        name: 'Auto Wien GmbH',
        street: null,
        postalCode: null,
        city: 'Wien',
      },
      200,
    );
    expect(outcome).toEqual({ problem: 'TIMEOUT', error: 'no answer within 0.2 s' });
  });

  it('leaves out the street and postcode it does not know, which eVatR then answers C (not asked)', async () => {
    const outcome = await askEvatr(evatrUrl, {
      requesterVatId: 'DE136695976',
      vatId: 'ATU13585627',
      name: 'Auto Wien GmbH',
      street: null,
      postalCode: null,
      city: 'Wien',
    });
    expect(asked).toEqual([
      { anfragendeUstid: 'DE136695976', angefragteUstid: 'ATU13585627', firmenname: 'Auto Wien GmbH', ort: 'Wien' },
    ]);
    expect(outcome).toMatchObject({
      answer: { status: 'evatr-0000', results: { name: 'A', street: 'C', postalCode: 'C', city: 'A' } },
    });
  });
});
