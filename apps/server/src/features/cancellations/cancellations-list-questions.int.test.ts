import { MAX_PAGE_SIZE } from '@kontor/domain/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompanyUser, type CompanyUser } from '../../test/factories';
import {
  changeTradeStock,
  drawTradeSearch,
  generator,
  insertTradeStock,
  plainFound,
  type DrawnTrade,
  type Random,
} from '../../test/trades-list-stock';
import { useTestContext } from '../../test/test-context';
import { withoutIndexes } from '../../test/without-indexes';

// Random questions to Canceled Trades, each answered twice: by the list and by a plain statement
// written here from the rules alone, run with index scans switched off. Both must give the same rows
// in the same order, the same counts of the page's years and the same total. The trades and the
// questions are drawn from a seed (CANCELED_LIST_SEED to try another); a failure names the seed and
// the question.

const SEED = Number(process.env.CANCELED_LIST_SEED ?? 20261207);
const QUESTIONS = 80;

type Question = { page: number; perPage: number; search?: string };
type Answer = { ids: string[]; years: Array<{ year: number; count: number }>; total: number };

function drawQuestion(random: Random, stock: DrawnTrade[]): Question {
  const question: Question = {
    page: random.chance(0.6) ? 1 : random.int(2, 5),
    perPage: random.pick([1, 7, 20, 50, MAX_PAGE_SIZE]),
  };
  if (random.chance(0.7)) question.search = drawTradeSearch(random, stock);
  return question;
}

/**
 * The rules, written plainly: every canceled trade of the company (sales, purchases, service
 * invoices), newest cancellation first, then the id; a year is the cancellation's day's. The search
 * finds the vehicle as the list shows it (make and model, VIN, plate: what the trade recorded, a
 * service invoice's from its fields), the party's company or full name, the original's number, the
 * cancellation's number and the reason, ignoring case.
 */
function plainFrom(search: string | undefined, values: unknown[]): string {
  const term = search?.trim();
  if (!term) return `trades where company_id = $1 and status = 'REJECTED'`;
  values.push(term);
  const shown = (key: string) => `coalesce(vehicle->>'${key}', case when kind = 'SERVICE_INVOICE' then fields->>'${key}' end)`;
  const fields = [
    `concat_ws(' ', ${shown('make')}, ${shown('model')})`,
    shown('vinCode'),
    shown('licencePlate'),
    `buyer->>'companyName'`,
    `concat_ws(' ', buyer->>'firstName', buyer->>'lastName')`,
    'invoice_number',
    'cancellation_number',
    'cancel_reason',
  ].map((column) => plainFound(column, `$${values.length}`));
  return `trades where company_id = $1 and status = 'REJECTED' and (${fields.join(' or ')})`;
}

const t = useTestContext();
let dealer: CompanyUser;
let stock: DrawnTrade[];
const random = generator(SEED);

beforeAll(async () => {
  dealer = await createCompanyUser(t);
  const rival = await createCompanyUser(t);
  stock = await insertTradeStock(t, random, { companyId: dealer.companyId, count: 400, tag: 'D' });
  // Another company's cancellations of the same vehicles, parties and reasons: never in the dealer's answers.
  await insertTradeStock(t, random, { companyId: rival.companyId, count: 100, tag: 'R' });
});

async function plainAnswer(question: Question): Promise<Answer> {
  return withoutIndexes(t.ctx.database.pool, async (client) => {
    const values: unknown[] = [dealer.companyId];
    const from = plainFrom(question.search, values);
    const page = await client.query<{ id: string; year: number }>(
      `select id, extract(year from canceled_on)::int as year from ${from}
        order by canceled_at desc, id desc limit $${values.length + 1} offset $${values.length + 2}`,
      [...values, question.perPage, (question.page - 1) * question.perPage],
    );
    const years = await client.query<{ year: number; count: number }>(
      `select extract(year from canceled_on)::int as year, count(*)::int as count from ${from} group by 1 order by 1 desc`,
      values,
    );
    const onPage = new Set(page.rows.map((row) => row.year));
    return {
      ids: page.rows.map((row) => row.id),
      years: years.rows.filter((row) => onPage.has(row.year)),
      total: years.rows.reduce((sum, row) => sum + row.count, 0),
    };
  });
}

async function listAnswer(question: Question): Promise<Answer> {
  const query = new URLSearchParams({ page: String(question.page), per_page: String(question.perPage) });
  if (question.search !== undefined) query.set('search', question.search);
  const url = `/api/user/vehicles/canceled-trades?${query}`;
  const response = await t.app.inject({ method: 'GET', url, headers: dealer.headers });
  expect(response.statusCode, `${url} ${response.body}`).toBe(200);
  const body = response.json() as {
    data: Array<{ year: number; count: number; items: Array<{ id: string }> }>;
    meta: { total: number };
  };
  return {
    ids: body.data.flatMap((year) => year.items.map((item) => item.id)),
    years: body.data.map(({ year, count }) => ({ year, count })),
    total: body.meta.total,
  };
}

describe(`random questions to Canceled Trades (seed ${SEED})`, () => {
  it.each(Array.from({ length: QUESTIONS }, (_, index) => index))(
    'question %i: the same page, order, year counts and total as the plain statement',
    async () => {
      const question = drawQuestion(random, stock);
      expect(await listAnswer(question), `seed ${SEED}, ${JSON.stringify(question)}`).toEqual(await plainAnswer(question));
    },
  );

  it('draws questions that find something and questions that find nothing', async () => {
    const replay = generator(SEED + 1);
    const answers = await Promise.all(Array.from({ length: 40 }, () => plainAnswer(drawQuestion(replay, stock))));
    const found = answers.filter((answer) => answer.ids.length > 0).length;
    expect(found).toBeGreaterThan(10);
    expect(answers.length - found).toBeGreaterThan(3);
  });
});

describe(`random questions to Canceled Trades after the trades were changed (seed ${SEED})`, () => {
  // The search text is stored with the row (generated): the parties, numbers, plates and reasons
  // written since must be what the lists find. Searches are drawn from the old values and the new.
  beforeAll(async () => {
    stock.push(...(await changeTradeStock(t, random, { companyId: dealer.companyId, count: 80 })));
  });

  it.each(Array.from({ length: 40 }, (_, index) => index))(
    'question %i: the same page, order, year counts and total as the plain statement',
    async () => {
      const question = drawQuestion(random, stock.slice(-80));
      expect(await listAnswer(question), `seed ${SEED}, ${JSON.stringify(question)}`).toEqual(await plainAnswer(question));
    },
  );

  it('finds the changed trades by their new texts, in any case, as the plain statement does', async () => {
    let found = 0;
    for (const search of ['STRAßBURGER', 'grünewald', 'özdemi̇r', 'Ölmann', 'rü-', 'ER-ö', 'kv-Ü', 'ÜBERZAHLT']) {
      const question: Question = { page: 1, perPage: MAX_PAGE_SIZE, search };
      const answer = await listAnswer(question);
      expect(answer, search).toEqual(await plainAnswer(question));
      found += answer.total;
    }
    expect(found).toBeGreaterThan(5);
  });
});
