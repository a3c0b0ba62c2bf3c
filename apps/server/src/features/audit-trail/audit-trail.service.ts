import type { AuditEvent, AuditEventExportQuery, AuditEventListQuery, AuditUser } from '@kontor/domain/audit-trail';
import type { Locale } from '@kontor/domain/constants';
import { translate } from '@kontor/domain/i18n/catalogs';
import { businessToday } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { auditTrailCsv } from './audit-trail-csv';
import { createAuditTrailRepository } from './audit-trail.repository';

const repositoryOf = (ctx: AppContext) => createAuditTrailRepository(ctx.database.db);

/** A page of the company's audit trail, newest first, with the filters applied. */
export function listAuditEvents(
  ctx: AppContext,
  companyId: string,
  query: AuditEventListQuery,
): Promise<{ items: AuditEvent[]; total: number }> {
  return repositoryOf(ctx).page(companyId, query);
}

/** The users the trail names, for the user filter. */
export function listAuditUsers(ctx: AppContext, companyId: string): Promise<AuditUser[]> {
  return repositoryOf(ctx).users(companyId);
}

/** Every event the filters select, oldest first, as CSV for Excel, with a file name of the day. */
export async function exportAuditEventsCsv(
  ctx: AppContext,
  companyId: string,
  { query, locale }: { query: Omit<AuditEventExportQuery, 'lang'>; locale: Locale },
): Promise<{ csv: string; fileName: string }> {
  const events = await repositoryOf(ctx).all(companyId, query);
  return {
    csv: auditTrailCsv(events, locale),
    fileName: `${translate(locale, 'auditTrail.fileName')}-${businessToday(ctx.clock)}.csv`,
  };
}
