import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../platform/db/schema/customers';
import { createCustomer, customerBody, postCustomer } from '../../test/customers-factories';
import { createCompanyUser, type CompanyUser } from '../../test/factories';
import { useTestContext } from '../../test/test-context';

// Two tabs edit the same customer: the second save, made on the version the first one replaced, is
// refused (409 9541) instead of silently undoing the first change.

const t = useTestContext({ workJobs: false });
let dealer: CompanyUser;
let other: CompanyUser;

beforeAll(async () => {
  // A clock that stands still: the version must move on with every save all the same.
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
  other = await createCompanyUser(t);
});

function put(id: string, payload: object, ifMatch?: string) {
  const headers = ifMatch === undefined ? dealer.headers : { ...dealer.headers, 'if-match': `"${ifMatch}"` };
  return t.app.inject({ method: 'PUT', url: `/api/user/clients/${id}`, headers, payload });
}

const stored = async (id: string) => (await t.ctx.database.db.select().from(customers).where(eq(customers.id, id)))[0]!;

describe('PUT /api/user/clients/{id} with If-Match', () => {
  it('refuses the second tab’s save made on the old version (409 9541) and keeps the first change', async () => {
    const loaded = (await postCustomer(t, dealer, customerBody())).json().data;
    const tabA = await put(loaded.id, customerBody({ phoneNumber: '+4915112345678' }), loaded.updated_at);
    expect(tabA.statusCode).toBe(200);
    expect(tabA.json().data.updated_at).not.toBe(loaded.updated_at);

    const tabB = await put(loaded.id, customerBody({ city: 'Dresden' }), loaded.updated_at);
    expect(tabB.statusCode).toBe(409);
    expect(tabB.json().error.code).toBe('9541');
    const row = await stored(loaded.id);
    expect(row.phoneNumber).toBe('+4915112345678');
    expect(row.city).not.toBe('Dresden');
    expect(row.updatedAt.toISOString()).toBe(tabA.json().data.updated_at);
  });

  it('saves with the current version, and again with the version that save answered', async () => {
    const loaded = (await postCustomer(t, dealer, customerBody())).json().data;
    const first = await put(loaded.id, customerBody({ city: 'Bonn' }), loaded.updated_at);
    expect(first.statusCode).toBe(200);
    const second = await put(loaded.id, customerBody({ city: 'Köln' }), first.json().data.updated_at);
    expect(second.statusCode).toBe(200);
    expect((await stored(loaded.id)).city).toBe('Köln');
  });

  it('saves without If-Match (API clients that do not track versions), and moves the version on', async () => {
    const loaded = (await postCustomer(t, dealer, customerBody())).json().data;
    const res = await put(loaded.id, customerBody({ city: 'Essen' }));
    expect(res.statusCode).toBe(200);
    expect((await stored(loaded.id)).city).toBe('Essen');
    expect(res.json().data.updated_at > loaded.updated_at).toBe(true);
  });

  it('refuses an If-Match that is no time at all (9541)', async () => {
    const loaded = (await postCustomer(t, dealer, customerBody())).json().data;
    const res = await put(loaded.id, customerBody({ city: 'Essen' }), 'gestern');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('9541');
  });

  it('answers 404 for another company’s customer even with its current version, and changes nothing', async () => {
    const theirs = await createCustomer(t, other.companyId, { lastName: 'Fremdkunde' });
    const version = (await stored(theirs.id)).updatedAt.toISOString();
    const res = await put(theirs.id, customerBody({ lastName: 'Übernommen' }), version);
    expect(res.statusCode).toBe(404);
    expect((await stored(theirs.id)).lastName).toBe('Fremdkunde');
    const unknown = await put('00000000-0000-4000-8000-000000000000', customerBody(), version);
    expect(unknown.statusCode).toBe(404);
  });
});
