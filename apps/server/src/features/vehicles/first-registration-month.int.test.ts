import { addDays, todayInBerlin } from '@kontor/domain/business-calendar';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../platform/db/schema/vehicles';
import { createCustomer } from '../../test/customers-factories';
import { fetchDocumentFile, generateAndWait, pdfText } from '../../test/documents-factories';
import { callAs, createCompanyUser, type CompanyUser, type Route } from '../../test/factories';
import { errorOf } from '../../test/responses';
import { useTestContext } from '../../test/test-context';
import { saveStep } from '../../test/trades-factories';
import { vehicleInput } from '../../test/vehicles-factories';

// A first registration known by its month only (EZ 03/2019): taken as YYYY-MM, stored as its first day
// with precision MONTH, answered as it was given, sorted and filtered as a month, printed as 03.2019.

const t = useTestContext();
let dealer: CompanyUser;

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  dealer = await createCompanyUser(t);
});

const call = (route: Route, body?: unknown) => callAs(t, route, { user: dealer, body });

async function addVehicle(firstRegistered: string | null, model: string): Promise<string> {
  const response = await call('POST /api/user/vehicles', vehicleInput({ firstRegistered, model }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

describe('a first registration known by its month', () => {
  it('is stored as its first day with precision MONTH and answered as the month; a day stays a day', async () => {
    const created = await call('POST /api/user/vehicles', vehicleInput({ firstRegistered: '2019-03', model: 'Polo' }));
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    expect(created.json().data.first_registered).toBe('2019-03');
    expect((await call(`GET /api/user/vehicles/${id}`)).json().data.first_registered).toBe('2019-03');
    const [row] = await t.ctx.database.db
      .select({ day: vehicles.firstRegistered, precision: vehicles.firstRegisteredPrecision })
      .from(vehicles)
      .where(eq(vehicles.id, id));
    expect(row).toEqual({ day: '2019-03-01', precision: 'MONTH' });

    // Changed to a day, it is a day again (and back to a month).
    const day = await call(`PUT /api/user/vehicles/${id}`, vehicleInput({ firstRegistered: '2019-03-01', model: 'Polo' }));
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().data.first_registered).toBe('2019-03-01');
    const month = await call(`PUT /api/user/vehicles/${id}`, vehicleInput({ firstRegistered: '2019-03', model: 'Polo' }));
    expect(month.json().data.first_registered).toBe('2019-03');
  });

  it('refuses a month after the current one (9312) and text that is no day or month (5003) at the field', async () => {
    // The schema's today is Berlin's real one, as the form's.
    const thisMonth = todayInBerlin().slice(0, 7);
    const nextMonth = addDays(`${thisMonth}-01`, 31).slice(0, 7);
    for (const [firstRegistered, code] of [
      [nextMonth, '9312'],
      ['2031-04', '9312'],
      ['03/2019', '5003'],
      ['2019-13', '5003'],
      ['März 2019', '5003'],
    ] as const) {
      const refused = await call('POST /api/user/vehicles', vehicleInput({ firstRegistered }));
      expect(refused.statusCode, firstRegistered).toBe(422);
      expect(errorOf(refused).fields, firstRegistered).toMatchObject({ first_registered: code });
    }
    // The current month is not in the future.
    expect((await call('POST /api/user/vehicles', vehicleInput({ firstRegistered: thisMonth }))).statusCode).toBe(201);
  });

  it('is sorted by its first day and passes a list filter bound within its month', async () => {
    const owner = await createCompanyUser(t);
    const add = async (firstRegistered: string, model: string) => {
      const response = await callAs(t, 'POST /api/user/vehicles', {
        user: owner,
        body: vehicleInput({ firstRegistered, model }),
      });
      expect(response.statusCode).toBe(201);
    };
    await add('2019-02-27', 'Feb');
    await add('2019-03', 'March');
    await add('2019-03-12', 'Twelfth');
    await add('2019-04-02', 'April');
    const list = async (query: string) => {
      const response = await callAs(t, `GET /api/user/vehicles?per_page=50&${query}`, { user: owner });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as Array<{ model: string; first_registered: string }>).map(
        (v) => `${v.model} ${v.first_registered}`,
      );
    };
    expect(await list('sort=first_registered')).toEqual([
      'Feb 2019-02-27',
      'March 2019-03',
      'Twelfth 2019-03-12',
      'April 2019-04-02',
    ]);
    expect(await list('sort=-first_registered')).toEqual([
      'April 2019-04-02',
      'Twelfth 2019-03-12',
      'March 2019-03',
      'Feb 2019-02-27',
    ]);
    // From the 15th: March may have been registered on any day of it, so it is listed; the 12th is not.
    expect(await list('sort=first_registered&first_registered_from=2019-03-15')).toEqual(['March 2019-03', 'April 2019-04-02']);
    expect(await list('sort=first_registered&first_registered_to=2019-03-01')).toEqual(['Feb 2019-02-27', 'March 2019-03']);
    expect(await list('sort=first_registered&first_registered_from=2019-03-20&first_registered_to=2019-03-31')).toEqual([
      'March 2019-03',
    ]);
    expect(await list('sort=first_registered&first_registered_from=2019-04-01')).toEqual(['April 2019-04-02']);
    // A filter with another one, as the filter index reads it.
    expect(await list('sort=mileage&make=VW&first_registered_from=2019-03-15')).toEqual(['March 2019-03', 'April 2019-04-02']);
  });

  it('is enough for the invoice and the contract, which print it as 03.2019 (German) and 03/2019 (English)', async () => {
    const vehicleId = await addVehicle('2019-03', 'Golf');
    const { id: customerId } = await createCustomer(t, dealer.companyId);
    const saved = await saveStep(t, {
      user: dealer,
      vehicleId,
      docType: 'INVOICE',
      body: { customerId, grossPrice: 2_380_000, vat: true, vatRate: 19 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const textOf = async (type: string, language: 'de' | 'en') => {
      const status = await generateAndWait(t, { user: dealer, vehicleId, type, body: { language } });
      expect(status.status, JSON.stringify(status)).toBe('DONE');
      const documentId = (status.result as { document_id: string }).document_id;
      return pdfText((await fetchDocumentFile(t, { user: dealer, vehicleId, documentId })).rawPayload);
    };
    for (const type of ['CONTRACT', 'PROPOSAL']) {
      const german = await textOf(type, 'de');
      expect(german, type).toContain('03.2019');
      expect(german, type).not.toContain('01.03.2019');
      const english = await textOf(type, 'en');
      expect(english, type).toContain('03/2019');
      expect(english, type).not.toContain('1 Mar 2019');
    }
    const invoice = await textOf('INVOICE', 'de');
    expect(invoice).toContain('03.2019');
    expect(invoice).not.toContain('01.03.2019');
  });
});
