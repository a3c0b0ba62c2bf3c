import { FUEL_TYPES, MAX_PAGE_SIZE } from '@kontor/domain/constants';
import { VEHICLE_SORTS, type VehicleSort } from '@kontor/domain/vehicles';
import { beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../platform/db/schema/vehicles';
import { createCompanyUser, type CompanyUser } from '../../test/factories';
import { seededDraws as generator, type SeededDraws as Random } from '../../test/seeded-random';
import { useTestContext } from '../../test/test-context';
import { withoutIndexes } from '../../test/without-indexes';
import { insertVehicles } from '../../test/vehicles-factories';

// Random questions to the vehicle list, each answered twice: by the list (its statement shapes, its
// indexes, its remembered tab counts) and by a plain statement written here from the rules alone,
// run with index scans switched off. Both must give the same rows in the same order and the same
// counts per tab. The stock and the questions are drawn from a seed (VEHICLE_LIST_SEED to try
// another); a failure names the seed and the question.

const SEED = Number(process.env.VEHICLE_LIST_SEED ?? 20261207);
const QUESTIONS = 120;
const today = '2026-06-15';

/** The draws of one seed: a number in a range, an item, a chance. */

const MAKES = ['VW', 'BMW', 'Mercedes-Benz', 'Škoda', 'Skoda', 'Opel', 'Öko', 'Ford', 'Audi'];
const MODELS = ['Golf', 'Golf Variant', '320d Touring', 'A 180', 'Octavia Combi', 'Corsa-e', 'Focus', 'A4 Avant', 'Fabia'];
const WORDS = ['Zahnriemen', 'neu', 'Öl', 'gewechselt', 'Scheckheft', 'Unfall', 'Winterreifen', 'TÜV', 'Nichtraucher', '100%'];
const PLATE_LETTERS = 'ABCDEFGHKLMNPRSTUVWXYZ';
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

const day = (from: string, offset: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

type Drawn = Partial<typeof vehicles.$inferInsert> & {
  make: string;
  model: string;
  vinCode: string;
  licencePlate: string | null;
  comments: string | null;
};

function drawStock(random: Random, count: number, tag: string): Drawn[] {
  return Array.from({ length: count }, (_, index) => {
    const registered = day('2008-01-01', random.int(0, 6500));
    const vin = Array.from({ length: 11 }, () => random.pick([...VIN_CHARS])).join('');
    return {
      make: random.pick(MAKES),
      model: random.pick(MODELS),
      fuelType: random.pick(FUEL_TYPES),
      // Few distinct mileages and days, so that ties are common and the id must order them.
      mileage: random.chance(0.3) ? random.pick([0, 50_000, 100_000]) : random.int(0, 350_000),
      firstRegistered: random.chance(0.1) ? null : random.chance(0.25) ? registered.slice(0, 7) : registered,
      nextInspection: day(today, random.int(-120, 700)),
      status: random.chance(0.3) ? ('SOLD' as const) : ('CURRENT' as const),
      addedOn: day('2025-01-01', random.int(0, 40)),
      askingPrice: random.chance(0.2) ? null : random.int(100, 90_000) * 100,
      purchasePrice: random.chance(0.2) ? null : random.int(100, 80_000) * 100,
      vinCode: `${tag}${String(index).padStart(3, '0')}${vin}`.slice(0, 17),
      licencePlate: random.chance(0.2)
        ? null
        : `${random.pick(['M', 'B', 'HH', 'K'])}-${random.pick([...PLATE_LETTERS])}${random.pick([...PLATE_LETTERS])} ${random.int(1, 9999)}`,
      comments: random.chance(0.4) ? null : Array.from({ length: random.int(1, 4) }, () => random.pick(WORDS)).join(' '),
    };
  });
}

type Question = {
  status: 'CURRENT' | 'SOLD';
  sort: VehicleSort;
  page: number;
  perPage: number;
  search?: string;
  make?: string;
  fuelType?: string;
  firstRegisteredFrom?: string;
  firstRegisteredTo?: string;
  mileageMax?: number;
  inspectionDueDays?: number;
};

/** A search term as dealers type them: a piece of a field of a vehicle in stock (any case), a short one, or one that matches nothing. */
function drawSearch(random: Random, stock: Drawn[]): string {
  const vehicle = random.pick(stock);
  const field = random.pick([
    vehicle.make,
    vehicle.model,
    vehicle.vinCode,
    vehicle.licencePlate ?? 'M-AB',
    (vehicle.licencePlate ?? 'MAB').replace(/[ -]/g, ''),
    vehicle.comments ?? 'Öl',
  ]);
  const kind = random.int(0, 9);
  if (kind === 0) return random.pick(['zzq', 'xq9', '%', '_', 'a_b', '\\']);
  const length = kind <= 2 ? random.int(1, 2) : random.int(3, 8);
  const start = random.int(0, Math.max(0, field.length - length));
  const piece = field.slice(start, start + length);
  return random.chance(0.5) ? piece.toUpperCase() : piece.toLowerCase();
}

function drawQuestion(random: Random, stock: Drawn[]): Question {
  const question: Question = {
    status: random.chance(0.6) ? 'CURRENT' : 'SOLD',
    sort: random.pick(VEHICLE_SORTS),
    page: random.chance(0.6) ? 1 : random.int(2, 8),
    perPage: random.pick([1, 7, 20, 50, MAX_PAGE_SIZE]),
  };
  if (random.chance(0.4)) question.search = drawSearch(random, stock);
  if (random.chance(0.35)) question.make = random.chance(0.1) ? 'ANY' : random.pick(MAKES);
  if (random.chance(0.3)) question.fuelType = random.pick(FUEL_TYPES);
  if (random.chance(0.25)) question.firstRegisteredFrom = day('2008-01-01', random.int(0, 6500));
  if (random.chance(0.25)) question.firstRegisteredTo = day('2010-01-01', random.int(0, 6000));
  if (random.chance(0.3)) question.mileageMax = random.int(0, 360_000);
  if (random.chance(0.2)) question.inspectionDueDays = random.int(0, 400);
  return question;
}

/**
 * The rules, written plainly: the search (its text trimmed; blank is none) looks at make, model, VIN, HSN/TSN, brief number, the plate
 * as written and without spaces and hyphens, and the comments, ignoring case; a first registration
 * known by its month passes a bound within that month; prices and first registrations without a value
 * sort last either way; every order ends on the id.
 */
const ORDER: Record<VehicleSort, string> = {
  '-added_on': 'added_on desc, id desc',
  added_on: 'added_on asc, id asc',
  mileage: 'mileage asc, id asc',
  '-mileage': 'mileage desc, id desc',
  first_registered: 'first_registered asc nulls last, id asc',
  '-first_registered': 'first_registered desc nulls last, id desc',
  make: 'make collate "de-x-icu" asc, model collate "de-x-icu" asc, id asc',
  '-make': 'make collate "de-x-icu" desc, model collate "de-x-icu" desc, id desc',
  asking_price: 'asking_price asc nulls last, id asc',
  '-asking_price': 'asking_price desc nulls last, id desc',
  purchase_price: 'purchase_price asc nulls last, id asc',
  '-purchase_price': 'purchase_price desc nulls last, id desc',
};

function plainConditions(question: Question, values: unknown[]): string[] {
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const conditions: string[] = [];
  const search = question.search?.trim();
  if (search) {
    conditions.push(`strpos(lower(concat_ws(' ', make, model, vin_code, coalesce(hsn, '') || '/' || coalesce(tsn, ''), brief_number,
      coalesce(licence_plate, ''), replace(replace(coalesce(licence_plate, ''), ' ', ''), '-', ''), coalesce(comments, ''))),
      lower(${param(search)})) > 0`);
  }
  if (question.make && question.make !== 'ANY') conditions.push(`make = ${param(question.make)}`);
  if (question.fuelType) conditions.push(`fuel_type = ${param(question.fuelType)}`);
  if (question.firstRegisteredFrom) {
    conditions.push(`case when first_registered_precision = 'MONTH' then to_char(first_registered, 'YYYY-MM') >= left(${param(question.firstRegisteredFrom)}, 7)
      else first_registered >= ${param(question.firstRegisteredFrom)}::date end`);
  }
  if (question.firstRegisteredTo) {
    conditions.push(`case when first_registered_precision = 'MONTH' then to_char(first_registered, 'YYYY-MM') <= left(${param(question.firstRegisteredTo)}, 7)
      else first_registered <= ${param(question.firstRegisteredTo)}::date end`);
  }
  if (question.mileageMax !== undefined) conditions.push(`mileage <= ${param(question.mileageMax)}`);
  if (question.inspectionDueDays !== undefined)
    conditions.push(`next_inspection <= ${param(today)}::date + ${param(question.inspectionDueDays)}::int`);
  return conditions;
}

const t = useTestContext();
let dealer: CompanyUser;
let stock: Drawn[];
const random = generator(SEED);

beforeAll(async () => {
  t.clock.set(new Date(`${today}T10:00:00Z`));
  dealer = await createCompanyUser(t);
  const rival = await createCompanyUser(t);
  stock = drawStock(random, 400, 'K');
  await insertVehicles(t, dealer.companyId, stock);
  // Another company's vehicles of the same makes, models and comments: never in the dealer's answers.
  await insertVehicles(t, rival.companyId, drawStock(random, 80, 'R'));
});

/** The plain statement's answer: the page's ids in order and each tab's count. */
async function plainAnswer(question: Question) {
  return withoutIndexes(t.ctx.database.pool, async (client) => {
    const values: unknown[] = [dealer.companyId];
    const where = ['company_id = $1', ...plainConditions(question, values)].join(' and ');
    const counted = await client.query<{ status: string; count: number }>(
      `select status, count(*)::int as count from vehicles where ${where} group by status`,
      values,
    );
    const count = (status: string) => counted.rows.find((row) => row.status === status)?.count ?? 0;
    const page = await client.query<{ id: string }>(
      `select id from vehicles where ${where} and status = $${values.length + 1}
        order by ${ORDER[question.sort]} limit $${values.length + 2} offset $${values.length + 3}`,
      [...values, question.status, question.perPage, (question.page - 1) * question.perPage],
    );
    return { ids: page.rows.map((row) => row.id), counts: { current: count('CURRENT'), sold: count('SOLD') } };
  });
}

async function listAnswer(question: Question) {
  const query = new URLSearchParams({
    status: question.status,
    sort: question.sort,
    page: String(question.page),
    per_page: String(question.perPage),
  });
  for (const key of [
    'search',
    'make',
    'fuelType',
    'firstRegisteredFrom',
    'firstRegisteredTo',
    'mileageMax',
    'inspectionDueDays',
  ] as const) {
    const value = question[key];
    if (value !== undefined)
      query.set(
        key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
        String(value),
      );
  }
  const response = await t.app.inject({ method: 'GET', url: `/api/user/vehicles?${query}`, headers: dealer.headers });
  expect(response.statusCode, query.toString()).toBe(200);
  const body = response.json() as { data: Array<{ id: string }>; meta: { counts: { current: number; sold: number } } };
  return { ids: body.data.map((row) => row.id), counts: body.meta.counts };
}

describe(`random questions to the vehicle list (seed ${SEED})`, () => {
  const questions = Array.from({ length: QUESTIONS }, () => null);

  it.each(questions.map((_, index) => index))('question %i: the same page, order and counts as the plain statement', async () => {
    const question = drawQuestion(random, stock);
    const expected = await plainAnswer(question);
    // Asked twice: the second answer may come with the tab counts the server remembered.
    for (const round of [1, 2]) {
      expect(await listAnswer(question), `seed ${SEED}, round ${round}, ${JSON.stringify(question)}`).toEqual(expected);
    }
  });

  it('draws questions that find something and questions that find nothing', async () => {
    const replay = generator(SEED + 1);
    const answers = await Promise.all(Array.from({ length: 40 }, () => plainAnswer(drawQuestion(replay, stock))));
    const found = answers.filter((answer) => answer.ids.length > 0).length;
    expect(found).toBeGreaterThan(10);
    expect(answers.length - found).toBeGreaterThan(3);
  });
});

// The search's own paths, every order both ways: a plate as written (its two-letter word bounded by the
// hyphen and the space, which the trigram index answers), a plate without spaces and hyphens, comment
// words (one too short for trigrams, one with an umlaut), and a term that matches nothing; each alone
// and with a filter, on either tab, and past the last page (no row carries the counts there).
describe('searches on plates and comments in every order', () => {
  const terms = () => {
    const plate = stock.find((vehicle) => vehicle.licencePlate)!.licencePlate!;
    const letters = plate.slice(plate.indexOf('-') + 1, plate.indexOf(' '));
    return [
      plate.slice(0, plate.indexOf(' ') + 2),
      `${letters} ${plate.slice(plate.indexOf(' ') + 1, plate.indexOf(' ') + 2)}`.toLowerCase(),
      plate.replace(/[ -]/g, '').slice(0, 5).toUpperCase(),
      'unfall',
      'öl',
      'TÜV',
      'zzq',
    ];
  };

  it.each(VEHICLE_SORTS.map((sort, index) => [sort, index] as const))('sorted by %s', async (sort, index) => {
    for (const [at, search] of terms().entries()) {
      const base: Question = { status: (index + at) % 2 === 0 ? 'CURRENT' : 'SOLD', sort, page: 1, perPage: 7, search };
      for (const question of [
        base,
        { ...base, page: 2 },
        { ...base, mileageMax: 200_000, fuelType: FUEL_TYPES[at % FUEL_TYPES.length] },
        { ...base, page: 1000 },
      ]) {
        const expected = await plainAnswer(question);
        for (const round of [1, 2])
          expect(await listAnswer(question), `round ${round}, ${JSON.stringify(question)}`).toEqual(expected);
      }
    }
  });
});

// A walk of the tab (a search most of the tab passes, asked again) assumes the matches spread over
// the order; here they all sort last, so the walk comes up short and the page is read as usual.
describe('a search whose matches lie together at the end of the order', () => {
  it('answers its page after a walk of the tab came up short, and again', async () => {
    const owner = await createCompanyUser(t);
    const volvos = await insertVehicles(
      t,
      owner.companyId,
      Array.from({ length: 200 }, () => ({ make: 'Volvo', model: 'XC60' })),
    );
    await insertVehicles(
      t,
      owner.companyId,
      Array.from({ length: 200 }, () => ({ make: 'Audi', model: 'A4' })),
    );
    // Make and model are the same for every match, so the id orders them.
    const expected = [...volvos].sort().slice(7, 14);
    for (const round of [1, 2, 3]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/user/vehicles?search=xc60&sort=make&per_page=7&page=2',
        headers: owner.headers,
      });
      const body = response.json() as { data: Array<{ id: string }>; meta: { counts: { current: number; sold: number } } };
      expect(
        body.data.map((row) => row.id),
        `round ${round}`,
      ).toEqual(expected);
      expect(body.meta.counts).toEqual({ current: 200, sold: 0 });
    }
  });
});

// A filter's walk that found part of its page is tried once more, four times as long, before the page
// is read from the filter index: here three of the filter's vehicles lie within the first walk's
// length in the order and the rest past it, within the second's. Asked three times: the first look,
// the walks, the length remembered.
describe('a filter whose vehicles lie past the first walk', () => {
  it('answers its page from the longer walk, and again', async () => {
    const owner = await createCompanyUser(t);
    await insertVehicles(
      t,
      owner.companyId,
      Array.from({ length: 50 }, (_, index) => ({ make: 'Audi', model: 'A4', mileage: 1_000 + index })),
    );
    const early = await insertVehicles(
      t,
      owner.companyId,
      Array.from({ length: 3 }, (_, index) => ({ make: 'Volvo', model: 'XC60', mileage: 1_100 + index })),
    );
    await insertVehicles(
      t,
      owner.companyId,
      Array.from({ length: 150 }, (_, index) => ({ make: 'Audi', model: 'A4', mileage: 2_000 + index })),
    );
    const volvos = await insertVehicles(
      t,
      owner.companyId,
      Array.from({ length: 297 }, (_, index) => ({ make: 'Volvo', model: 'XC60', mileage: 5_000 + index })),
    );
    await insertVehicles(
      t,
      owner.companyId,
      Array.from({ length: 2_500 }, (_, index) => ({ make: 'Audi', model: 'A4', mileage: 10_000 + index })),
    );
    // Inserted in mileage order: the lowest seven are the three early ones and the next four.
    const expected = [...early, ...volvos.slice(0, 4)];
    for (const round of [1, 2, 3]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/user/vehicles?make=Volvo&sort=mileage&per_page=7&page=1',
        headers: owner.headers,
      });
      const body = response.json() as { data: Array<{ id: string }>; meta: { counts: { current: number; sold: number } } };
      expect(
        body.data.map((row) => row.id),
        `round ${round}`,
      ).toEqual(expected);
      expect(body.meta.counts).toEqual({ current: 300, sold: 0 });
    }
  });
});
