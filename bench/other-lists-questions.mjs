// The questions a dealer asks the other lists, drawn from a fixed seed over the whole class each list
// accepts: the customers (search, every sort in both directions), the sales and the purchases overview
// (kind, search), the service invoices (search) and Canceled Trades (search), pages 1 to 5 of 50.
// Searches come in three kinds, by how much of the bench's data (suites/09-other-lists.mjs) they
// match: about one row in eight (a name, a make, a city, a reason), about one in a hundred (a rare
// name, a number's piece), and none; in any case, with German umlauts. The first questions take each
// kind once, so no seed leaves a kind out. BENCH_LISTS_SEED draws another set; the default seed's set
// is the one tuned against, so a run with another seed is the held-out check.
import { random } from './seeded-random.mjs';

export const DEFAULT_LISTS_SEED = 90;

export const LISTS = ['customers', 'selling', 'buying', 'service', 'canceled'];
const CUSTOMER_SORTS = ['-created_at', 'created_at', 'name', '-name'];
/** Per list: the searches by how many rows they find (see the bench's inserts). */
const SEARCHES = {
  customers: {
    eighth: ['müller', 'SCHÄFER', 'köln', 'Lübeck', 'weiß'],
    hundredth: ['öztürk', 'ÖZTÜRK', 'autohaus süd', '0151 2345 07'],
    none: ['zzq', 'Tesla', 'xq9'],
  },
  selling: {
    eighth: ['bmw', 'golf', 'Škoda', 'MÜLLER'],
    hundredth: ['öztürk', 'RE-26-0007', 'süd gmbh'],
    none: ['zzq', 'tesla'],
  },
  buying: { eighth: ['opel', 'corsa', 'schäfer'], hundredth: ['ÖZTÜRK', 'ER-0707'], none: ['zzq', 'q7x'] },
  service: { eighth: ['müller', 'GROSS', 'm-ab'], hundredth: ['öztürk', 'SR-26-0007', 'KV-0707'], none: ['zzq', 'tesla'] },
  canceled: { eighth: ['rücktritt', 'bmw', 'weiß'], hundredth: ['öztürk', 'ST-0013'], none: ['zzq', 'q7x'] },
};
const PATHS = {
  customers: '/api/user/clients',
  selling: '/api/user/trades',
  buying: '/api/user/trades',
  service: '/api/user/service-invoices/trades',
  canceled: '/api/user/vehicles/canceled-trades',
};

function generator(seed) {
  const next = random(seed);
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  return { int, pick: (items) => items[int(0, items.length - 1)], chance: (p) => next() < p };
}

/** `count` questions: each its list, the path and query of its GET, a short description. */
export function drawListQuestions(seed, count) {
  const draw = generator(seed);
  const kinds = ['eighth', 'hundredth', 'none'];
  return Array.from({ length: count }, (_, index) => {
    // The first ten: every list unsearched and searched once; then any.
    const list = index < 10 ? LISTS[index % LISTS.length] : draw.pick(LISTS);
    const query = new URLSearchParams({ per_page: '50' });
    if (list === 'selling' || list === 'buying') query.set('kind', list.toUpperCase());
    if (list === 'customers') query.set('sort', draw.pick(CUSTOMER_SORTS));
    query.set('page', String(draw.chance(0.5) ? 1 : draw.int(2, 5)));
    const kind = index < 5 ? null : index < 10 ? kinds[index % 3] : draw.chance(0.6) ? draw.pick(kinds) : null;
    if (kind) query.set('search', draw.pick(SEARCHES[list][kind]));
    return { list, path: `${PATHS[list]}?${query}`, kind: kind ?? 'no search', query: query.toString() };
  });
}
