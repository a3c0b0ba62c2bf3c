import { CUSTOMER_SORTS, type CustomerSort } from '@kontor/domain/customers';
import { MAX_PAGE_SIZE } from '@kontor/domain/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../platform/db/schema/customers';
import { createCompanyUser, type CompanyUser } from '../../test/factories';
import { seededDraws as generator, type SeededDraws as Random } from '../../test/seeded-random';
import { useTestContext } from '../../test/test-context';
import { withoutIndexes } from '../../test/without-indexes';

// Random questions to the customer list, each answered twice: by the list and by a plain statement
// written here from the rules alone, run with index scans switched off. Both must give the same rows
// in the same order and the same total. The customers and the questions are drawn from a seed
// (CUSTOMER_LIST_SEED to try another); a failure names the seed and the question.

const SEED = Number(process.env.CUSTOMER_LIST_SEED ?? 20261207);
const QUESTIONS = 100;

const FIRST = ['Jürgen', 'Erika', 'Özlem', 'Max', 'Anna-Lena', 'Björn', 'Lukas', 'Ümit', 'Sophie', 'Jan'];
const LAST = ['Müller', 'Mustermann', 'Schäfer', 'Öztürk', 'Weiß', 'Meyer', 'Groß', 'Becker', 'Schmidt', 'Nguyen'];
const FIRMS = ['Autohaus Süd GmbH', 'Kfz-Technik Böhm', 'Fahrzeugbau Weber & Söhne', 'Lüdtke Logistik AG', 'Car_Service 100%'];
const CITIES = ['München', 'Köln', 'Düsseldorf', 'Berlin', 'Lübeck', 'Görlitz', 'Hamburg', 'Fürth'];

type Drawn = typeof customers.$inferInsert;

function drawCustomers(random: Random, companyId: string, count: number): Drawn[] {
  return Array.from({ length: count }, () => {
    const business = random.chance(0.3);
    const first = random.chance(0.1) ? null : random.pick(FIRST);
    const last = random.chance(0.05) ? null : random.pick(LAST);
    return {
      companyId,
      type: business ? ('BUSINESS' as const) : ('PRIVATE' as const),
      companyName:
        business && random.chance(0.9) ? `${random.pick(FIRMS)}${random.chance(0.5) ? ` ${random.int(1, 99)}` : ''}` : null,
      firstName: first,
      lastName: last,
      city: random.chance(0.1) ? null : random.pick(CITIES),
      email: random.chance(0.2) ? null : `${(first ?? 'info').toLowerCase()}.${random.int(1, 999)}@example.de`,
      phoneNumber: random.chance(0.2) ? null : `+49 ${random.pick(['151', '170', '89', '221'])} ${random.int(100000, 9999999)}`,
      vatId: business && random.chance(0.7) ? `DE${random.int(100000000, 999999999)}` : null,
      // Few distinct moments, so that ties are common and the id must order them.
      createdAt: new Date(Date.UTC(2025, 0, 1 + random.int(0, 20), random.pick([9, 12]))),
    };
  });
}

type Question = { sort: CustomerSort; page: number; perPage: number; search?: string };

/** A piece of a stored field (any case, umlauts and all), a short one, a phone number as typed, or one that finds nothing. */
function drawSearch(random: Random, stock: Drawn[]): string {
  const customer = random.pick(stock);
  const kind = random.int(0, 11);
  if (kind === 0) return random.pick(['zzq', 'Xaver', '%', '_', 'a_b', '\\', 'Tesla']);
  if (kind === 1 && customer.phoneNumber) {
    const national = `0${customer.phoneNumber.slice(4)}`;
    return random.chance(0.5) ? national.slice(0, random.int(5, national.length)) : national.replace(' ', '-');
  }
  if (kind === 2) return `  ${random.pick(['müller', 'MÜLLER', 'schafer', 'groß', 'GROSS', 'öz', 'SÜD'])} `;
  // A VAT id as printed on a letter: grouped by spaces, sometimes only its first groups.
  if (kind === 3 && customer.vatId) {
    const printed = `${customer.vatId.slice(0, 2)} ${customer.vatId.slice(2, 5)} ${customer.vatId.slice(5, 8)} ${customer.vatId.slice(8)}`;
    return printed.slice(0, random.int(6, printed.length));
  }
  const field =
    random.pick([
      customer.firstName,
      customer.lastName,
      `${customer.firstName ?? ''} ${customer.lastName ?? ''}`.trim(),
      customer.companyName,
      customer.city,
      customer.email,
      customer.phoneNumber,
      customer.vatId,
    ]) ?? 'Köln';
  const length = kind <= 4 ? random.int(1, 2) : random.int(3, 10);
  const start = random.int(0, Math.max(0, field.length - length));
  const piece = field.slice(start, start + length);
  return random.chance(0.5) ? piece.toUpperCase() : piece.toLowerCase();
}

function drawQuestion(random: Random, stock: Drawn[]): Question {
  const question: Question = {
    sort: random.pick(CUSTOMER_SORTS),
    page: random.chance(0.6) ? 1 : random.int(2, 8),
    perPage: random.pick([1, 7, 20, 50, MAX_PAGE_SIZE]),
  };
  if (random.chance(0.6)) question.search = drawSearch(random, stock);
  return question;
}

/**
 * The rules, written plainly: the search (trimmed; blank is none) finds a piece of the first or last
 * name, the whole name, the company name, the e-mail, the city or the phone number as stored, or the
 * VAT id as stored once the search's spaces, dots, slashes and hyphens are left out, ignoring case; a search that looks like a phone number (digits and + ( ) / . - and spaces, at least four
 * digits without the national prefix's zeros) also finds the stored number's digits. A person sorts by
 * last then first name, a business by its company name; every order ends on the id.
 */
const NAME = `lower(case when type = 'BUSINESS' and company_name is not null then company_name
  else concat_ws(' ', last_name, first_name) end)`;
const ORDER: Record<CustomerSort, string> = {
  name: `${NAME} asc, id asc`,
  '-name': `${NAME} desc, id desc`,
  created_at: 'created_at asc, id asc',
  '-created_at': 'created_at desc, id desc',
};

function plainWhere(search: string | undefined, values: unknown[]): string {
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const term = search?.trim();
  if (!term) return 'true';
  const found = (column: string) => `strpos(lower(coalesce(${column}, '')), lower(${param(term)})) > 0`;
  const fields = [
    found('first_name'),
    found('last_name'),
    found(`concat_ws(' ', first_name, last_name)`),
    found('company_name'),
    found('email'),
    found('city'),
    found('phone_number'),
  ];
  const digits = term.replace(/\D/g, '').replace(/^0+/, '');
  if (/^[\d\s+()/.-]+$/.test(term) && digits.length >= 4)
    fields.push(`strpos(regexp_replace(coalesce(phone_number, ''), '[^0-9]', '', 'g'), ${param(digits)}) > 0`);
  const compact = term.replace(/[\s./-]/g, '');
  if (compact) fields.push(`strpos(lower(coalesce(vat_id, '')), lower(${param(compact)})) > 0`);
  return `(${fields.join(' or ')})`;
}

const t = useTestContext();
let dealer: CompanyUser;
let stock: Drawn[];
const random = generator(SEED);

beforeAll(async () => {
  dealer = await createCompanyUser(t);
  const rival = await createCompanyUser(t);
  stock = drawCustomers(random, dealer.companyId, 400);
  await t.ctx.database.db.insert(customers).values(stock);
  // Another company's customers of the same names and cities: never in the dealer's answers.
  await t.ctx.database.db.insert(customers).values(drawCustomers(random, rival.companyId, 80));
});

async function plainAnswer(question: Question) {
  return withoutIndexes(t.ctx.database.pool, async (client) => {
    const values: unknown[] = [dealer.companyId];
    const where = `company_id = $1 and ${plainWhere(question.search, values)}`;
    const total = await client.query<{ total: number }>(`select count(*)::int as total from customers where ${where}`, values);
    const page = await client.query<{ id: string }>(
      `select id from customers where ${where} order by ${ORDER[question.sort]}
        limit $${values.length + 1} offset $${values.length + 2}`,
      [...values, question.perPage, (question.page - 1) * question.perPage],
    );
    return { ids: page.rows.map((row) => row.id), total: total.rows[0]!.total };
  });
}

async function listAnswer(question: Question) {
  const query = new URLSearchParams({ sort: question.sort, page: String(question.page), per_page: String(question.perPage) });
  if (question.search !== undefined) query.set('search', question.search);
  const response = await t.app.inject({ method: 'GET', url: `/api/user/clients?${query}`, headers: dealer.headers });
  expect(response.statusCode, query.toString()).toBe(200);
  const body = response.json() as { data: Array<{ id: string }>; meta: { total: number; page: number; per_page: number } };
  expect(body.meta.page).toBe(question.page);
  return { ids: body.data.map((row) => row.id), total: body.meta.total };
}

describe(`random questions to the customer list (seed ${SEED})`, () => {
  it.each(Array.from({ length: QUESTIONS }, (_, index) => index))(
    'question %i: the same page, order and total as the plain statement',
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

/** A customer's searched fields changed as a dealer changes them: new names (umlauts, any case), city, phone, VAT id. */
function drawChange(random: Random, customer: Drawn): Drawn {
  const business = random.chance(0.3);
  return {
    ...customer,
    type: business ? 'BUSINESS' : 'PRIVATE',
    companyName: business
      ? `${random.pick(['Straßen-Kfz Ölmann', 'AUTOHAUS ÜBERLINGEN', 'Çelik Motors'])} ${random.int(1, 9)}`
      : null,
    firstName: random.pick(['Zoë', 'ÄNNE', 'Øyvind', 'Jürgen']),
    lastName: random.pick(['Straßburger', 'ÖZDEMİR', 'Grünewald', 'Weiß-Lüdtke']),
    city: random.pick(['Überlingen', 'Straßkirchen', 'ÖHRINGEN']),
    phoneNumber: `+49 ${random.pick(['160', '176'])} ${random.int(100000, 9999999)}`,
    email: `neu.${random.int(1, 999)}@example.de`,
    vatId: null,
  };
}

describe(`random questions after the customers were changed through the API (seed ${SEED})`, () => {
  // The search text is stored with the row (generated): every change must be what the list then finds, and
  // the old names no longer (the drawn searches still draw from the whole stock, old values among them).
  beforeAll(async () => {
    const { rows } = await t.ctx.database.pool.query<{ id: string }>(
      'select id from customers where company_id = $1 order by id',
      [dealer.companyId],
    );
    for (let draw = 0; draw < 60; draw++) {
      const changed = drawChange(random, random.pick(stock));
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/user/clients/${random.pick(rows).id}`,
        headers: dealer.headers,
        payload: {
          type: changed.type,
          company_name: changed.companyName,
          first_name: changed.firstName,
          last_name: changed.lastName,
          city: changed.city,
          phone_number: changed.phoneNumber,
          email: changed.email,
          country_id: 82,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      // The searches are drawn from the old values and the new ones.
      stock.push(changed);
    }
  });

  it.each(Array.from({ length: 40 }, (_, index) => index))(
    'question %i: the same page, order and total as the plain statement',
    async () => {
      const question = drawQuestion(random, stock);
      expect(await listAnswer(question), `seed ${SEED}, ${JSON.stringify(question)}`).toEqual(await plainAnswer(question));
    },
  );

  it('finds the changed customers by their new texts, in any case, as the plain statement does', async () => {
    const searches = ['STRAßBURGER', 'grünewald', 'weiß-lü', 'überlingen', 'ÄNNE', 'Zoë', 'autohaus üb', 'ölmann', '0176'];
    const answers = await Promise.all(
      searches.map(async (search) => {
        const question: Question = { sort: 'name', page: 1, perPage: MAX_PAGE_SIZE, search };
        const answer = await listAnswer(question);
        expect(answer, search).toEqual(await plainAnswer(question));
        return answer.total;
      }),
    );
    expect(answers.filter((total) => total > 0).length).toBeGreaterThanOrEqual(6);
  });
});
