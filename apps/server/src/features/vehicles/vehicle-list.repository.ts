import type { TradeParty } from '@kontor/domain/trades';
import type { Vehicle, VehicleListQuery } from '@kontor/domain/vehicles';
import type pg from 'pg';
import type { Queryable } from '../../platform/db/database';
import { FILTERS, type Filter, ORDER_BY } from './vehicle-list-filters.repository';

// The SQL of the vehicle list, the page a dealer opens most. Its statements are written
// out once per shape (the sort and which filters are set, a bounded number) rather than built by the
// ORM on every request, and run as named (prepared) statements: each pool connection parses them
// once, and PostgreSQL may keep a generic plan. The one exception is a search too short for the
// trigram index (see usesSearchIndex), which is planned for its pattern on each request: a generic
// plan cannot know that such a pattern has no trigrams and might read the trigram index whole.
// (A search with trigrams once went the other way, 16 req/s at 100 000 vehicles: its generic plan
// scanned the company's rows. Its CTE now leaves the planner the trigram index or a scan of every
// company's vehicles, so the generic plan is the index one whatever the pattern.)
// The plans must hold without statistics too (a table that just took a bulk insert has none, or
// stale ones): a search reads the company's matches through the (company, trigram) index first (see
// searchSource). A row's picture is the vehicle's own first_photo_id, which triggers keep (migration 0017).
// Every statement is scoped by the company id ($1).

export type VehicleCounts = { current: number; sold: number };

/** What a list row shows, and what its days in stock are computed from. */
export type VehicleListRow = Pick<
  Vehicle,
  | 'id'
  | 'make'
  | 'model'
  | 'vinCode'
  | 'licencePlate'
  | 'mileage'
  | 'firstRegistered'
  | 'nextInspection'
  | 'power'
  | 'fuelType'
  | 'status'
  | 'addedOn'
  | 'purchasedOn'
  | 'soldOn'
  | 'askingPrice'
  | 'purchasePrice'
> & {
  /** The first photo with a thumbnail, for the row's picture (vehicles.first_photo_id). */
  photoId: string | null;
  /** DAY or MONTH: firstRegistered is the stored day, a month's first day (domain firstRegisteredOf answers it). */
  firstRegisteredPrecision: string;
};

/** A sold vehicle's finished sale as the list shows it; `buyer` is the trade's snapshot. */
export type VehicleSaleRow = { vehicleId: string; buyer: TradeParty | null; grossPrice: number; soldOn: string };

/**
 * The tab counts as a select of "currentCount" and "soldCount". Without a filter they are the
 * maintained vehicle_counts row (kept by triggers in the transaction of every change to vehicles), so
 * a page costs the same with 100 000 vehicles as with 100; with a filter they count the vehicles that
 * pass it, through the same indexes as the page. Each tab is counted by a statement of its own with
 * its status as an equality, so the list's filter index (company, status, make, fuel, mileage;
 * migration 0022) seeks each tab's matches (12 index pages instead of 209 for the bench's filter), and
 * the planner does not prefer a narrower (company, status, …) index read whole: without statistics on
 * the company it takes a company for a handful of rows, and `status in (…)` had let it count a make
 * through the make-and-model order's index, all of the company's entries (1.3 ms instead of 0.9).
 */
function countsSelect(conditions: string[], searched = false): string {
  if (conditions.length === 0 && !searched) {
    return `select c.current as "currentCount", c.sold as "soldCount" from vehicle_counts c where c.company_id = $1`;
  }
  // A search's matches are the CTE `v` already scoped to the company (see usesSearchIndex).
  if (searched) {
    return `select count(*) filter (where v.status <> 'SOLD')::int as "currentCount", count(*) filter (where v.status = 'SOLD')::int as "soldCount"
     from v${conditions.length > 0 ? ` where ${conditions.join(' and ')}` : ''}`;
  }
  const tab = (status: Vehicle['status']) =>
    `(select count(*)::int from vehicles v where ${['v.company_id = $1', `v.status = '${status}'`, ...conditions].join(' and ')})`;
  return `select ${tab('CURRENT')} as "currentCount", ${tab('SOLD')} as "soldCount"`;
}

/**
 * The tab counts as one value of a page's row, `[version, current, sold]`, computed once per statement
 * (an uncorrelated subquery is an InitPlan). It must sit in a level of the statement that has a LIMIT:
 * PostgreSQL does not pull such a level up into the outer select, where each element taken out of the
 * array (see COUNT_COLUMNS) would get its own copy of the InitPlan and the vehicles would be counted
 * more than once.
 *
 * A filtered page's counts are counted only when the server does not already know them: `$versionAt`
 * is the version of the company's counts row that the server's copy was counted at (null when it has
 * none). While the row still has it, no vehicle has moved into or out of any filter since (migration
 * 0011), and the answer is `[version]` alone; the count is an InitPlan inside the CASE, which
 * PostgreSQL runs only when that branch is taken. The version is read in the same statement as the
 * page, so the counts fit the page whatever another server or a bulk insert changed in between.
 * A first look (no version known) counts each tab by a seek of the filter index: an index-only count
 * of the matches' entries costs less than counting them from the page's own scan by `count(*) over ()`,
 * which copied every match, all its columns, into the window's store (change 17 of
 * docs/perf/vehicle-list.md: under pgbench 6–63 % more first looks a second in the mileage order,
 * fresh and settled, and about even to 26 % more in a top-N order).
 */
function countsSql(conditions: string[], searched: boolean, versionAt: number): string {
  if (conditions.length === 0 && !searched) {
    return `(select array[c.version, c.current, c.sold] from vehicle_counts c where c.company_id = $1)`;
  }
  const count = `(select array[c."currentCount", c."soldCount"]::bigint[] from (${countsSelect(conditions, searched)}) c)`;
  // Then the tab sizes, for the choice of a walk (see walkRows).
  return `(select case when k.version = $${versionAt}::bigint then array[k.version, null, null] else array[k.version] || ${count} end
       || array[k.current, k.sold] from vehicle_counts k where k.company_id = $1)`;
}

/** What a row shows; every filter and every order reads only these. */
const PAGE_COLUMNS = `v.id, v.make, v.model, v.vin_code, v.licence_plate, v.mileage, v.first_registered, v.first_registered_precision, v.next_inspection,
  v.power, v.fuel_type, v.status, v.added_on, v.purchased_on, v.sold_on, v.asking_price, v.purchase_price, v.first_photo_id`;

/**
 * The tab counts as plain values on every row (the InitPlan's array is computed once; taking its
 * elements is cheap in PostgreSQL): the driver would parse an array on each of the 50 rows, a sixth
 * of what a page allocated. The version stays text (int8 in JavaScript).
 */
const COUNT_COLUMNS = `v.counts[1]::text as "countsVersion", v.counts[2]::int as "currentCount", v.counts[3]::int as "soldCount",
  v.counts[4]::int as "tabCurrent", v.counts[5]::int as "tabSold"`;

/** The page's row in the names of VehicleListRow, so the driver's row objects are the rows (no copy per row). */
const ROW_COLUMNS = `v.id, v.make, v.model, v.vin_code as "vinCode", v.licence_plate as "licencePlate", v.mileage,
  v.first_registered as "firstRegistered", v.first_registered_precision as "firstRegisteredPrecision", v.next_inspection as "nextInspection", v.power, v.fuel_type as "fuelType",
  v.status, v.added_on as "addedOn", v.purchased_on as "purchasedOn", v.sold_on as "soldOn",
  v.asking_price as "askingPrice", v.purchase_price as "purchasePrice", v.first_photo_id as "photoId", ${COUNT_COLUMNS}`;

/**
 * A search whose pattern holds a run of three letters or digits has trigrams, so the (company,
 * trigram) index vehicles_company_search_trgm_idx finds its matches. The statement then reads them
 * first, in a materialised CTE named `v` whose only conditions are that index's ($1 the company, $at
 * the pattern): the company as array containment, which no btree index answers, so the plan does not
 * depend on estimates. Without statistics the planner took the company for a handful of rows and
 * tested the pattern on all its vehicles (and, given `status = $2`, on every company's stock through
 * the partial VIN index). Page and counts then filter the few matches. A shorter pattern has no
 * trigrams (the index would be read whole), so it stays a condition on the company's rows.
 */
const usesSearchIndex = (query: VehicleListQuery): boolean => {
  const search = (query.search ?? '').toLowerCase();
  // pg_trgm pads a word that the pattern itself bounds (by a space, a hyphen …), so "m-ab 45" has
  // the trigrams " ab", "ab " and " 45"; only a word at a wildcard end needs three characters.
  return /[a-z0-9]{3,}/.test(search) || /[^a-z0-9][a-z0-9]{2}|[a-z0-9]{2}[^a-z0-9]/.test(search);
};

const searchSource = (at: number, columns: string): string =>
  `with v as materialized (select ${columns} from vehicles v
     where array[v.company_id] @> array[$1::uuid] and v.search_text like lower($${at})) `;

type Shape = {
  page: pg.QueryConfig;
  counts: pg.QueryConfig;
  filters: Filter[];
  /** Which filters are set, for a filtered shape: the part of a counts key the values leave open. Null without a filter. */
  filterKey: string | null;
  /** With a filter: the page among the first $k (after the filters' values) of the tab in its order. */
  walk: pg.QueryConfig | null;
  searched: boolean;
};
const shapes = new Map<string, Shape>();

/**
 * The predicate of vehicles_company_status_list_filter_idx (migrations 0021 and 0022), true of every
 * vehicle: only a statement that states it may read that index. The index holds every column the page shows,
 * and without statistics on company_id (migration 0009) the planner takes a company for 0.5 % of the
 * table; an unfiltered page, which walks the index of its order for 50 rows, then chose an index-only
 * scan of the company's whole stock and a sort instead (4 ms in place of 0.05 ms).
 */
const FILTER_INDEX_PREDICATE = `v.added_on > '-infinity'::date`;

/**
 * The filters' conditions, their parameters numbered from `first` on; with a filter on the company's
 * rows (not an indexed search's matches) also the filter index's predicate.
 */
function conditionsOf(filters: Filter[], first: number, indexed: boolean): string[] {
  let at = first;
  const conditions = filters.map((filter) => {
    const condition = filter.condition(at);
    at += filter.params;
    return condition;
  });
  return filters.length > 0 && !indexed ? [...conditions, FILTER_INDEX_PREDICATE] : conditions;
}

/**
 * The columns a walk reads from the order's index: the id, the order's and the filters' columns.
 * Only these, so that the scan needs nothing the index does not hold (a search's text aside).
 */
function walkColumns(order: string, conditions: string[]): string {
  const columns = new Set(['id']);
  for (const text of [order, ...conditions]) for (const [, column] of text.matchAll(/\bv\.(\w+)/g)) columns.add(column!);
  return [...columns].map((column) => `v.${column}`).join(', ');
}

/** The columns an indexed search's matches keep: the walk's, and the tab the counts and the page test. */
const searchColumns = (order: string, conditions: string[]): string => `${walkColumns(order, conditions)}, v.status`;

/** The statements of one shape, written once per process. */
function shapeOf(query: VehicleListQuery): Shape {
  const set = FILTERS.map((filter) => filter.isSet(query));
  const searched = set[0] === true;
  const indexed = searched && usesSearchIndex(query);
  const filterKey = set.map((on) => (on ? 1 : 0)).join('');
  const key = `${query.sort}:${filterKey}${indexed ? ':i' : ''}`;
  let shape = shapes.get(key);
  if (!shape) {
    const filters = FILTERS.filter((_, index) => set[index]);
    const prepared = !searched || indexed;
    const order = ORDER_BY[query.sort];
    // The page: $1 company, $2 status, $3 limit, $4 offset, then the filters' values, then (with a
    // filter) the version of the counts the server knows. An indexed search's pattern ($5) is the
    // CTE's condition; the other filters test its rows.
    const conditions = conditionsOf(filters, 5, indexed);
    const versionAt = 5 + filters.reduce((sum, filter) => sum + filter.params, 0);
    const pageConditions = indexed ? conditions.slice(1) : conditions;
    const where = ['v.company_id = $1', 'v.status = $2', ...conditions].join(' and ');
    let inner: string;
    if (indexed) {
      // The matches keep only what the tab, the filters and the order test (a search matching one
      // vehicle in eight kept 12 500 rows of 18 columns at 100 000 vehicles, and sorted them); the
      // page's rows are read by id.
      inner = `${searchSource(5, searchColumns(order, pageConditions))}select ${PAGE_COLUMNS}, ${countsSql(pageConditions, true, versionAt)} as counts
           from (select v.id from v where ${['v.status = $2', ...pageConditions].join(' and ')} order by ${order} limit $3 offset $4) d
           join vehicles v on v.id = d.id order by ${order} limit $3`;
    } else if (filters.length === 0) {
      // An unfiltered page picks its ids by an index-only scan of its order's index, then reads those
      // rows by id (a deferred join). Read from the rows directly, the plan hung on the estimate of the
      // company (0.5 % of the table, migration 0009): settled, a tab estimated below offset + limit
      // (the Sold tab, any tab past page 1) was bitmap-scanned whole and sorted, 2 500 rows for 50 at
      // 10 000 vehicles (9–18 ms in place of 0.2–0.4).
      inner = `select ${PAGE_COLUMNS}, ${countsSql(conditions, false, versionAt)} as counts
           from (select i.id from vehicles i where i.company_id = $1 and i.status = $2
                  order by ${order.replaceAll('v.', 'i.')} limit $3 offset $4) d
           join vehicles v on v.id = d.id order by ${order} limit $3`;
    } else {
      // A filtered page is read from vehicles_company_status_list_filter_idx alone, whatever its
      // filter and order: the index holds every column a filter, an order or the page reads
      // (migrations 0021 and 0022, FILTER_INDEX_PREDICATE), so on a vacuumed table it is an index-only
      // scan.
      // (Testing the filter on the rows themselves read every row of the make, 556 pages for 248
      // matches; the page's rows looked up by id after the index cost four buffers each.)
      inner = `select ${PAGE_COLUMNS}, ${countsSql(conditions, false, versionAt)} as counts
           from vehicles v where ${where} order by ${order} limit $3 offset $4`;
    }
    // A page beyond the last (or of an empty tab) has no row to carry the counts: $1 company, then the
    // filters' values, then (with a filter) the version the server knows, as the page's counts.
    // A search that matches nothing in the tab asked for is the common case, and counting its matches
    // again on every request cost as much as the page (a search matching one vehicle in eight).
    const countConditions = conditionsOf(filters, 2, indexed);
    const countsVersionAt = 2 + filters.reduce((sum, filter) => sum + filter.params, 0);
    const countsOnly = `select ${COUNT_COLUMNS} from (select ${countsSql(indexed ? countConditions.slice(1) : countConditions, indexed, countsVersionAt)} as counts limit 1) v`;
    // A filter most of the tab passes: the tab's first $k vehicles in the page's order, read from the
    // order's index with the columns the filters test (every order index holds them, migration
    // 0040), tested there, and only the page's rows read by id (see walkRows). On a vacuumed table a
    // walk without a search is an index-only scan; a search's text is tested on the row.
    const walkConditions = conditionsOf(filters, 5, true);
    const walk =
      filters.length === 0
        ? null
        : `select ${ROW_COLUMNS.replace(`, ${COUNT_COLUMNS}`, '')} from (select ${PAGE_COLUMNS}
             from (select v.id from (select ${walkColumns(order, walkConditions)} from vehicles v
                    where v.company_id = $1 and v.status = $2 order by ${order} limit $${versionAt}) v
                   where ${walkConditions.join(' and ')} order by ${order} limit $3 offset $4) d
             join vehicles v on v.id = d.id) v order by ${order}`;
    shape = {
      filters,
      searched,
      walk: walk === null ? null : { ...(prepared ? { name: `vehicle_list_walk:${key}` } : {}), text: walk },
      filterKey: filters.length > 0 ? filterKey : null,
      page: {
        ...(prepared ? { name: `vehicle_list_page:${key}` } : {}),
        text: `select ${ROW_COLUMNS} from (${inner}) v order by ${order}`,
      },
      counts: {
        ...(prepared ? { name: `vehicle_list_counts:${key}` } : {}),
        text: indexed ? `${searchSource(2, searchColumns(order, countConditions.slice(1)))}${countsOnly}` : countsOnly,
      },
    };
    shapes.set(key, shape);
  }
  return shape;
}

/** The tab counts as a statement answers them (null when the company has no counts row yet). */
type CountsRecord = { currentCount: number | null; soldCount: number | null };
/**
 * A page's row as the driver hands it over: the list row, with the tab counts on every row, and the
 * version of the company's counts (null with no counts row; counts null when they were not counted).
 */
type PageRecord = VehicleListRow &
  CountsRecord & { countsVersion: string | null; tabCurrent: number | null; tabSold: number | null };

const countsOf = (record: CountsRecord | undefined): VehicleCounts => ({
  current: record?.currentCount ?? 0,
  sold: record?.soldCount ?? 0,
});

/**
 * The counts of the filters this process has answered lately, per company, filter and its values, with
 * the version of the company's counts row they were counted at (see countsSql). A paging dealer, a
 * switch of tabs or a second look at the same filter then costs the page alone. Only a hint: the
 * statement says whether it still holds, so every server keeps its own and none can serve stale
 * counts. Dropped oldest first beyond the bound. (The versions come from a sequence: a database
 * restored from a dump under a running server could hand out again versions the server saw before,
 * so a restore means a restart, as it stops the app anyway.)
 */
type KnownCounts = { version: string; counts: VehicleCounts; tabs: VehicleCounts };
const knownCounts = new Map<string, KnownCounts>();
const KNOWN_COUNTS_MAX = 10_000;

function rememberCounts(key: string, entry: KnownCounts): void {
  knownCounts.delete(key);
  knownCounts.set(key, entry);
  if (knownCounts.size > KNOWN_COUNTS_MAX) knownCounts.delete(knownCounts.keys().next().value as string);
}

const tabCount = (counts: VehicleCounts, status: VehicleListQuery['status']): number =>
  status === 'SOLD' ? counts.sold : counts.current;

/**
 * A filtered statement's counts: the server's copy when the statement found its version still
 * standing (no counts in the record), else the counted ones, remembered with their version.
 */
function settleCounts(countsKey: string, known: KnownCounts | undefined, record: PageRecord | undefined): VehicleCounts {
  if (!record || record.countsVersion === null) return countsOf(record);
  const tabs = { current: record.tabCurrent ?? 0, sold: record.tabSold ?? 0 };
  if (record.currentCount === null && known) {
    rememberCounts(countsKey, { ...known, tabs });
    return known.counts;
  }
  const counts = countsOf(record);
  rememberCounts(countsKey, { version: record.countsVersion, counts, tabs });
  return counts;
}

/**
 * The walks that found too few of their page (the order and the filter go together: a model's
 * vehicles sorted by make lie in one stretch), per question and the counts' version they were made
 * at: the factor of walkRows' length that found the page, or null when none did (asked again, the
 * page is read as usual at once). Bounded as knownCounts.
 */
const walkFactors = new Map<string, { version: string; factor: number | null }>();

function rememberWalk(key: string, version: string, factor: number | null): void {
  walkFactors.delete(key);
  walkFactors.set(key, { version, factor });
  if (walkFactors.size > KNOWN_COUNTS_MAX) walkFactors.delete(walkFactors.keys().next().value as string);
}

/**
 * How much longer a filter's walk may be tried after one came up short: a walk without a search reads
 * index entries alone (migration 0040), so four times as many still cost less than the filter index's
 * range as long as the walk stays within a quarter of the tab. A search's walk reads rows and stops at once.
 * (Measured in-process at 100 000 vehicles: a Sold tab with first-registration and mileage bounds by date
 * added, whose first walk found a third of its page, 25 → 1.2 ms; a mileage bound in the descending
 * mileage order, whose first walk found nothing, 1.0 → 3.5 ms when it too walked again.)
 */
const WALK_GROWTH = 4;

/**
 * How many of the tab's first vehicles in the page's order a walk reads to find the page, or null
 * when reading what passes the filter costs less. Known from the counts the server keeps: where one
 * vehicle in d passes, the page's last row is about the (offset + page) × d-th; a search reads all its
 * matches of both tabs through the trigram index, and a filter the tab's entries of the filter index.
 * A search matching one vehicle in eight cost its 12 500 matches a page at 100 000 vehicles; the walk
 * reads a few hundred, whatever the stock.
 */
function walkRows(
  known: KnownCounts,
  { status, searched, need }: { status: VehicleListQuery['status']; searched: boolean; need: number },
): number | null {
  const passing = tabCount(known.counts, status);
  const tab = tabCount(known.tabs, status);
  if (passing === 0) return null;
  const rows = Math.ceil(((need * tab) / passing) * 1.25) + need;
  const read = searched ? known.counts.current + known.counts.sold : tab;
  // A match of a search is a row read and tested; a filter's entry is read from the index alone.
  return rows * (searched ? 2 : 4) <= read ? rows : null;
}

const SALES: pg.QueryConfig = {
  name: 'vehicle_list_sales',
  text: `select distinct on (t.vehicle_id) t.vehicle_id, t.buyer, t.gross_price, t.issued_on
           from trades t
          where t.company_id = $1 and t.vehicle_id = any($2::uuid[]) and t.kind = 'SELLING' and t.status = 'FINISHED'
            and t.issued_on is not null
          order by t.vehicle_id, t.issued_on desc, t.created_at desc`,
};

/**
 * A page by a walk of the tab in its order (walkRows), once the counts say it pays and still hold.
 * Null when it does not pay, or when the walk's rows held too few of the page (the filter's
 * vehicles lie later in the order than its share says): then the page is read as usual.
 */
type WalkRequest = {
  shape: Shape;
  companyId: string;
  query: VehicleListQuery;
  filterValues: unknown[];
  countsKey: string;
  known: KnownCounts;
};

async function walkPage(db: Queryable, request: WalkRequest): Promise<{ rows: VehicleListRow[]; counts: VehicleCounts } | null> {
  const { shape, companyId, query, filterValues, countsKey, known } = request;
  const offset = (query.page - 1) * query.perPage;
  const ask = { status: query.status, searched: shape.searched, need: offset + query.perPage };
  if (!shape.walk || walkRows(known, ask) === null) return null;
  const walkKey = `${countsKey} ${query.status} ${query.sort} ${ask.need}`;
  const remembered = walkFactors.get(walkKey);
  let factor = remembered?.version === known.version ? remembered.factor : 1;
  if (factor === null) return null;
  const { rows: counted } = await db.query<PageRecord>({ ...shape.counts, values: [companyId, ...filterValues, known.version] });
  const counts = settleCounts(countsKey, known, counted[0]);
  const settled = knownCounts.get(countsKey);
  const rows = settled ? walkRows(settled, ask) : null;
  if (!settled || rows === null) return null;
  const tab = tabCount(settled.tabs, query.status);
  for (;;) {
    const length = rows * factor;
    const { rows: records } = await db.query<PageRecord>({
      ...shape.walk,
      values: [companyId, query.status, query.perPage, offset, ...filterValues, length],
    });
    if (records.length >= query.perPage || length >= tab || offset + records.length >= tabCount(counts, query.status)) {
      if (remembered?.version !== settled.version || remembered.factor !== factor) rememberWalk(walkKey, settled.version, factor);
      return { rows: records, counts };
    }
    // A walk that found none of the filter's vehicles says they lie later in the order (as a mileage
    // bound in the descending mileage order), where the filter index finds them at once; one that
    // found some says they are sparser than the counts' share, and a longer walk finds the rest.
    if (shape.searched || records.length === 0 || length * WALK_GROWTH * 4 > tab) {
      rememberWalk(walkKey, settled.version, null);
      return null;
    }
    factor *= WALK_GROWTH;
  }
}

export function createVehicleListRepository(db: Queryable) {
  return {
    /** A page of the company's vehicles of one status, and how many of each status pass the filter. */
    async page(
      companyId: string,
      query: VehicleListQuery,
      today: string,
    ): Promise<{ rows: VehicleListRow[]; counts: VehicleCounts }> {
      const shape = shapeOf(query);
      const filterValues = shape.filters.flatMap((filter) => filter.values(query, today));
      const offset = (query.page - 1) * query.perPage;
      const countsKey = shape.filterKey === null ? null : `${companyId} ${shape.filterKey} ${JSON.stringify(filterValues)}`;
      let known = countsKey === null ? undefined : knownCounts.get(countsKey);
      const countsValues = () => (countsKey === null ? [companyId] : [companyId, ...filterValues, known?.version ?? null]);
      // A tab the server knows to hold no more than `offset` of the filter's vehicles has no page to
      // read (a search that finds nothing in this tab, a page past the last): only whether those
      // counts still hold. A search matching one vehicle in eight read all its matches for nothing.
      if (countsKey !== null && known && tabCount(known.counts, query.status) <= offset) {
        const { rows } = await db.query<PageRecord>({ ...shape.counts, values: countsValues() });
        const counts = settleCounts(countsKey, known, rows[0]);
        if (tabCount(counts, query.status) <= offset) return { rows: [], counts };
        known = knownCounts.get(countsKey);
      }
      const walked =
        countsKey !== null && known ? await walkPage(db, { shape, companyId, query, filterValues, countsKey, known }) : null;
      if (walked) return walked;
      known = countsKey === null ? undefined : knownCounts.get(countsKey);
      const values = [companyId, query.status, query.perPage, offset, ...filterValues];
      if (countsKey !== null) values.push(known?.version ?? null);
      const { rows: records } = await db.query<PageRecord>({ ...shape.page, values });
      let [first] = records;
      if (!first) {
        const { rows } = await db.query<PageRecord>({ ...shape.counts, values: countsValues() });
        first = rows[0];
      }
      if (countsKey === null) return { rows: records, counts: countsOf(first) };
      return { rows: records, counts: settleCounts(countsKey, known, first) };
    },

    /** The finished sales of these vehicles (a page of the Sold list), the latest per vehicle. */
    async sales(companyId: string, vehicleIds: string[]): Promise<VehicleSaleRow[]> {
      if (vehicleIds.length === 0) return [];
      const { rows } = await db.query<{ vehicle_id: string; buyer: TradeParty | null; gross_price: number; issued_on: string }>({
        ...SALES,
        values: [companyId, vehicleIds],
      });
      return rows.map((row) => ({
        vehicleId: row.vehicle_id,
        buyer: row.buyer,
        grossPrice: Number(row.gross_price),
        soldOn: row.issued_on,
      }));
    },
  };
}
