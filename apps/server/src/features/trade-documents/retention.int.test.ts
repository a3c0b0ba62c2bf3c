import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/customers-factories';
import { generateAndWait, sellableVehicle, waitForGeneration } from '../../test/documents-factories';
import { callAs, createCompanyUser, type CompanyUser, type TestUser } from '../../test/factories';
import { dataOf, errorOf, type Json } from '../../test/responses';
import { useTestContext } from '../../test/test-context';
import { companies } from '../../platform/db/schema/companies';
import { customers } from '../../platform/db/schema/customers';
import { generatedDocuments, trades } from '../../platform/db/schema/trades';
import { vehicleDocuments, vehicles } from '../../platform/db/schema/vehicles';
import { addVehicle } from '../../test/vehicles-factories';

// Retention (§ 147 AO, § 14b UStG; packages/domain/src/retention.ts) through the HTTP API and the
// database: an issued document, an issued or canceled trade and a vehicle whose invoice or contract is
// kept cannot be deleted before 31 December of the issue year + 8; each refusal names that day in the
// caller's language and leaves every row and file as it was. A customer's erasure removes the
// customer's record and says until when the issued documents keep their copy.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;

beforeAll(async () => {
  // Issued in 2026: kept to 31.12.2034.
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
});

const SERVICE = '/api/user/service-invoices';

/** A request as `user`, in `language` by Accept-Language. */
const callIn = (language: 'de' | 'en', route: string, user: TestUser) => {
  const [method, url] = route.split(' ') as ['DELETE' | 'GET', string];
  return t.app.inject({ method, url, headers: { ...user.headers, 'accept-language': language } });
};

async function documentsOf(tradeId: string) {
  return t.ctx.database.db.select().from(generatedDocuments).where(eq(generatedDocuments.tradeId, tradeId));
}

/** Every row and file of the trade as it is; a refused deletion must leave exactly this. */
async function snapshotOf(tradeId: string) {
  const [trade] = await t.ctx.database.db.select().from(trades).where(eq(trades.id, tradeId));
  const documents = await documentsOf(tradeId);
  const files = await Promise.all(documents.map(async (document) => (await t.ctx.storage.read(document.storageKey)).length));
  return { trade, documents, files };
}

/** A vehicle sold by an invoice issued on 15.06.2026. */
async function soldVehicle(user: CompanyUser = dealer) {
  const { vehicleId, customerId } = await sellableVehicle(t, {
    user,
    customer: { lastName: 'Aufbewahrt', passport: 'L01X00T47' },
  });
  const invoice = await generateAndWait(t, { user, vehicleId, type: 'INVOICE' });
  expect(invoice.status).toBe('DONE');
  const [trade] = await t.ctx.database.db.select().from(trades).where(eq(trades.vehicleId, vehicleId));
  return { vehicleId, customerId, tradeId: trade!.id };
}

/** An issued service invoice (its cost estimate first): the trade's id and its documents' ids. */
async function issuedServiceInvoice(user: CompanyUser = dealer) {
  const customerId = (await createCustomer(t, user.companyId, { type: 'BUSINESS', companyName: 'Spedition Rhein GmbH' })).id;
  const created = await callAs(t, `POST ${SERVICE}/trades/INVOICE`, {
    user,
    body: { customerId, make: 'MAN', model: 'TGE', lines: [{ description: 'Inspektion', quantity: 1, unitPrice: 8_900 }] },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = dataOf(created).id as string;
  const generate = async (type: string) => {
    const started = await callAs(t, `POST ${SERVICE}/trades/${id}/documents/generate/${type}`, { user, body: {} });
    expect(started.statusCode, started.body).toBe(202);
    const done = (await waitForGeneration(t, { user, suuid: started.json().data.suuid as string })) as { result: Json };
    return done.result.document_id as string;
  };
  const proposalId = await generate('PROPOSAL');
  const invoiceId = await generate('INVOICE');
  return { id, proposalId, invoiceId };
}

describe('a vehicle whose invoice is kept', () => {
  it('is not deleted (409 9556, until 31.12.2034), in German and English; nothing of it goes', async () => {
    const { vehicleId, tradeId } = await soldVehicle();
    const before = await snapshotOf(tradeId);
    expect(before.documents.map((document) => document.documentType)).toContain('INVOICE');

    const de = await callIn('de', `DELETE /api/user/vehicles/${vehicleId}`, dealer);
    expect(de.statusCode).toBe(409);
    expect(errorOf(de)).toMatchObject({ code: '9556', kept_until: '2034-12-31' });
    expect(errorOf(de).message).toBe(
      'Rechnungen und Verträge zu diesem Fahrzeug werden bis 31.12.2034 aufbewahrt (§ 147 AO): Das Fahrzeug kann nicht gelöscht werden. Ein verkauftes Fahrzeug bleibt unter „Verkauft“',
    );
    const en = await callIn('en', `DELETE /api/user/vehicles/${vehicleId}`, dealer);
    expect(errorOf(en)).toMatchObject({ code: '9556', kept_until: '2034-12-31' });
    expect(errorOf(en).message).toBe(
      'Invoices and contracts of this vehicle are kept until 31/12/2034 (§ 147 AO): the vehicle cannot be deleted. A sold vehicle stays under Sold',
    );

    expect(await snapshotOf(tradeId)).toEqual(before);
    const [vehicle] = await t.ctx.database.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(vehicle).toMatchObject({ status: 'SOLD' });
  });

  it('is another company’s: 404, and nothing of it goes', async () => {
    const { vehicleId, tradeId } = await soldVehicle();
    const before = await snapshotOf(tradeId);
    expect((await callIn('en', `DELETE /api/user/vehicles/${vehicleId}`, rival)).statusCode).toBe(404);
    expect(await snapshotOf(tradeId)).toEqual(before);
  });
});

describe('an issued service invoice and its documents', () => {
  it('refuses deleting the issued invoice (9558) and its invoice document (9557), naming 31.12.2034; a cost estimate may go', async () => {
    const { id, proposalId, invoiceId } = await issuedServiceInvoice();
    const before = await snapshotOf(id);

    const trade = await callIn('de', `DELETE ${SERVICE}/${id}`, dealer);
    expect(trade.statusCode).toBe(409);
    expect(errorOf(trade)).toMatchObject({ code: '9558', kept_until: '2034-12-31' });
    expect(errorOf(trade).message).toContain('bis 31.12.2034 aufbewahrt (§ 147 AO, § 14b UStG)');
    expect(errorOf(await callIn('en', `DELETE ${SERVICE}/${id}`, dealer)).message).toContain(
      'kept with its trade until 31/12/2034',
    );

    const document = await callIn('en', `DELETE ${SERVICE}/trades/${id}/documents/${invoiceId}`, dealer);
    expect(document.statusCode).toBe(409);
    expect(errorOf(document)).toMatchObject({
      code: '9557',
      kept_until: '2034-12-31',
      message: 'The document is issued and kept until 31/12/2034 (§ 147 AO): it cannot be deleted',
    });
    const documentDe = await callIn('de', `DELETE ${SERVICE}/trades/${id}/documents/${invoiceId}`, dealer);
    expect(errorOf(documentDe).message).toBe(
      'Das Dokument ist ausgestellt und wird bis 31.12.2034 aufbewahrt (§ 147 AO): Es kann nicht gelöscht werden',
    );
    expect(await snapshotOf(id)).toEqual(before);

    // Another company reaches neither.
    expect((await callIn('de', `DELETE ${SERVICE}/${id}`, rival)).statusCode).toBe(404);
    expect((await callIn('de', `DELETE ${SERVICE}/trades/${id}/documents/${invoiceId}`, rival)).statusCode).toBe(404);
    expect(await snapshotOf(id)).toEqual(before);

    // A cost estimate is no booking voucher: it goes, its file with it.
    expect((await callIn('de', `DELETE ${SERVICE}/trades/${id}/documents/${proposalId}`, dealer)).statusCode).toBe(204);
    expect((await documentsOf(id)).map((row) => row.documentType)).toEqual(['INVOICE']);
  });

  it('refuses deleting a canceled one (9559) with its invoice and cancellation invoice kept', async () => {
    const { id } = await issuedServiceInvoice();
    const started = await callAs(t, `POST ${SERVICE}/${id}/shtorno`, { user: dealer, body: { reason: 'Falscher Kunde' } });
    expect(started.statusCode, started.body).toBe(202);
    await waitForGeneration(t, { user: dealer, suuid: started.json().data.suuid as string });
    const before = await snapshotOf(id);
    expect(before.trade).toMatchObject({ status: 'REJECTED' });

    const de = await callIn('de', `DELETE ${SERVICE}/${id}`, dealer);
    expect(de.statusCode).toBe(409);
    expect(errorOf(de)).toMatchObject({
      code: '9559',
      kept_until: '2034-12-31',
      message:
        'Der stornierte Handel und seine Rechnungen werden bis 31.12.2034 aufbewahrt (§ 147 AO): Er kann nicht gelöscht werden',
    });
    const en = await callIn('en', `DELETE ${SERVICE}/${id}`, dealer);
    expect(errorOf(en).message).toBe(
      'The canceled trade and its invoices are kept until 31/12/2034 (§ 147 AO): it cannot be deleted',
    );
    expect(await snapshotOf(id)).toEqual(before);
    expect(before.documents.map((row) => row.documentType).sort()).toEqual(['CANCELLATION', 'INVOICE', 'PROPOSAL']);
  });
});

describe('a canceled purchase’s seller invoice', () => {
  it('stays with its vehicle: neither the upload (9557) nor the vehicle (9556) is deleted before 31.12.2034', async () => {
    const vehicleId = await addVehicle(t, dealer.companyId);
    const storageKey = `companies/${dealer.companyId}/vehicles/${vehicleId}/seller-invoice.pdf`;
    await t.ctx.storage.put(storageKey, Buffer.from('%PDF-1.4 seller invoice'));
    const [upload] = await t.ctx.database.db
      .insert(vehicleDocuments)
      .values({
        companyId: dealer.companyId,
        vehicleId,
        fileName: 'rechnung.pdf',
        mimeType: 'application/pdf',
        storageKey,
        size: 23,
      })
      .returning({ id: vehicleDocuments.id });
    const seller = await createCustomer(t, dealer.companyId, {
      type: 'BUSINESS',
      companyName: 'Autohandel Nord GmbH',
      vatId: 'DE136695976',
    });
    const saved = await callAs(t, `POST /api/user/vehicles/${vehicleId}/trades/BUYING/CONTRACT`, {
      user: dealer,
      body: {
        customerId: seller.id,
        grossPrice: 1_190_000,
        vat: true,
        vatRate: 19,
        sellerInvoiceNumber: 'AN-2026-17',
        sellerInvoiceDate: '2026-06-12',
        sellerInvoiceDocumentId: upload!.id,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await generateAndWait(t, { user: dealer, vehicleId, type: 'CONTRACT', orderType: 'BUYING' })).status).toBe('DONE');
    const started = await callAs(t, `POST /api/user/vehicles/${vehicleId}/shtorno`, {
      user: dealer,
      body: { reason: 'Ankauf geplatzt', orderType: 'BUYING' },
    });
    expect(started.statusCode, started.body).toBe(202);
    expect((await waitForGeneration(t, { user: dealer, suuid: started.json().data.suuid as string })).status).toBe('DONE');

    const file = await callIn('en', `DELETE /api/user/vehicles/${vehicleId}/documents/${upload!.id}`, dealer);
    expect(file.statusCode).toBe(409);
    expect(errorOf(file)).toMatchObject({
      code: '9557',
      kept_until: '2034-12-31',
      message: 'The document is issued and kept until 31/12/2034 (§ 147 AO): it cannot be deleted',
    });
    const vehicle = await callIn('de', `DELETE /api/user/vehicles/${vehicleId}`, dealer);
    expect(vehicle.statusCode).toBe(409);
    expect(errorOf(vehicle)).toMatchObject({ code: '9556', kept_until: '2034-12-31' });
    expect(errorOf(vehicle).message).toContain('bis 31.12.2034 aufbewahrt');
    // Another company's dealer reaches neither.
    expect((await callIn('de', `DELETE /api/user/vehicles/${vehicleId}/documents/${upload!.id}`, rival)).statusCode).toBe(404);
    expect((await callIn('de', `DELETE /api/user/vehicles/${vehicleId}`, rival)).statusCode).toBe(404);

    expect(await t.ctx.database.db.select().from(vehicleDocuments).where(eq(vehicleDocuments.id, upload!.id))).toHaveLength(1);
    expect((await t.ctx.storage.read(storageKey)).toString()).toBe('%PDF-1.4 seller invoice');
    expect(await t.ctx.database.db.select().from(vehicles).where(eq(vehicles.id, vehicleId))).toHaveLength(1);
  });
});

describe('the database keeps them whatever the path', () => {
  it('refuses deleting an issued invoice, an issued trade, and the company that owns them', async () => {
    const { tradeId } = await soldVehicle();
    const before = await snapshotOf(tradeId);
    const invoice = before.documents.find((document) => document.documentType === 'INVOICE')!;
    const pool = t.ctx.database.pool;
    await expect(pool.query('delete from generated_documents where id = $1', [invoice.id])).rejects.toMatchObject({
      code: '23001',
      message: expect.stringContaining('is kept until 2034-12-31'),
    });
    await expect(pool.query('delete from trades where id = $1', [tradeId])).rejects.toMatchObject({ code: '23001' });
    const owner = await createCompanyUser(t);
    const { tradeId: ownTrade } = await soldVehicle(owner);
    // The company's cascade reaches its trades and documents, and the triggers stop it whole (its
    // users first: they keep a company by a plain reference).
    await pool.query('delete from users where company_id = $1', [owner.companyId]);
    await expect(pool.query('delete from companies where id = $1', [owner.companyId])).rejects.toMatchObject({
      code: '23001',
      message: expect.stringContaining('is kept until 2034-12-31 (§ 147 AO)'),
    });
    expect(await t.ctx.database.db.select().from(companies).where(eq(companies.id, owner.companyId))).toHaveLength(1);
    expect((await snapshotOf(ownTrade)).documents.length).toBeGreaterThan(0);
    expect(await snapshotOf(tradeId)).toEqual(before);
  });
});

describe('a customer’s erasure', () => {
  it('removes the customer’s record, keeps the issued invoice’s copy and answers until when', async () => {
    const { customerId, tradeId } = await soldVehicle();
    const before = await snapshotOf(tradeId);

    expect((await callIn('de', `DELETE /api/user/clients/${customerId}`, rival)).statusCode).toBe(404);
    const erased = await callIn('de', `DELETE /api/user/clients/${customerId}`, dealer);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({ data: { kept_until: '2034-12-31' } });

    // Removed: the record with the contact, birth and ID data and the notes.
    expect(await t.ctx.database.db.select().from(customers).where(eq(customers.id, customerId))).toEqual([]);
    expect((await callIn('de', `GET /api/user/clients/${customerId}`, dealer)).statusCode).toBe(404);
    // Kept: the trade's copy of the party and the issued invoice with the party as printed, its file too.
    const after = await snapshotOf(tradeId);
    expect(after.trade!.customerId).toBeNull();
    expect(after.trade!.buyer).toMatchObject({ lastName: 'Aufbewahrt', passport: 'L01X00T47' });
    expect(after.documents).toEqual(before.documents);
    expect(after.files).toEqual(before.files);
    expect(JSON.stringify(after.documents.find((document) => document.documentType === 'INVOICE')!.content)).toContain(
      'Aufbewahrt',
    );
  });
});
