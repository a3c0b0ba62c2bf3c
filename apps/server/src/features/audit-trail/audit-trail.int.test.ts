import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordAuditEvent } from '../../platform/audit/audit-events';
import { createCustomer } from '../../test/customers-factories';
import { fetchDocumentFile, generateAndWait, sellableVehicle, waitForGeneration } from '../../test/documents-factories';
import { callAs, createCompany, createCompanyUser, type CompanyUser } from '../../test/factories';
import { dataOf, errorOf, type Json } from '../../test/responses';
import { useTestContext } from '../../test/test-context';

// The audit trail (GoBD) against real PostgreSQL, the real jobs and routes: the table refuses every
// change to its rows, even from the app's own role; each audited action writes its row with who,
// which request or job and the document's hash; the company reads and exports only its own trail.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;

beforeAll(async () => {
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
});

type Event = {
  id: string;
  occurred_at: string;
  user_id: string | null;
  user_name: string | null;
  action: string;
  object_type: string;
  object_id: string | null;
  label: string;
  request_id: string | null;
  document_sha256: string | null;
  details: Json;
};

async function trail(query = '', user: CompanyUser = dealer): Promise<{ data: Event[]; meta: Json }> {
  const response = await callAs(t, `GET /api/user/audit-events${query}`, { user });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Event[]; meta: Json };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const berlinToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

describe('audit_events is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE by the app’s own role (the table’s owner) and keeps the row as written', async () => {
    const company = await createCompany(t);
    await recordAuditEvent(t.ctx.database.db, {
      companyId: company.id,
      action: 'DOCUMENT_ISSUED',
      objectType: 'DOCUMENT',
      objectId: null,
      label: 'RE-2026-0001',
      documentSha256: 'a'.repeat(64),
    });
    const pool = t.ctx.database.pool;
    const { rows: owner } = await pool.query<{ owner: string; me: string }>(
      "select tableowner as owner, current_user as me from pg_tables where tablename = 'audit_events'",
    );
    expect(owner[0]!.owner).toBe(owner[0]!.me);
    await expect(
      pool.query("update audit_events set label = 'RE-2026-9999' where company_id = $1", [company.id]),
    ).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(pool.query('delete from audit_events where company_id = $1', [company.id])).rejects.toThrow(
      /append-only: DELETE refused/,
    );
    await expect(pool.query('truncate audit_events')).rejects.toThrow(/append-only: TRUNCATE refused/);
    const { rows } = await pool.query('select label, document_sha256 from audit_events where company_id = $1', [company.id]);
    expect(rows).toEqual([{ label: 'RE-2026-0001', document_sha256: 'a'.repeat(64) }]);
  });

  it('outlives its company: deleting the company keeps the trail (§ 147 AO, eight years)', async () => {
    const company = await createCompany(t);
    await recordAuditEvent(t.ctx.database.db, {
      companyId: company.id,
      action: 'VEHICLE_DELETED',
      objectType: 'VEHICLE',
      objectId: null,
      label: 'BMW 320d',
    });
    await t.ctx.database.pool.query('delete from companies where id = $1', [company.id]);
    const { rows } = await t.ctx.database.pool.query('select action from audit_events where company_id = $1', [company.id]);
    expect(rows).toEqual([{ action: 'VEHICLE_DELETED' }]);
  });

  it('writes nothing when the action’s transaction rolls back', async () => {
    const company = await createCompany(t);
    await expect(
      t.ctx.database.db.transaction(async (tx) => {
        await recordAuditEvent(tx, {
          companyId: company.id,
          action: 'DOCUMENT_ISSUED',
          objectType: 'DOCUMENT',
          objectId: null,
          label: 'x',
        });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    const { rows } = await t.ctx.database.pool.query('select 1 from audit_events where company_id = $1', [company.id]);
    expect(rows).toEqual([]);
  });
});

describe('what is recorded', () => {
  let vehicleId: string;
  let invoiceId: string;

  beforeAll(async () => {
    ({ vehicleId } = await sellableVehicle(t, { user: dealer }));
    const invoice = await generateAndWait(t, { user: dealer, vehicleId, type: 'INVOICE' });
    expect(invoice.status, JSON.stringify(invoice)).toBe('DONE');
    invoiceId = (invoice.result as { document_id: string }).document_id;
  });

  it('an issued invoice: its number, the user who asked, the job, and the SHA-256 of the stored PDF', async () => {
    const { data } = await trail('?action=DOCUMENT_ISSUED');
    const issued = data.find((event) => event.object_id === invoiceId)!;
    expect(issued).toMatchObject({
      user_id: dealer.id,
      object_type: 'DOCUMENT',
      details: { document_type: 'INVOICE', version: 1 },
    });
    expect(issued.label).toMatch(/\d/);
    const pdf = (await fetchDocumentFile(t, { user: dealer, vehicleId, documentId: invoiceId })).rawPayload;
    expect(issued.document_sha256).toBe(sha256(pdf));
    const { rows } = await t.ctx.database.pool.query('select suuid from job_runs where suuid = $1', [issued.request_id]);
    expect(rows).toHaveLength(1);
    const stored = await t.ctx.database.pool.query('select sha256 from generated_documents where id = $1', [invoiceId]);
    expect(stored.rows[0].sha256).toBe(sha256(pdf));
  });

  it('a second version of a document as regenerated', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await generateAndWait(t, { user: dealer, vehicleId, type: 'PROTOCOL' })).status).toBe('DONE');
    }
    const { data } = await trail('?object_type=DOCUMENT');
    const protocols = data.filter((event) => event.details.document_type === 'PROTOCOL');
    expect(protocols.map((event) => [event.action, event.details.version])).toEqual([
      ['DOCUMENT_REGENERATED', 2],
      ['DOCUMENT_ISSUED', 1],
    ]);
  });

  it('a cancellation: the trade cancelled with the invoice’s number, and its cancellation invoice issued', async () => {
    const [issued] = (await trail('?action=DOCUMENT_ISSUED')).data.filter((event) => event.object_id === invoiceId);
    const started = await callAs(t, `POST /api/user/vehicles/${vehicleId}/shtorno`, {
      user: dealer,
      body: { reason: 'Käufer tritt zurück' },
    });
    expect(started.statusCode, started.body).toBe(202);
    const done = await waitForGeneration(t, { user: dealer, suuid: started.json().data.suuid as string });
    expect(done.status, JSON.stringify(done)).toBe('DONE');
    const { data } = await trail('?action=TRADE_CANCELED');
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      object_type: 'TRADE',
      label: issued!.label,
      user_id: dealer.id,
      details: { reason: 'Käufer tritt zurück' },
    });
    expect(data[0]!.document_sha256).toMatch(/^[0-9a-f]{64}$/);
    const cancellation = (await trail('?action=DOCUMENT_ISSUED')).data.find(
      (event) => event.details.document_type === 'CANCELLATION',
    );
    expect(cancellation?.document_sha256).toBe(data[0]!.document_sha256);
  });

  it('deleting a vehicle and erasing a customer, under the request’s id; the erased customer by id only (GDPR)', async () => {
    const { vehicleId: other } = await sellableVehicle(t, { user: dealer });
    const headers = { ...dealer.headers, 'x-request-id': 'audit-delete-vehicle-1' };
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/vehicles/${other}`, headers })).statusCode).toBe(204);
    const customer = await createCustomer(t, dealer.companyId, { firstName: 'Erika', lastName: 'Löschmich' });
    const erased = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/clients/${customer.id}`,
      headers: { ...dealer.headers, 'x-request-id': 'audit-erase-customer-1' },
    });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    const [vehicle] = (await trail('?action=VEHICLE_DELETED')).data;
    expect(vehicle).toMatchObject({ object_id: other, request_id: 'audit-delete-vehicle-1', user_id: dealer.id });
    expect(vehicle!.label).not.toBe('');
    const [gone] = (await trail('?action=CUSTOMER_DELETED')).data;
    expect(gone).toMatchObject({ object_id: customer.id, label: '', request_id: 'audit-erase-customer-1' });
    expect(JSON.stringify(gone)).not.toContain('Löschmich');
  });

  it('a refused deletion records nothing', async () => {
    const before = (await trail()).meta.total;
    expect((await callAs(t, `DELETE /api/user/vehicles/${crypto.randomUUID()}`, { user: dealer })).statusCode).toBe(404);
    expect((await trail()).meta.total).toBe(before);
  });
});

describe('GET /api/user/audit-events and export.csv', () => {
  it('pages newest first with meta.total, filters by day, action, kind, user and label', async () => {
    const all = await trail('?per_page=2');
    expect(all.data).toHaveLength(2);
    expect(all.meta).toMatchObject({ page: 1, per_page: 2 });
    const total = all.meta.total as number;
    expect(total).toBeGreaterThan(4);
    expect(all.data[0]!.occurred_at >= all.data[1]!.occurred_at).toBe(true);
    const today = berlinToday();
    expect((await trail(`?from=${today}&to=${today}`)).meta.total).toBe(total);
    expect((await trail('?to=2020-01-01')).meta.total).toBe(0);
    expect((await trail(`?user_id=${dealer.id}`)).meta.total).toBe(total);
    expect((await trail(`?user_id=${rival.id}`)).meta.total).toBe(0);
    const vehicles = await trail('?object_type=VEHICLE');
    expect(vehicles.data.every((event) => event.object_type === 'VEHICLE')).toBe(true);
    const [invoice] = (await trail('?action=TRADE_CANCELED')).data;
    const found = await trail(`?search=${encodeURIComponent(invoice!.label)}&object_type=TRADE`);
    expect(found.data.map((event) => event.id)).toEqual([invoice!.id]);
    expect(found.data[0]!.user_name).not.toBeNull();
  });

  it('searches the object as the list writes it, in German and in English, not only the stored number', async () => {
    const issued = (await trail('?action=DOCUMENT_ISSUED&per_page=100')).data;
    const invoices = issued.filter((event) => event.details.document_type === 'INVOICE');
    expect(invoices.length).toBeGreaterThan(0);
    for (const term of ['rechnung', 'INVOICE', `Rechnung ${invoices[0]!.label}`, `Invoice ${invoices[0]!.label}`]) {
      const found = await trail(`?action=DOCUMENT_ISSUED&per_page=100&search=${encodeURIComponent(term)}`);
      expect(
        found.data.map((event) => event.id),
        term,
      ).toEqual(expect.arrayContaining([invoices[0]!.id]));
    }
    // "Stornorechnung" contains "rechnung": a cancellation invoice is found by it too, a contract never.
    const contracts = await trail('?search=Kaufvertrag');
    expect(contracts.data.every((event) => event.details.document_type === 'CONTRACT')).toBe(true);
    expect((await trail('?search=Rechnung%20Invoice')).meta.total).toBe(0);
  });

  it('refuses bad filters with 422 at the field', async () => {
    for (const from of ['2026-02-30', '07.12.2026', '2026-12-7']) {
      const bad = await callAs(t, `GET /api/user/audit-events?from=${from}`, { user: dealer });
      expect(bad.statusCode, from).toBe(422);
      expect(errorOf(bad).fields, from).toMatchObject({ from: '9590' });
    }
    const reversed = await callAs(t, 'GET /api/user/audit-events?from=2026-05-02&to=2026-05-01', { user: dealer });
    expect(reversed.statusCode).toBe(422);
    expect(errorOf(reversed).fields).toMatchObject({ to: '9591' });
    const unknown = await callAs(t, 'GET /api/user/audit-events?action=DROPPED', { user: dealer });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).fields).toHaveProperty('action');
  });

  it('shows a company only its own trail, in the list, the users and the CSV', async () => {
    expect((await trail('', rival)).meta.total).toBe(0);
    expect(dataOf(await callAs(t, 'GET /api/user/audit-events/users', { user: rival }))).toEqual([]);
    const users = dataOf<Json[]>(await callAs(t, 'GET /api/user/audit-events/users', { user: dealer }));
    expect(users.map((user) => user.id)).toEqual([dealer.id]);
    const csv = await callAs(t, 'GET /api/user/audit-events/export.csv?lang=en', { user: rival });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.replace('\uFEFF', '').trim().split('\r\n')).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/audit-events' })).statusCode).toBe(401);
  });

  it('exports the filtered trail as CSV for Excel: BOM, semicolons, CRLF, RFC 4180 quoting, headers in the language', async () => {
    const de = await callAs(t, 'GET /api/user/audit-events/export.csv?action=TRADE_CANCELED&lang=de', { user: dealer });
    expect(de.statusCode).toBe(200);
    expect(de.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(de.headers['content-disposition']).toMatch(/attachment; filename="protokoll-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(de.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = de.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Zeitpunkt;Benutzer;Aktion;Objekt;Nummer / Bezeichnung;SHA-256;Anfrage-ID;Details');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2};[^;]+;Storniert;Vorgang;/);
    // The details are JSON with quotes: quoted, the quotes doubled.
    expect(lines[1]).toMatch(/;"\{"".*""\}"$/);
    expect(lines[1]).toContain('""reason"":""Käufer tritt zurück""');
    const en = await callAs(t, 'GET /api/user/audit-events/export.csv?action=TRADE_CANCELED&lang=en', { user: dealer });
    const enLines = en.body.slice(1).split('\r\n');
    expect(enLines[0]).toBe('Time;User;Action;Object;Number / name;SHA-256;Request ID;Details');
    expect(enLines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2};[^;]+;Cancelled;Trade;/);
  });
});
