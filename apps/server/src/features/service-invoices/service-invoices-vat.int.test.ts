import type { CustomerInput } from '@kontor/domain/customers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../platform/db/schema/companies';
import { trades } from '../../platform/db/schema/trades';
import { createCustomer } from '../../test/customers-factories';
import { type GenerationStatus, pdfText, waitForGeneration } from '../../test/documents-factories';
import { callAs, createCompanyUser, type CompanyUser } from '../../test/factories';
import { dataOf, errorOf, type Json } from '../../test/responses';
import { useTestContext } from '../../test/test-context';

// A service invoice without VAT for a foreign business (§3a Abs. 2 UStG) and the customer's address
// (§14 Abs. 4 Nr. 1 UStG, §33 UStDV), through the HTTP API against the real PostgreSQL and job
// pipeline: the reason for no VAT stored, answered and printed (invoice, cost estimate, cancellation),
// each rule's refusal under its field, and another company never reaching it.

const t = useTestContext();

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
});

const BASE = '/api/user/service-invoices';
const VAT_LINE = /(Umsatzsteuer|VAT) \d+ %/;
/** 2.500,00 € of work: far over the small-amount invoice's 250 €. */
const ENGINE = [{ description: 'Motorinstandsetzung', quantity: 1, unitPrice: 250_000 }];

const BUSINESS: Partial<CustomerInput> = {
  type: 'BUSINESS',
  greeting: null,
  firstName: null,
  lastName: null,
  birthday: null,
  placeOfBirth: null,
  nationality: null,
  passport: null,
  passportExpired: null,
  passportFrom: null,
};
const AUSTRIAN: Partial<CustomerInput> = {
  ...BUSINESS,
  companyName: 'Autohandel Österreich Süd Gesellschaft m.b.H.',
  vatId: 'ATU13585627',
  countryId: 16,
  streetAddress: 'Triester Straße',
  houseNumber: '14',
  postalCode: '8020',
  city: 'Graz',
};
const SWISS: Partial<CustomerInput> = {
  ...BUSINESS,
  companyName: 'Garage Zürichsee Import-Export AG',
  vatId: null,
  countryId: 217,
  streetAddress: 'Seestrasse',
  houseNumber: '120',
  postalCode: '8002',
  city: 'Zürich',
};
const GERMAN: Partial<CustomerInput> = {
  ...AUSTRIAN,
  companyName: 'Autohandel Nord GmbH',
  vatId: 'DE136695976',
  countryId: 82,
  postalCode: '20095',
  city: 'Hamburg',
};
const NO_ADDRESS: Partial<CustomerInput> = { streetAddress: null, houseNumber: null, postalCode: null, city: null };

async function dealerWith(customer: Partial<CustomerInput>): Promise<{ user: CompanyUser; customerId: string }> {
  const user = await createCompanyUser(t);
  return { user, customerId: (await createCustomer(t, user.companyId, customer)).id };
}

async function draft(user: CompanyUser, body: Json): Promise<string> {
  const created = await callAs(t, `POST ${BASE}/trades/INVOICE`, { user, body: { lines: ENGINE, ...body } });
  expect(created.statusCode, created.body).toBe(201);
  return dataOf(created).id as string;
}

const startDocument = (user: CompanyUser, id: string, type = 'INVOICE') =>
  callAs(t, `POST ${BASE}/trades/${id}/documents/generate/${type}`, { user, body: {} });

async function made(user: CompanyUser, id: string, type = 'INVOICE'): Promise<GenerationStatus & { result: Json }> {
  const started = await startDocument(user, id, type);
  expect(started.statusCode, started.body).toBe(202);
  const done = await waitForGeneration(t, { user, suuid: started.json().data.suuid as string });
  expect(done.status, JSON.stringify(done)).toBe('DONE');
  return done as GenerationStatus & { result: Json };
}

async function pdfOf(user: CompanyUser, tradeId: string, documentId: string): Promise<string> {
  const view = await callAs(t, `GET ${BASE}/trades/${tradeId}/documents/${documentId}/view`, { user });
  const file = await t.app.inject({ method: 'GET', url: view.json().data.url as string });
  return pdfText(file.rawPayload);
}

const storedExemption = async (id: string) =>
  (await t.ctx.database.db.select({ value: trades.vatExemption }).from(trades).where(eq(trades.id, id)))[0]!.value;

describe('the reason for no VAT', () => {
  it('reverse charge to an Austrian business: stored, answered, and printed with both VAT ids and no VAT on the cost estimate, the invoice and its cancellation', async () => {
    const { user, customerId } = await dealerWith(AUSTRIAN);
    const id = await draft(user, { customerId, vat: false, vatExemption: 'REVERSE_CHARGE' });
    expect(await storedExemption(id)).toBe('REVERSE_CHARGE');
    const read = dataOf(await callAs(t, `GET ${BASE}/trades/${id}`, { user }));
    expect(read).toMatchObject({
      vat: false,
      vat_exemption: 'REVERSE_CHARGE',
      amounts: { vat_rate: 0, vat_exemption: 'REVERSE_CHARGE', vat_cents: 0, gross_cents: 250_000 },
    });

    const proposal = await made(user, id, 'PROPOSAL');
    const invoice = await made(user, id);
    for (const document of [proposal, invoice]) {
      const text = await pdfOf(user, id, document.result.document_id as string);
      expect(text).toContain('Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)');
      expect(text).toContain('USt-IdNr. des leistenden Unternehmers: DE136695976');
      expect(text).toContain('USt-IdNr. des Leistungsempfängers: ATU13585627');
      expect(text).toContain('Gesamtbetrag 2.500,00 €');
      expect(text).not.toMatch(VAT_LINE);
      expect(text).not.toContain('§ 19');
    }
    // Issued: the reason is frozen with the invoice.
    expect(dataOf(await callAs(t, `GET ${BASE}/trades/${id}`, { user }))).toMatchObject({
      status: 'FINISHED',
      vat_exemption: 'REVERSE_CHARGE',
      amounts: { vat_exemption: 'REVERSE_CHARGE' },
    });

    const cancel = await callAs(t, `POST ${BASE}/${id}/shtorno`, {
      user,
      body: { reason: 'Falscher Empfänger', language: 'en' },
    });
    expect(cancel.statusCode, cancel.body).toBe(202);
    const canceled = await waitForGeneration(t, { user, suuid: cancel.json().data.suuid as string });
    const text = await pdfOf(user, id, (canceled.result as Json).document_id as string);
    expect(text).toContain('Reverse charge: VAT is owed by the recipient (§13b UStG, Art. 196 VAT Directive)');
    expect(text).toContain("Recipient's VAT ID: ATU13585627");
    expect(text).toContain('-€2,500.00');
    expect(text).not.toMatch(VAT_LINE);
  });

  it('not taxable for a Swiss business: printed in English without VAT', async () => {
    const { user, customerId } = await dealerWith(SWISS);
    const id = await draft(user, { customerId, vat: false, vatExemption: 'NOT_TAXABLE', language: 'en' });
    const invoice = await made(user, id);
    const text = await pdfOf(user, id, invoice.result.document_id as string);
    expect(text).toContain('Not taxable in Germany (§3a(2) UStG)');
    expect(text).toContain('Total €2,500.00');
    expect(text).not.toMatch(VAT_LINE);
    expect(text).not.toMatch(/§ ?19|13b/);
    expect(await storedExemption(id)).toBe('NOT_TAXABLE');
  });

  it('assumes no reason when none is given without VAT: no document until the dealer chose one (9512, 0001), null with VAT', async () => {
    const { user, customerId } = await dealerWith({});
    const id = await draft(user, { customerId, vat: false });
    expect(dataOf(await callAs(t, `GET ${BASE}/trades/${id}`, { user }))).toMatchObject({
      vat_exemption: null,
      amounts: { vat_exemption: null },
    });
    const refused = await callAs(t, `POST ${BASE}/trades/${id}/documents/generate/INVOICE`, { user, body: {} });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code: '9512', fields: { vat_exemption: '0001' } });
    expect(dataOf(await callAs(t, `GET ${BASE}/trades/${id}`, { user }))).toMatchObject({
      status: 'PENDING',
      invoice_number: null,
    });

    const taxed = await callAs(t, `PUT ${BASE}/trades/${id}/INVOICE`, { user, body: { vat: true, vatExemption: 'NOT_TAXABLE' } });
    expect(dataOf(taxed)).toMatchObject({ vat: true, vat_exemption: null, amounts: { vat_exemption: null } });
    expect(await storedExemption(id)).toBeNull();

    // Chosen: the small business, refused until the company is one (9550); then the invoice says so.
    await callAs(t, `PUT ${BASE}/trades/${id}/INVOICE`, { user, body: { vat: false, vatExemption: 'SMALL_BUSINESS' } });
    const notSmall = await callAs(t, `POST ${BASE}/trades/${id}/documents/generate/INVOICE`, { user, body: {} });
    expect(errorOf(notSmall)).toMatchObject({ code: '9512', fields: { vat_exemption: '9550' } });
    await t.ctx.database.db.update(companies).set({ smallBusiness: true }).where(eq(companies.id, user.companyId));
    const chosen = await callAs(t, `PUT ${BASE}/trades/${id}/INVOICE`, {
      user,
      body: { vat: false, vatExemption: 'SMALL_BUSINESS' },
    });
    expect(dataOf(chosen)).toMatchObject({
      vat: false,
      vat_exemption: 'SMALL_BUSINESS',
      amounts: { vat_exemption: 'SMALL_BUSINESS' },
    });
    const text = await pdfOf(user, id, (await made(user, id)).result.document_id as string);
    expect(text).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet');
  });

  it('refuses a reason that is none of the three (422 5015, naming the three)', async () => {
    const { user } = await dealerWith({});
    const refused = await callAs(t, `POST ${BASE}/trades/INVOICE`, { user, body: { vat: false, vatExemption: 'EXPORT' } });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).fields).toEqual({ vat_exemption: '5015' });
    expect(refused.json().error.allowed).toEqual({ vat_exemption: ['SMALL_BUSINESS', 'REVERSE_CHARGE', 'NOT_TAXABLE'] });
  });
});

describe('the rules, checked before a document (422 9512 with the field)', () => {
  const refusal = async (user: CompanyUser, id: string, type = 'INVOICE') => {
    const answer = await startDocument(user, id, type);
    expect(answer.statusCode, answer.body).toBe(422);
    return errorOf(answer);
  };

  it.each([
    ['a German business', GERMAN],
    ['an Austrian private person', { ...AUSTRIAN, type: 'PRIVATE', vatId: null, firstName: 'Anna', lastName: 'Huber' }],
    ['an Austrian business without a VAT id', { ...AUSTRIAN, vatId: null }],
    ['an Austrian business with a German VAT id', { ...AUSTRIAN, vatId: 'DE136695976' }],
    ['a Swiss business', SWISS],
  ] as const)('the reverse charge to %s: 9538', async (_, customer) => {
    const { user, customerId } = await dealerWith(customer as Partial<CustomerInput>);
    const id = await draft(user, { customerId, vat: false, vatExemption: 'REVERSE_CHARGE' });
    expect(await refusal(user, id)).toMatchObject({ code: '9512', fields: { vat_exemption: '9538' } });
    expect(await refusal(user, id, 'PROPOSAL')).toMatchObject({ fields: { vat_exemption: '9538' } });
  });

  it('the reverse charge without the company’s own VAT id: 9540', async () => {
    const { user, customerId } = await dealerWith(AUSTRIAN);
    await t.ctx.database.db.update(companies).set({ vatId: null }).where(eq(companies.id, user.companyId));
    const id = await draft(user, { customerId, vat: false, vatExemption: 'REVERSE_CHARGE' });
    expect(await refusal(user, id)).toMatchObject({ code: '9512', fields: { vat_exemption: '9540' } });
  });

  it.each([
    ['an Austrian business', AUSTRIAN],
    ['a German business', GERMAN],
    ['a Swiss private person', { ...SWISS, type: 'PRIVATE', firstName: 'Urs', lastName: 'Meier' }],
  ] as const)('not taxable for %s: 9539', async (_, customer) => {
    const { user, customerId } = await dealerWith(customer as Partial<CustomerInput>);
    const id = await draft(user, { customerId, vat: false, vatExemption: 'NOT_TAXABLE' });
    expect(await refusal(user, id)).toMatchObject({ code: '9512', fields: { vat_exemption: '9539' } });
  });

  it('an invoice over 250 € gross to a customer with only a name: 9537 on the customer; nothing issued, no number taken', async () => {
    const { user, customerId } = await dealerWith(NO_ADDRESS);
    const id = await draft(user, { customerId, vat: true, vatRate: 19 });
    expect(await refusal(user, id)).toMatchObject({ code: '9512', fields: { customer_id: '9537' } });
    // The cost estimate is no invoice: it may go to a name.
    await made(user, id, 'PROPOSAL');
    // 210,08 € net is 250,00 € gross: a small-amount invoice may name the customer only (§33 UStDV).
    const small = await callAs(t, `PUT ${BASE}/trades/${id}/INVOICE`, {
      user,
      body: { lines: [{ description: 'Ölwechsel', quantity: 1, unitPrice: 21_008 }] },
    });
    expect(small.statusCode).toBe(200);
    expect((await made(user, id)).result.number).toMatch(/^\D*1$/);
  });

  it('the reverse charge needs the full address at any amount (§33 Satz 3 UStDV): 9537', async () => {
    const { user, customerId } = await dealerWith({ ...AUSTRIAN, streetAddress: null });
    const id = await draft(user, {
      customerId,
      vat: false,
      vatExemption: 'REVERSE_CHARGE',
      lines: [{ description: 'Ventil', quantity: 1, unitPrice: 1_000 }],
    });
    expect(await refusal(user, id)).toMatchObject({ code: '9512', fields: { customer_id: '9537' } });
  });
});

describe('another company', () => {
  it('never reads or changes the reason of a service invoice that is not its own', async () => {
    const { user, customerId } = await dealerWith(AUSTRIAN);
    const rival = await createCompanyUser(t);
    const id = await draft(user, { customerId, vat: false, vatExemption: 'REVERSE_CHARGE' });
    expect((await callAs(t, `GET ${BASE}/trades/${id}`, { user: rival })).statusCode).toBe(404);
    const changed = await callAs(t, `PUT ${BASE}/trades/${id}/INVOICE`, { user: rival, body: { vatExemption: 'NOT_TAXABLE' } });
    expect(changed.statusCode).toBe(404);
    expect((await startDocument(rival, id)).statusCode).toBe(404);
    expect(await storedExemption(id)).toBe('REVERSE_CHARGE');
    const theirs = (await callAs(t, `GET ${BASE}/trades`, { user: rival })).json().data as { items: Json[] }[];
    expect(theirs.flatMap((year) => year.items)).toEqual([]);
  });
});
