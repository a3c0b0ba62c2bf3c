import { beforeAll, describe, expect, it } from 'vitest';
import { createCompanyUser, type CompanyUser } from '../../test/factories';
import { useTestContext } from '../../test/test-context';
import { insertVehicles, vehicleInput } from '../../test/vehicles-factories';

// Two tabs edit the same vehicle: the second save, made on the version the first one replaced, is
// refused (409 9541) instead of silently putting the mileage back.

const t = useTestContext();
let dealer: CompanyUser;
let rival: CompanyUser;

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
});

function put(id: string, body: object, ifMatch?: string) {
  const headers = ifMatch === undefined ? dealer.headers : { ...dealer.headers, 'if-match': `"${ifMatch}"` };
  return t.app.inject({ method: 'PUT', url: `/api/user/vehicles/${id}`, headers, payload: body });
}
const get = (id: string, user: CompanyUser = dealer) =>
  t.app.inject({ method: 'GET', url: `/api/user/vehicles/${id}`, headers: user.headers });
const added = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/user/vehicles',
      headers: dealer.headers,
      payload: vehicleInput({ mileage: 10_000 }),
    })
  ).json().data;

describe('PUT /api/user/vehicles/{id} with If-Match', () => {
  it('answers the version with the vehicle (POST, GET and PUT)', async () => {
    const vehicle = await added();
    expect(vehicle.updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await get(vehicle.id)).json().data.updated_at).toBe(vehicle.updated_at);
  });

  it('refuses the second tab’s save made on the old version (409 9541) and keeps the first change', async () => {
    const loaded = await added();
    const tabA = await put(loaded.id, vehicleInput({ mileage: 54_321 }), loaded.updated_at);
    expect(tabA.statusCode).toBe(200);
    expect(tabA.json().data.updated_at).not.toBe(loaded.updated_at);

    const tabB = await put(loaded.id, vehicleInput({ mileage: 10_000, colour: 'Froschgrün' }), loaded.updated_at);
    expect(tabB.statusCode).toBe(409);
    expect(tabB.json().error.code).toBe('9541');
    const now = (await get(loaded.id)).json().data;
    expect(now).toMatchObject({ mileage: 54_321, updated_at: tabA.json().data.updated_at });
    expect(now.colour).not.toBe('Froschgrün');
  });

  it('saves with the current version, and again with the version that save answered', async () => {
    const loaded = await added();
    const first = await put(loaded.id, vehicleInput({ mileage: 20_000 }), loaded.updated_at);
    expect(first.statusCode).toBe(200);
    const second = await put(loaded.id, vehicleInput({ mileage: 30_000 }), first.json().data.updated_at);
    expect(second.statusCode).toBe(200);
    expect((await get(loaded.id)).json().data.mileage).toBe(30_000);
  });

  it('saves without If-Match, moving the version on', async () => {
    const loaded = await added();
    const res = await put(loaded.id, vehicleInput({ mileage: 11_111 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mileage).toBe(11_111);
    expect(res.json().data.updated_at > loaded.updated_at).toBe(true);
  });

  it('answers 404 for another company’s vehicle even with its current version, and changes nothing', async () => {
    const [id] = await insertVehicles(t, rival.companyId, [{ mileage: 777 }]);
    const version = (await get(id!, rival)).json().data.updated_at;
    const res = await put(id!, vehicleInput({ mileage: 1 }), version);
    expect(res.statusCode).toBe(404);
    expect((await get(id!, rival)).json().data.mileage).toBe(777);
  });
});
