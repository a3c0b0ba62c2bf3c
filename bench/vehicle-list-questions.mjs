// The questions a dealer asks the vehicle list, drawn from a fixed seed over the whole class the list
// accepts: either tab, every sort in both directions, pages 1 to 5, and any combination of search,
// make, fuel, first-registration range, maximum mileage and HU/AU due. Searches come in three kinds,
// by how much of the bench's stock (suites/08-vehicle-list.mjs insertVehicles) they match: about one
// vehicle in eight (a model or a make), about one in a hundred (the accident remark, a plate's start
// as written or without its hyphen and space), and none. The first three questions take one of each kind,
// so that no seed leaves a kind out. BENCH_LIST_SEED draws another set; the default seed's set is the
// one tuned against, so a run with another seed is the held-out check.

import { random } from './seeded-random.mjs';

export const DEFAULT_QUESTION_SEED = 50;

const SORTS = ['-added_on', 'added_on', 'mileage', '-mileage', 'first_registered', '-first_registered', 'make', '-make'];
const PRICE_SORTS = ['asking_price', '-asking_price', 'purchase_price', '-purchase_price'];
const MAKES = ['VW', 'BMW', 'Mercedes-Benz', 'Opel', 'Ford', 'Audi', 'Skoda', 'Seat'];
const FUELS = ['PETROL', 'DIESEL', 'ELECTRIC'];
const SEARCHES = {
  eighth: ['golf', '320d', 'a 180', 'corsa', 'focus', 'octavia', 'leon', 'bmw', 'opel', 'a4'],
  hundredth: ['unfall', 'm-ab 12', 'mab77', 'M-AB 45', 'Unfall vorn'],
  none: ['zzz9', 'tesla', 'q7x', 'WVWZZZ9'],
};

/** The draws of one seed: a number in a range, an item, a chance. */
function generator(seed) {
  const next = random(seed);
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  return { int, pick: (items) => items[int(0, items.length - 1)], chance: (p) => next() < p };
}

const isoDay = (from, offset) => new Date(Date.parse(`${from}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** `count` questions as query strings of GET /api/user/vehicles, each with a short description. */
export function drawQuestions(seed, count) {
  const random = generator(seed);
  const kinds = Object.keys(SEARCHES);
  return Array.from({ length: count }, (_, index) => {
    const query = new URLSearchParams({ per_page: '50' });
    query.set('status', random.chance(0.7) ? 'CURRENT' : 'SOLD');
    query.set('sort', random.pick(random.chance(0.25) ? PRICE_SORTS : SORTS));
    query.set('page', String(random.chance(0.5) ? 1 : random.int(2, 5)));
    const kind = index < kinds.length ? kinds[index] : random.chance(0.5) ? random.pick(kinds) : null;
    if (kind) query.set('search', random.pick(SEARCHES[kind]));
    if (random.chance(0.35)) query.set('make', random.pick(MAKES));
    if (random.chance(0.3)) query.set('fuel_type', random.pick(FUELS));
    if (random.chance(0.2)) query.set('first_registered_from', isoDay('2010-01-01', random.int(0, 4000)));
    if (random.chance(0.2)) query.set('first_registered_to', isoDay('2014-01-01', random.int(0, 4000)));
    if (random.chance(0.3)) query.set('mileage_max', String(random.int(10_000, 300_000)));
    if (random.chance(0.15)) query.set('inspection_due_days', String(random.int(0, 365)));
    return { path: `/api/user/vehicles?${query}`, kind: kind ?? 'no search', query: query.toString() };
  });
}
