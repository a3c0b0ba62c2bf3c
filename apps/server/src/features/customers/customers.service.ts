import { companyFullName } from '@kontor/domain/company';
import type { Locale } from '@kontor/domain/constants';
import { countryById, countryName } from '@kontor/domain/countries';
import { type Customer, type CustomerListQuery, type CustomerValues, isIdDocumentExpired } from '@kontor/domain/customers';
import { translate } from '@kontor/domain/i18n/catalogs';
import { recordAuditEvent } from '../../platform/audit/audit-events';
import { businessToday } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/app-error';
import { changedMeanwhile } from '../../platform/http/if-match';
import { getCompany } from '../company/company.service';
import { customersCsv } from './customers-csv';
import { type AccountRange, type CustomerRow, createCustomersRepository, customerListPage } from './customers.repository';
import { isStillRetained, latestRetentionEnd } from '@kontor/domain/retention';

/** A private person has no VAT id; one sent with a person (left over from switching the kind) is dropped. */
function stored(values: CustomerValues): CustomerValues {
  return values.type === 'BUSINESS' ? values : { ...values, vatId: null };
}

/**
 * The customer as the person it is about reads it (GDPR Art. 15 asks for an intelligible form):
 * the kind, salutation, title and country as words in `locale`; the codes stay beside them, named.
 */
function readableCustomer(customer: Customer, locale: Locale) {
  const { type, greeting, title, countryId, ...rest } = customer;
  const country = countryById(countryId);
  return {
    type: translate(locale, `customers.types.${type}`),
    greeting: greeting ? translate(locale, `customers.greetings.${greeting}`) : null,
    title: title ? translate(locale, `customers.titles.${title}`) : null,
    country: country ? countryName(country, locale) : String(countryId),
    ...rest,
    codes: { type, greeting, title, countryId },
  };
}

function toCustomer(row: CustomerRow, today: string): Customer {
  // The debtor and creditor accounts are the DATEV export's: not part of the customer as the dealer edits it.
  const {
    companyId: _companyId,
    debtorAccount: _debtorAccount,
    creditorAccount: _creditorAccount,
    createdAt,
    updatedAt,
    ...fields
  } = row;
  return {
    ...fields,
    idDocumentExpired: isIdDocumentExpired(row, today),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** `expected`: the version (updatedAt) the client changed, from If-Match; null when it sent none. */
type CustomerChange = { id: string; values: CustomerValues; expected?: Date | null };
type CsvExport = Pick<CustomerListQuery, 'search' | 'sort'> & { locale: Locale };
type DataExport = { id: string; locale: Locale };

const repositoryOf = (ctx: AppContext) => createCustomersRepository(ctx.database.db);

export async function getCustomer(ctx: AppContext, companyId: string, id: string): Promise<Customer> {
  const row = await repositoryOf(ctx).find(companyId, id);
  if (!row) throw notFound();
  return toCustomer(row, businessToday(ctx.clock));
}

/** The customer's stored fields: what a trade keeps of its party. */
export type CustomerFields = Omit<Customer, 'idDocumentExpired' | 'createdAt' | 'updatedAt'>;

/** The company's customer read inside the caller's transaction (the trade's buyer snapshot); undefined when not the company's. */
export async function findCustomerFields(db: DbOrTx, companyId: string, id: string): Promise<CustomerFields | undefined> {
  const row = await createCustomersRepository(db).find(companyId, id);
  if (!row) return undefined;
  const {
    companyId: _companyId,
    debtorAccount: _debtorAccount,
    creditorAccount: _creditorAccount,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...fields
  } = row;
  return fields;
}

export async function createCustomer(ctx: AppContext, companyId: string, values: CustomerValues): Promise<Customer> {
  return toCustomer(await repositoryOf(ctx).insert(companyId, stored(values), ctx.clock.now()), businessToday(ctx.clock));
}

/**
 * A full replacement: the form always sends every field. Made on an older version than the stored
 * one (another tab saved meanwhile), it is refused with 9541 rather than silently undoing that change.
 */
export async function updateCustomer(
  ctx: AppContext,
  companyId: string,
  { id, values, expected = null }: CustomerChange,
): Promise<Customer> {
  const repository = repositoryOf(ctx);
  const row = await repository.update(companyId, { id, values: stored(values), now: ctx.clock.now(), expected });
  if (!row) {
    // Nothing written: either no such customer of the company (404) or a stale version (409).
    if (expected && (await repository.find(companyId, id))) throw changedMeanwhile();
    throw notFound();
  }
  return toCustomer(row, businessToday(ctx.clock));
}

export async function listCustomers(
  ctx: AppContext,
  companyId: string,
  query: CustomerListQuery,
): Promise<{ items: Customer[]; total: number }> {
  const { rows, total } = await customerListPage(ctx.database.pool, companyId, query);
  const day = businessToday(ctx.clock);
  return { items: rows.map((row) => toCustomer(row, day)), total };
}

/**
 * Erasure under GDPR Art. 17: the row is deleted, not flagged. A customer has no stored files of
 * its own yet; when ID-document copies are stored they are deleted here too. Issued invoices and
 * contracts must be kept (8 years, §147 AO, §14b UStG) with the party as printed: finished and
 * canceled trades keep their own copy of the customer, which the erasure leaves (Art. 17 Abs. 3 b
 * GDPR: a legal duty to keep them restricts the erasure). A customer who is party to an open trade
 * (a sale, purchase or service invoice still being prepared) is not erased (9543): that trade would
 * keep their birthday and ID data with nobody to see it; the dealer first chooses another customer
 * there or cancels it.
 */
export async function eraseCustomer(ctx: AppContext, companyId: string, id: string): Promise<void> {
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const result = await createCustomersRepository(tx).delete(companyId, id);
    // The trail keeps the id only: a name in an append-only row would outlive the erasure itself.
    if (result === 'deleted') {
      await recordAuditEvent(tx, { companyId, action: 'CUSTOMER_DELETED', objectType: 'CUSTOMER', objectId: id, label: '' });
    }
    return result;
  });
  if (outcome === 'open-trade') throw conflict('9543');
  if (outcome === 'missing') throw notFound();
}

/** Access under GDPR Art. 15 and portability under Art. 20: everything stored about the customer. */
export async function exportCustomerData(ctx: AppContext, companyId: string, { id, locale }: DataExport) {
  const customer = await getCustomer(ctx, companyId, id);
  const company = await getCompany(ctx, companyId);
  return {
    exportedAt: ctx.clock.now().toISOString(),
    language: locale,
    // The controller (Art. 4 No. 7 GDPR) named as the company must name itself: with its legal form.
    controller: { legalName: companyFullName(company) },
    customer: readableCustomer(customer, locale),
  };
}

/** The company's customers (all, or those of a search) as a CSV file for Excel, with its file name. */
export async function exportCustomersCsv(
  ctx: AppContext,
  companyId: string,
  { search, sort, locale }: CsvExport,
): Promise<{ csv: string; fileName: string }> {
  const rows = await repositoryOf(ctx).all(companyId, { search, sort });
  const day = businessToday(ctx.clock);
  return {
    csv: customersCsv(
      rows.map((row) => toCustomer(row, day)),
      locale,
    ),
    fileName: `${translate(locale, 'customers.csvFileName')}-${day}.csv`,
  };
}

/**
 * The DATEV account of `kind` of each customer in `ids` (the order gives new accounts: first
 * invoiced first): a customer without one gets the next free account of the company's range, once
 * and for good; 409 when the range is used up (9589 debtors, 9588 creditors).
 */
export async function assignDatevAccounts(ctx: AppContext, companyId: string, range: AccountRange): Promise<Map<string, number>> {
  if (range.ids.length === 0) return new Map();
  const accounts = await ctx.database.db.transaction((tx) => createCustomersRepository(tx).assignAccounts(companyId, range));
  if (!accounts) throw conflict(range.kind === 'debtor' ? '9589' : '9588');
  return accounts;
}

/**
 * The erasure as the route answers it: the customer's record goes (eraseCustomer: their contact,
 * ID and birth data, notes, accounts), while the issued and canceled trades keep their copy of the
 * party on the invoices and contracts until `keptUntil` (§ 147 AO, § 14b UStG; Art. 17 Abs. 3 b
 * GDPR), which the answer names so the dealer can tell the customer; null when nothing is kept.
 */
export async function eraseCustomerKeepingRecords(
  ctx: AppContext,
  companyId: string,
  id: string,
): Promise<{ keptUntil: string | null }> {
  // Read first: the erasure unlinks the trades (customer_id set null), after which they name nobody.
  const documents = await repositoryOf(ctx).documentsKeepingCustomer(companyId, id);
  await eraseCustomer(ctx, companyId, id);
  const keptUntil = latestRetentionEnd(documents);
  return { keptUntil: keptUntil && isStillRetained(keptUntil, businessToday(ctx.clock)) ? keptUntil : null };
}

export type { CustomerValues };
