import { expect, type Page } from '@playwright/test';

/**
 * The technical data every vehicle of the journeys shares: a petrol saloon with a manual gearbox,
 * first registered (a sale's invoice and contract print it and are refused without it).
 */
const TECHNICAL_DATA = {
  first_registered: '2021-04-12',
  bodywork: 'LIMOUSINE',
  construction_type: 'KFZ',
  fuel_type: 'PETROL',
  power: 110,
  engine_capacity: 1498,
  previous_owners: 1,
  doors: 5,
  euro_norm: 'EURO_6D',
  gear_type: 'Manual',
};

/**
 * Adds a vehicle straight through the API as the dealer logged in in the browser; `fields` (in the
 * API's snake_case) add the make, model, brief number, VIN and the rest. Answers the vehicle's id.
 */
export async function addVehicle(page: Page, fields: Record<string, unknown>): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('kontor.token') ?? '');
  const response = await page.request.post('/api/user/vehicles', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...TECHNICAL_DATA, ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}
