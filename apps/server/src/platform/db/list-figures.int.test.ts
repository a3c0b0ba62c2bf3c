import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompanyUser, type CompanyUser } from '../../test/factories';
import { seededDraws, type SeededDraws } from '../../test/seeded-random';
import { useTestContext } from '../../test/test-context';
import { FRESH_LIST_FIGURES, KEPT_LIST_FIGURES, LIST_FIGURES_DIFFERENCES } from '../../test/list-figures-check';
import { generator, insertTradeStock } from '../../test/trades-list-stock';
import { insertVehicles } from '../../test/vehicles-factories';

// The figures the lists read unsearched (list_figures, kept by triggers on trades and customers) must
// equal a fresh count after every kind of write: inserts, the grouping columns changed, deletes, the
// retention triggers refusing a delete, the customer's erasure, a company's cascade, and writers in
// parallel transactions (some rolled back). The fresh count is written from the lists' rules
// (test/list-figures-check.ts).
// The writers' draws come from a seed (LIST_FIGURES_SEED to try another).

const SEED = Number(process.env.LIST_FIGURES_SEED ?? 20261207);
const t = useTestContext({ workJobs: false });
let dealer: CompanyUser;
let rival: CompanyUser;
/** Vehicles for the writers' new sales and purchases (at most one open trade of a kind per vehicle). */
let vehicles: string[];

type Figure = { list: string; year: number | null; count: number; canceled: number; gross: string };

const figuresOf = async (statement: string, companyId: string) =>
  (
    await t.ctx.database.pool.query<Figure>(
      `select list, year, count, canceled, gross from (${statement}) f where company_id = $1 order by list, year`,
      [companyId],
    )
  ).rows;
const freshFigures = (companyId: string) => figuresOf(FRESH_LIST_FIGURES, companyId);
const keptFigures = (companyId: string) => figuresOf(KEPT_LIST_FIGURES, companyId);

async function expectExact(companyId = dealer.companyId) {
  const fresh = await freshFigures(companyId);
  expect(await keptFigures(companyId)).toEqual(fresh);
  return fresh;
}

const sql = (text: string, values: unknown[] = []) => t.ctx.database.pool.query(text, values);

type NewTrade = {
  companyId: string;
  kind: string;
  status: string;
  issuedOn: string | null;
  createdAt: string;
  gross: number;
  vehicleId?: string | null;
};
const insertTrade = ({ companyId, kind, status, issuedOn, createdAt, gross, vehicleId = null }: NewTrade) =>
  `insert into trades (company_id, kind, status, fields, amounts, gross_price, issued_on, created_at, canceled_on, canceled_at, vehicle, vehicle_id)
   values ('${companyId}', '${kind}', '${status}', '{}', '{}', ${gross}, ${issuedOn ? `'${issuedOn}'` : 'null'}, '${createdAt}',
           ${status === 'REJECTED' ? `'${createdAt.slice(0, 10)}'` : 'null'}, ${status === 'REJECTED' ? `'${createdAt}'` : 'null'},
           ${kind === 'SERVICE_INVOICE' ? 'null' : `'{"make":"VW","model":"Golf","vinCode":"X"}'`}, ${vehicleId ? `'${vehicleId}'` : 'null'})
   returning id`;

beforeAll(async () => {
  dealer = await createCompanyUser(t);
  rival = await createCompanyUser(t);
  const random = generator(SEED);
  await insertTradeStock(t, random, { companyId: dealer.companyId, count: 120, tag: 'D' });
  await insertTradeStock(t, random, { companyId: rival.companyId, count: 40, tag: 'R' });
  vehicles = await insertVehicles(
    t,
    dealer.companyId,
    Array.from({ length: 300 }, () => ({ make: 'VW', model: 'Golf' })),
  );
  await sql(
    `insert into customers (company_id, type, last_name) select $1, 'PRIVATE', 'Kunde ' || n from generate_series(1, 30) n`,
    [dealer.companyId],
  );
});

describe('the figures the lists keep', () => {
  it('equal a fresh count after bulk inserts, and another company’s stay its own', async () => {
    const fresh = await expectExact();
    expect(fresh.map((figure) => figure.list)).toEqual(
      expect.arrayContaining(['SELLING', 'BUYING', 'SERVICE_INVOICE', 'CANCELED', 'CUSTOMERS']),
    );
    await expectExact(rival.companyId);
  });

  it('follow every grouping column an update changes, and only those write', async () => {
    const { rows } = await sql(
      `select id from trades where company_id = $1 and status = 'PENDING' and kind = 'SELLING' limit 3`,
      [dealer.companyId],
    );
    const [a, b, c] = rows.map((row: { id: string }) => row.id);
    await sql(`update trades set status = 'FINISHED', issued_on = '2024-02-29', gross_price = 123400 where id = $1`, [a]);
    await expectExact();
    await sql(`update trades set issued_on = '2026-12-31' where id = $1`, [a]); // the invoice's year changed
    await expectExact();
    await sql(`update trades set gross_price = gross_price + 1 where id = $1`, [a]);
    await expectExact();
    await sql(`update trades set status = 'REJECTED', canceled_on = '2027-01-01', canceled_at = now() where id = $1`, [a]);
    await expectExact();
    await sql(`update trades set status = 'REJECTED', canceled_on = '2026-03-01', canceled_at = now() where id = $1`, [b]); // given up
    await expectExact();
    await sql(`update trades set kind = 'BUYING', created_at = '2023-12-31T23:30:00Z' where id = $1`, [c]); // Berlin: 2024
    await expectExact();
    await sql(`update trades set company_id = $2 where id = $1`, [c, rival.companyId]);
    await expectExact();
    await expectExact(rival.companyId);
    const before = await sql(`select count(*)::int as n from list_figures`);
    await sql(`update trades set cancel_reason = 'nur Text', updated_at = now() where company_id = $1`, [dealer.companyId]);
    expect((await sql(`select count(*)::int as n from list_figures`)).rows).toEqual(before.rows);
  });

  it('follow deletes; a delete the retention triggers refuse changes nothing', async () => {
    await sql(`delete from trades where company_id = $1 and status = 'PENDING' and kind = 'SERVICE_INVOICE'`, [dealer.companyId]);
    await expectExact();
    const before = await keptFigures(dealer.companyId);
    await expect(sql(`delete from trades where company_id = $1 and status = 'FINISHED'`, [dealer.companyId])).rejects.toThrow(
      /kept until/,
    );
    expect(await keptFigures(dealer.companyId)).toEqual(before);
    await expectExact();
  });

  it('follow the customer’s erasure through the API and the list’s total says so', async () => {
    const { rows } = await sql(`select id from customers where company_id = $1 limit 2`, [dealer.companyId]);
    for (const { id } of rows as { id: string }[]) {
      const erased = await t.app.inject({ method: 'DELETE', url: `/api/user/clients/${id}`, headers: dealer.headers });
      expect(erased.statusCode, erased.body).toBe(200);
    }
    const fresh = await expectExact();
    const list = await t.app.inject({ method: 'GET', url: '/api/user/clients?per_page=1', headers: dealer.headers });
    expect(list.json().meta.total).toBe(fresh.find((figure) => figure.list === 'CUSTOMERS')!.count);
  });

  it('come to nothing when a company goes with its drafts and customers', async () => {
    const leaving = await createCompanyUser(t);
    await sql(
      insertTrade({
        companyId: leaving.companyId,
        kind: 'SERVICE_INVOICE',
        status: 'PENDING',
        issuedOn: null,
        createdAt: '2025-05-05T10:00:00Z',
        gross: 100,
      }),
    );
    await sql(`insert into customers (company_id, type, last_name) values ($1, 'PRIVATE', 'Weg')`, [leaving.companyId]);
    expect((await keptFigures(leaving.companyId)).length).toBe(2);
    await sql(`delete from users where company_id = $1`, [leaving.companyId]);
    await sql(`delete from companies where id = $1`, [leaving.companyId]);
    expect(await keptFigures(leaving.companyId)).toEqual([]);
    expect((await sql(`select count(*)::int as n from list_figures where company_id = $1`, [leaving.companyId])).rows[0].n).toBe(
      0,
    );
  });

  it('never make a writer wait for another one’s open transaction, and read exact meanwhile', async () => {
    const first = await t.ctx.database.pool.connect();
    const second = await t.ctx.database.pool.connect();
    try {
      await first.query('begin');
      await first.query(
        insertTrade({
          companyId: dealer.companyId,
          kind: 'SERVICE_INVOICE',
          status: 'FINISHED',
          issuedOn: '2025-04-01',
          createdAt: '2025-04-01T10:00:00Z',
          gross: 500,
        }),
      );
      await second.query('begin');
      // Would wait for the first transaction's figures if they were one counter: refused after 2 s instead.
      await second.query(`set local lock_timeout = '2s'`);
      await second.query(
        insertTrade({
          companyId: dealer.companyId,
          kind: 'SERVICE_INVOICE',
          status: 'FINISHED',
          issuedOn: '2025-04-02',
          createdAt: '2025-04-02T10:00:00Z',
          gross: 700,
        }),
      );
      await expectExact(); // neither is committed: neither is seen
      await second.query('commit');
      await expectExact();
      await first.query('commit');
      await expectExact();
    } finally {
      first.release();
      second.release();
    }
  });

  it('stay exact with writers in parallel transactions, some rolled back, and fold to one row per year after', async () => {
    const workers = 6;
    const owned = await sql(`select id, status from trades where company_id = $1 order by id`, [dealer.companyId]);
    // Each writer changes trades of its own (no two wait for the same trade row), all in one company.
    const shares = Array.from({ length: workers }, (_, worker) =>
      owned.rows.filter((_row, index) => index % workers === worker).map((row: { id: string }) => row.id),
    );

    async function writer(worker: number, random: SeededDraws) {
      const mine = shares[worker]!;
      for (let transaction = 0; transaction < 12; transaction++) {
        const client: pg.PoolClient = await t.ctx.database.pool.connect();
        const added: string[] = [];
        try {
          await client.query('begin');
          for (let step = random.int(1, 4); step > 0; step--) {
            const id = random.pick(mine);
            const year = random.int(2023, 2027);
            switch (random.int(0, 7)) {
              case 0: {
                const kind = random.pick(['SELLING', 'BUYING', 'SERVICE_INVOICE']);
                const status = random.pick(['PENDING', 'FINISHED', 'REJECTED']);
                const created = `${year}-${random.pick(['01-01T00:10:00Z', '06-15T12:00:00Z', '12-31T23:20:00Z'])}`;
                const issued = status === 'PENDING' || random.chance(0.3) ? null : `${year}-03-0${random.int(1, 9)}`;
                const vehicle = kind === 'SERVICE_INVOICE' ? null : vehicles.pop()!;
                const { rows } = await client.query(
                  insertTrade({
                    companyId: dealer.companyId,
                    kind,
                    status,
                    issuedOn: issued,
                    createdAt: created,
                    gross: random.int(0, 9999),
                    vehicleId: vehicle,
                  }),
                );
                added.push(rows[0].id);
                break;
              }
              case 1: // issuing
                await client.query(
                  `update trades set status = 'FINISHED', issued_on = $2, gross_price = $3 where id = $1 and status = 'PENDING'`,
                  [id, `${year}-0${random.int(1, 9)}-15`, random.int(0, 99999)],
                );
                break;
              case 2: // cancelling
                await client.query(
                  `update trades set status = 'REJECTED', canceled_on = $2, canceled_at = now() where id = $1 and status <> 'REJECTED'`,
                  [id, `${year}-11-0${random.int(1, 9)}`],
                );
                break;
              case 3: // deleting a draft (an issued one the retention triggers keep)
                await client.query(`delete from trades where id = $1 and status = 'PENDING'`, [id]);
                break;
              case 4: // the invoice's year changed
                await client.query(`update trades set issued_on = $2 where id = $1 and issued_on is not null`, [
                  id,
                  `${year}-07-01`,
                ]);
                break;
              case 5: // several rows at once
                await client.query(
                  `update trades set gross_price = gross_price + 7, issued_on = issued_on + 200 where id = any($1)`,
                  [mine.slice(random.int(0, 5), random.int(6, 12))],
                );
                break;
              case 6:
                await client.query(`insert into customers (company_id, type, last_name) values ($1, 'PRIVATE', 'Neu')`, [
                  dealer.companyId,
                ]);
                break;
              default:
                await client.query(
                  `delete from customers where id = (select id from customers where company_id = $1 and last_name = 'Neu' limit 1 for update skip locked)`,
                  [dealer.companyId],
                );
            }
          }
          if (random.chance(0.25)) await client.query('rollback');
          else {
            await client.query('commit');
            mine.push(...added);
          }
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      }
    }

    await Promise.all(Array.from({ length: workers }, (_, worker) => writer(worker, seededDraws(SEED + worker))));
    const fresh = await expectExact();
    await expectExact(rival.companyId);

    // The next statement of each list folds what the writers left into one row per year.
    await sql(
      insertTrade({
        companyId: dealer.companyId,
        kind: 'SELLING',
        status: 'REJECTED',
        issuedOn: '2025-01-01',
        createdAt: '2025-01-01T10:00:00Z',
        gross: 0,
      }),
    );
    await sql(
      insertTrade({
        companyId: dealer.companyId,
        kind: 'BUYING',
        status: 'PENDING',
        issuedOn: null,
        createdAt: '2025-01-01T10:00:00Z',
        gross: 0,
        vehicleId: vehicles.pop(),
      }),
    );
    await sql(
      insertTrade({
        companyId: dealer.companyId,
        kind: 'SERVICE_INVOICE',
        status: 'PENDING',
        issuedOn: null,
        createdAt: '2025-01-01T10:00:00Z',
        gross: 0,
      }),
    );
    await sql(`insert into customers (company_id, type, last_name) values ($1, 'PRIVATE', 'Letzter')`, [dealer.companyId]);
    const after = await expectExact();
    expect((await sql(LIST_FIGURES_DIFFERENCES)).rows).toEqual([]);
    expect(after.length).toBeGreaterThanOrEqual(fresh.length);
    const { rows } = await sql(
      `select list, year, count(*)::int as n from list_figures where company_id = $1 group by 1, 2 having count(*) > 1`,
      [dealer.companyId],
    );
    expect(rows).toEqual([]);

    // What the lists answer unsearched is what was counted.
    const sold = await t.app.inject({ method: 'GET', url: '/api/user/trades?kind=SELLING&per_page=1', headers: dealer.headers });
    const selling = after.filter((figure) => figure.list === 'SELLING');
    expect(sold.json().meta.total).toBe(selling.reduce((sum, figure) => sum + figure.count + figure.canceled, 0));
    const canceled = await t.app.inject({
      method: 'GET',
      url: '/api/user/vehicles/canceled-trades?per_page=1',
      headers: dealer.headers,
    });
    expect(canceled.json().meta.total).toBe(
      after.filter((figure) => figure.list === 'CANCELED').reduce((sum, figure) => sum + figure.count, 0),
    );
  });

  it('are emptied with their table', async () => {
    await sql('truncate customers cascade');
    expect((await sql(`select count(*)::int as n from list_figures where list = 'CUSTOMERS'`)).rows[0].n).toBe(0);
    await expectExact();
  });
});
