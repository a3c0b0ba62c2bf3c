import { emptyTradeParty } from '@kontor/domain/trade-party';
import type { TradeParty, TradeVehicle } from '@kontor/domain/trades';
import { eq } from 'drizzle-orm';
import { trades } from '../platform/db/schema/trades';
import type { SeededDraws as Random } from './seeded-random';
import type { TestContext } from './test-context';
import { insertVehicles } from './vehicles-factories';

// A company's trades as the trade lists' property tests draw them: sales, purchases and service
// invoices over several years, open, finished and canceled, straight into the table, with few
// distinct days and moments (ties the id must order) and moments near midnight at a year's turn
// (a Berlin day differs from the UTC one there).

/** The draws of one seed: a number in a range, an item, a chance. */
export { seededDraws as generator, type SeededDraws as Random } from './seeded-random';

const MAKES = ['VW', 'BMW', 'Mercedes-Benz', 'Škoda', 'Opel', 'Öko-Mobil', 'Ford'];
const MODELS = ['Golf', '320d Touring', 'A 180', 'Octavia Combi', 'Corsa-e', 'Focus'];
const FIRST = ['Jürgen', 'Erika', 'Özlem', 'Max', 'Björn', 'Ümit', 'Sophie'];
const LAST = ['Müller', 'Schäfer', 'Öztürk', 'Weiß', 'Meyer', 'Groß', 'Becker'];
const FIRMS = ['Autohaus Süd GmbH', 'Kfz-Technik Böhm', 'Lüdtke Logistik AG', 'Car_Service 100%'];
const REASONS = ['Käufer tritt zurück', 'Falscher Preis', 'Doppelt erfasst', 'Rechnungsfehler 100%'];
const LETTERS = 'ABCDEFGHKLMNPRSTUVWXYZ';

export type DrawnTrade = typeof trades.$inferInsert & { searchable: string[] };

const day = (from: string, offset: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

function party(random: Random): TradeParty | null {
  if (random.chance(0.1)) return null;
  const business = random.chance(0.3);
  return {
    ...emptyTradeParty('p'),
    type: business ? 'BUSINESS' : 'PRIVATE',
    companyName: business ? random.pick(FIRMS) : null,
    firstName: random.chance(0.1) ? null : random.pick(FIRST),
    lastName: random.pick(LAST),
  };
}

const plate = (random: Random) =>
  `${random.pick(['M', 'B', 'HH', 'K'])}-${random.pick([...LETTERS])}${random.pick([...LETTERS])} ${random.int(1, 9999)}`;

/** A moment: one of a few per day, some a quarter of an hour before a year's turn in Berlin. */
function moment(random: Random): Date {
  if (random.chance(0.1)) return new Date(Date.UTC(random.int(2023, 2025), 11, 31, 23, 15));
  return new Date(Date.UTC(random.int(2023, 2026), random.int(0, 11), random.int(1, 28), random.pick([8, 14])));
}

/**
 * `count` trades of the company: each sale and purchase has a vehicle of its own (one of them since
 * deleted when it was canceled, the trade keeping its snapshot; a few renamed since the trade recorded
 * them); service invoices name theirs in their fields.
 */
export async function insertTradeStock(
  t: TestContext,
  random: Random,
  { companyId, count, tag }: { companyId: string; count: number; tag: string },
) {
  const drawn: DrawnTrade[] = [];
  for (let index = 0; index < count; index++) {
    const kind = random.pick(['SELLING', 'BUYING', 'SERVICE_INVOICE'] as const);
    const status = random.pick(['PENDING', 'FINISHED', 'FINISHED', 'REJECTED'] as const);
    const createdAt = moment(random);
    const issued = status !== 'PENDING' && random.chance(0.85);
    const issuedOn = issued
      ? random.chance(0.2)
        ? day(createdAt.toISOString().slice(0, 10), 1)
        : createdAt.toISOString().slice(0, 10)
      : null;
    const vehicle: TradeVehicle = {
      make: random.pick(MAKES),
      model: random.pick(MODELS),
      vinCode: `WVW${tag}${String(index).padStart(5, '0')}${random.int(100000, 999999)}`.slice(0, 17),
      licencePlate: random.chance(0.2) ? null : plate(random),
    } as TradeVehicle;
    const number = issued ? `${kind === 'SERVICE_INVOICE' ? 'S' : 'R'}${tag}-${random.int(1, 400)}` : null;
    const canceledAt = status === 'REJECTED' ? new Date(createdAt.getTime() + random.pick([0, 1, 40]) * 86_400_000) : null;
    const row: DrawnTrade = {
      companyId,
      kind,
      status,
      buyer: party(random),
      grossPrice: random.int(0, 5000) * 1000,
      amounts: {} as never,
      fields: (kind === 'SERVICE_INVOICE'
        ? { make: vehicle.make, model: vehicle.model, vinCode: vehicle.vinCode, licencePlate: vehicle.licencePlate }
        : kind === 'BUYING'
          ? { sellerInvoiceNumber: random.chance(0.5) ? `ER-${random.int(1, 900)}` : null }
          : { sectionType: random.pick(['25', '4.1a', null]) }) as never,
      invoiceNumber: kind === 'BUYING' ? null : number,
      proposalNumber: kind === 'SERVICE_INVOICE' && random.chance(0.5) ? `KV${tag}-${random.int(1, 300)}` : null,
      issuedOn,
      createdAt,
      canceledAt,
      canceledOn: canceledAt?.toISOString().slice(0, 10) ?? null,
      cancelReason: canceledAt ? random.pick(REASONS) : null,
      cancellationNumber: canceledAt && issued && kind !== 'BUYING' ? `ST${tag}-${random.int(1, 99)}` : null,
      searchable: [vehicle.make, vehicle.model, vehicle.vinCode, vehicle.licencePlate ?? 'M-AB', number ?? 'R-1'],
    };
    if (kind !== 'SERVICE_INVOICE') {
      row.vehicle = vehicle;
      const deleted = status === 'REJECTED' && random.chance(0.3);
      if (!deleted) {
        const renamed = random.chance(0.1) ? { make: random.pick(MAKES), model: 'Neu benannt' } : {};
        [row.vehicleId] = await insertVehicles(t, companyId, [{ ...vehicle, ...renamed, vinCode: vehicle.vinCode }]);
      }
    }
    drawn.push(row);
  }
  await t.ctx.database.db.insert(trades).values(drawn.map(({ searchable: _searchable, ...row }) => row));
  return drawn;
}

const NEW_FIRST = ['Zoë', 'ÄNNE', 'Øyvind'];
const NEW_LAST = ['Straßburger', 'ÖZDEMİR', 'Grünewald', 'Weiß-Lüdtke'];
const NEW_FIRMS = ['Straßen-Kfz Ölmann', 'AUTOHAUS ÜBERLINGEN'];

/**
 * Changes `count` of the company's trades as their writers do, each by an UPDATE of the row: the
 * party's copy refreshed (a customer renamed, then the draft saved), a number given, a purchase's
 * seller number or a service invoice's plate and estimate number corrected, a cancellation's reason.
 * Answers what was written, as drawn trades for searches to be drawn from (the stored search text
 * must follow every such write).
 */
export async function changeTradeStock(
  t: TestContext,
  random: Random,
  { companyId, count }: { companyId: string; count: number },
) {
  const { db } = t.ctx.database;
  const rows = await db
    .select({ id: trades.id, kind: trades.kind, status: trades.status, fields: trades.fields })
    .from(trades)
    .where(eq(trades.companyId, companyId));
  const changed: DrawnTrade[] = [];
  for (let draw = 0; draw < count; draw++) {
    const row = random.pick(rows);
    const business = random.chance(0.3);
    const buyer: TradeParty = {
      ...emptyTradeParty('p'),
      type: business ? 'BUSINESS' : 'PRIVATE',
      companyName: business ? random.pick(NEW_FIRMS) : null,
      firstName: random.pick(NEW_FIRST),
      lastName: random.pick(NEW_LAST),
    };
    const values: Partial<typeof trades.$inferInsert> = { buyer };
    const searchable: string[] = [];
    if (row.kind === 'SERVICE_INVOICE') {
      const licencePlate = plate(random);
      values.fields = { ...row.fields, licencePlate } as never;
      values.proposalNumber = `KV-Ü${random.int(1, 99)}`;
      searchable.push(licencePlate, values.proposalNumber);
    } else if (row.kind === 'BUYING') {
      const sellerInvoiceNumber = `ER-Ö${random.int(1, 999)}`;
      values.fields = { ...row.fields, sellerInvoiceNumber } as never;
      searchable.push(sellerInvoiceNumber);
    } else if (row.status !== 'PENDING') {
      values.invoiceNumber = `RÜ-${random.int(1, 400)}`;
      searchable.push(values.invoiceNumber);
    }
    if (row.status === 'REJECTED') values.cancelReason = random.pick(['Käufer ändert Meinung', 'ÜBERZAHLT 100%']);
    await db.update(trades).set(values).where(eq(trades.id, row.id));
    changed.push({
      companyId,
      kind: row.kind,
      fields: values.fields ?? row.fields,
      amounts: {} as never,
      buyer,
      proposalNumber: values.proposalNumber ?? null,
      cancelReason: values.cancelReason ?? null,
      searchable: searchable.length > 0 ? searchable : [buyer.lastName ?? 'Grün'],
    });
  }
  return changed;
}

/** A search as dealers type it: a piece of a trade's vehicle, party or number (any case, umlauts too), a short one, or one that finds nothing. */
export function drawTradeSearch(random: Random, stock: DrawnTrade[]): string {
  const trade = random.pick(stock);
  const kind = random.int(0, 9);
  if (kind === 0) return random.pick(['zzq', 'Tesla', '%', '_', 'a_b', '\\', 'xq9']);
  if (kind === 1) return `  ${random.pick(['müller', 'MÜLLER', 'süd', 'ŠKODA', 'öko', 'GROß', '100%', 'car_s'])} `;
  const field = random.pick([
    ...trade.searchable,
    trade.buyer?.lastName ?? 'Groß',
    trade.buyer?.companyName ?? 'Autohaus',
    trade.cancelReason ?? 'Preis',
    trade.proposalNumber ?? 'KV',
  ]);
  const length = kind <= 3 ? random.int(1, 2) : random.int(3, 9);
  const start = random.int(0, Math.max(0, field.length - length));
  const piece = field.slice(start, start + length);
  return random.chance(0.5) ? piece.toUpperCase() : piece.toLowerCase();
}

/** `term` found anywhere in the SQL text `column` ignoring case, for the plain statements (no LIKE, no index). */
export const plainFound = (column: string, term: string) => `strpos(lower(coalesce(${column}, '')), lower(${term})) > 0`;
