import { type CustomTemplates, readCustomTemplates } from '@kontor/domain/custom-templates';
import {
  defaultNumbering,
  formatInvoiceNumber,
  type InvoiceKind,
  type InvoiceNumbering,
  invoiceNumberingSchema,
  nextCounter,
  partKey,
  previewInvoiceNumber,
  sameNumberForm,
  withNextCounter,
} from '@kontor/domain/invoice-numbering';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, conflict, notFound } from '../../platform/http/app-error';
import { createCompanyRepository } from './company.repository';
import { createInvoiceNumberingRepository } from './invoice-numbering.repository';

export type NumberingView = {
  automaticNumbering: boolean;
  invoice: InvoiceNumbering & { preview: string };
  serviceInvoice: InvoiceNumbering & { preview: string };
};

type NumberingSettings = { invoiceNumbering: unknown; serviceInvoiceNumbering: unknown };

/** A series' template as stored, or the series' default while the dealer has set none. */
function storedTemplate(settings: NumberingSettings, kind: InvoiceKind): InvoiceNumbering {
  const parsed = invoiceNumberingSchema.safeParse(
    kind === 'DEFAULT_INVOICE' ? settings.invoiceNumbering : settings.serviceInvoiceNumbering,
  );
  return parsed.success ? parsed.data : defaultNumbering(kind);
}

const otherSeries = (kind: InvoiceKind): InvoiceKind => (kind === 'DEFAULT_INVOICE' ? 'SERVICE_INVOICE' : 'DEFAULT_INVOICE');

/** Both series as the settings page shows them: each template with its next number and the preview. */
export async function getNumbering(ctx: AppContext, companyId: string): Promise<NumberingView> {
  const repository = createInvoiceNumberingRepository(ctx.database.db);
  const settings = await repository.findSettings(companyId);
  if (!settings) throw notFound();
  const series = await repository.listSeries(companyId);
  const view = (kind: InvoiceKind) => {
    const template = storedTemplate(settings, kind);
    const next = series.find((row) => row.kind === kind)?.nextValue;
    const current = next === undefined ? template : withNextCounter(template, next);
    return { ...current, preview: previewInvoiceNumber(current) };
  };
  return {
    automaticNumbering: settings.automaticNumbering,
    invoice: view('DEFAULT_INVOICE'),
    serviceInvoice: view('SERVICE_INVOICE'),
  };
}

/**
 * A new template for a series; its changing part is the next number. A template whose next number
 * was already issued, in either series, is refused (409 9510): a number is never issued twice. So is
 * one of the other series' form (422 9211): the two series would take turns at one row of numbers;
 * and one of the series' own form that counts back (422 9553): RE-999/26 after RE-1004/26 would break
 * the order an auditor reads the invoices in. A new form (a new year's prefix) starts where it likes.
 */
export async function setNumbering(
  ctx: AppContext,
  companyId: string,
  { kind, template }: { kind: InvoiceKind; template: InvoiceNumbering },
): Promise<NumberingView> {
  await ctx.database.db.transaction(async (tx) => {
    if (!(await createCompanyRepository(tx).findForUpdate(companyId))) throw notFound();
    const repository = createInvoiceNumberingRepository(tx);
    const settings = await repository.findSettings(companyId);
    if (settings && sameNumberForm(template, storedTemplate(settings, otherSeries(kind))))
      throw new AppError('9211', 422, { prefix: '9211' });
    if (await repository.isIssued(companyId, previewInvoiceNumber(template)))
      throw new AppError('9510', 409, { [partKey(template.changingPart)]: '9510' });
    const counted = (await repository.listSeries(companyId)).find((row) => row.kind === kind)?.nextValue;
    const countsBack =
      settings &&
      counted !== undefined &&
      sameNumberForm(template, storedTemplate(settings, kind)) &&
      nextCounter(template) < counted;
    if (countsBack) throw new AppError('9553', 422, { [partKey(template.changingPart)]: '9553' });
    await repository.saveTemplate(companyId, kind, template);
    await repository.setNext(companyId, kind, nextCounter(template));
  });
  return getNumbering(ctx, companyId);
}

export async function setAutomaticNumbering(ctx: AppContext, companyId: string, on: boolean): Promise<NumberingView> {
  if (!(await createInvoiceNumberingRepository(ctx.database.db).setAutomatic(companyId, on))) throw notFound();
  return getNumbering(ctx, companyId);
}

/** How many numbers typed by hand in a row the series skips before it gives up (409 9510). */
const MAX_SKIPPED_NUMBERS = 1000;

/**
 * Issues the next number of a series inside `tx`, the transaction that issues the document. The
 * series row stays locked until it commits, so concurrent issuers queue; a rollback returns the
 * number (no gap). A number issued before (typed by hand while automatic numbering was off) is
 * skipped for the next one, in the same transaction; the issued-number index never lets one go twice.
 */
export async function allocateInvoiceNumber(tx: DbOrTx, companyId: string, kind: InvoiceKind): Promise<string> {
  const repository = createInvoiceNumberingRepository(tx);
  const settings = await repository.findSettings(companyId);
  if (!settings) throw notFound();
  const template = storedTemplate(settings, kind);
  await repository.ensureSeries(companyId, kind, nextCounter(template));
  for (let attempt = 0; attempt < MAX_SKIPPED_NUMBERS; attempt += 1) {
    const number = formatInvoiceNumber(template, await repository.takeNext(companyId, kind));
    if (await repository.recordIssued(companyId, kind, number)) return number;
  }
  throw conflict('9510');
}

export async function getCustomTemplates(ctx: AppContext, companyId: string): Promise<CustomTemplates> {
  const row = await createCompanyRepository(ctx.database.db).find(companyId);
  if (!row) throw notFound();
  return readCustomTemplates(row.customTemplates);
}

/** The company's layouts and texts for invoices and contracts, used by the document renderers. */
export async function setCustomTemplates(
  ctx: AppContext,
  companyId: string,
  templates: CustomTemplates,
): Promise<CustomTemplates> {
  const repository = createCompanyRepository(ctx.database.db);
  if (!(await repository.find(companyId))) throw notFound();
  await repository.update(companyId, { customTemplates: templates });
  return templates;
}

/** Whether the company numbers invoices itself (else the dealer types each number). */
export async function isAutomaticNumbering(ctx: AppContext, companyId: string): Promise<boolean> {
  const settings = await createInvoiceNumberingRepository(ctx.database.db).findSettings(companyId);
  if (!settings) throw notFound();
  return settings.automaticNumbering;
}

/** Whether the company issued a number before, in either series (a typed number must be new: 409 9510 otherwise). */
function isInvoiceNumberIssued(ctx: AppContext, companyId: string, number: string): Promise<boolean> {
  return createInvoiceNumberingRepository(ctx.database.db).isIssued(companyId, number);
}

/**
 * Issues a number the dealer typed (automatic numbering off) inside `tx`, the transaction that issues
 * the document: recorded in the series like an allocated one, so it is never issued twice (409 9510).
 */
export function recordTypedInvoiceNumber(tx: DbOrTx, companyId: string, number: string): Promise<string> {
  return recordTyped(tx, companyId, { kind: 'DEFAULT_INVOICE', number });
}

async function recordTyped(
  tx: DbOrTx,
  companyId: string,
  { kind, number }: { kind: InvoiceKind; number: string },
): Promise<string> {
  if (!(await createInvoiceNumberingRepository(tx).recordIssued(companyId, kind, number))) throw conflict('9510');
  return number;
}

/**
 * The number of an invoice (or cancellation invoice) of a series, inside `tx`, the transaction that
 * issues it: the one the dealer typed (automatic numbering off), else the series' next. A rollback
 * returns it to the series.
 */
export function issueInvoiceNumber(
  tx: DbOrTx,
  companyId: string,
  { kind, typed }: { kind: InvoiceKind; typed: string | null },
): Promise<string> {
  return typed === null ? allocateInvoiceNumber(tx, companyId, kind) : recordTyped(tx, companyId, { kind, number: typed });
}

/** What a cost estimate's number starts with (Kostenvoranschlag); its counter has no template to set. */
const PROPOSAL_PREFIX = 'KV-';

/**
 * The next proposal number of the company (KV-1, KV-2, …) inside `tx`, the transaction that makes the
 * proposal: a rollback returns it. A proposal is no invoice: its numbers are a series of their own.
 */
export async function allocateProposalNumber(tx: DbOrTx, companyId: string): Promise<string> {
  const repository = createInvoiceNumberingRepository(tx);
  await repository.ensureSeries(companyId, 'SERVICE_PROPOSAL', 1);
  return `${PROPOSAL_PREFIX}${await repository.takeNext(companyId, 'SERVICE_PROPOSAL')}`;
}

/**
 * The number the dealer typed for an invoice (or cancellation invoice), checked before its job is
 * queued: null while automatic numbering is on (the series allocates it); with it off, a typed
 * number is required (422 9511) and must be new to the company, in either series (409 9510).
 */
export async function typedInvoiceNumber(
  ctx: AppContext,
  companyId: string,
  { typed }: { typed: string | null | undefined },
): Promise<string | null> {
  if (await isAutomaticNumbering(ctx, companyId)) return null;
  const number = typed?.trim() || null;
  if (!number) throw new AppError('9511', 422, { invoiceNumber: '9511' });
  if (await isInvoiceNumberIssued(ctx, companyId, number)) throw conflict('9510');
  return number;
}
