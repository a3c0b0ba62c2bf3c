import type {
  AuditAction,
  AuditEvent,
  AuditEventExportQuery,
  AuditEventListQuery,
  AuditObjectType,
  AuditUser,
} from '@kontor/domain/audit-trail';
import { LOCALES, type Locale } from '@kontor/domain/constants';
import { auditTrailTexts } from '@kontor/domain/i18n/audit-trail.i18n';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { likePattern } from '../../platform/db/like-pattern';
import { auditEvents } from '../../platform/db/schema/audit-events';
import { users } from '../../platform/db/schema/users';

// Reads the audit trail; it is written only by platform/audit/audit-events.ts, never changed.

type Filters = Omit<AuditEventExportQuery, 'lang'>;

/** The Berlin midnight that starts `day`: the trail's days are the dealer's, not UTC's. */
const berlinMidnight = (day: string) => sql`((${day}::date)::timestamp at time zone 'Europe/Berlin')`;

function whereOf(companyId: string, filters: Filters): SQL | undefined {
  return and(
    eq(auditEvents.companyId, companyId),
    filters.from ? sql`${auditEvents.occurredAt} >= ${berlinMidnight(filters.from)}` : undefined,
    filters.to ? sql`${auditEvents.occurredAt} < ${berlinMidnight(filters.to)} + interval '1 day'` : undefined,
    filters.action ? eq(auditEvents.action, filters.action) : undefined,
    filters.objectType ? eq(auditEvents.objectType, filters.objectType) : undefined,
    filters.userId ? eq(auditEvents.userId, filters.userId) : undefined,
    filters.search ? sql`${objectWords} ilike ${likePattern(filters.search)}` : undefined,
  );
}

/**
 * The object as the page and the CSV write it, in German and in English ("Rechnung 2026-0001",
 * "Invoice 2026-0001", "Kunde gelöscht (DSGVO)"), so that the search finds what the dealer reads
 * in either language, not only the stored number.
 */
function objectWordsIn(locale: Locale): SQL {
  const texts = auditTrailTexts[locale];
  const whens = (map: Record<string, string>) =>
    sql.join(
      Object.entries(map).map(([key, text]) => sql`when ${key} then ${text}`),
      sql` `,
    );
  const kind = sql`case when ${auditEvents.objectType} = 'DOCUMENT' and ${auditEvents.details}->>'documentType' is not null
    then case ${auditEvents.details}->>'documentType' ${whens(texts.documentTypes)} else ${texts.objectTypes.DOCUMENT} end
    else case ${auditEvents.objectType} ${whens(texts.objectTypes)} else '' end end`;
  const label = sql`case when ${auditEvents.action} = 'CUSTOMER_DELETED' then ${texts.erased} else ${auditEvents.label} end`;
  return sql`${kind} || ' ' || ${label}`;
}
const objectWords = sql`(${sql.join(
  LOCALES.map((locale) => objectWordsIn(locale)),
  sql` || ' | ' || `,
)})`;

/** A user's name as the company knows them now; only a user of the same company is named. */
const userName = sql<string | null>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;
const userLabel = sql<string | null>`coalesce(${userName}, ${users.email})`;

const columns = {
  id: auditEvents.id,
  occurredAt: auditEvents.occurredAt,
  userId: auditEvents.userId,
  userName: userLabel,
  action: auditEvents.action,
  objectType: auditEvents.objectType,
  objectId: auditEvents.objectId,
  label: auditEvents.label,
  requestId: auditEvents.requestId,
  documentSha256: auditEvents.documentSha256,
  details: auditEvents.details,
};

type Row = Omit<AuditEvent, 'occurredAt' | 'action' | 'objectType' | 'details'> & {
  occurredAt: Date;
  action: string;
  objectType: string;
  details: unknown;
};

/** The action and kind were written from the domain's lists (recordAuditEvent takes nothing else). */
function toEvent(row: Row): AuditEvent {
  return {
    ...row,
    action: row.action as AuditAction,
    objectType: row.objectType as AuditObjectType,
    occurredAt: row.occurredAt.toISOString(),
    details: (row.details ?? {}) as Record<string, unknown>,
  };
}

export function createAuditTrailRepository(db: DbOrTx) {
  const select = () =>
    db
      .select(columns)
      .from(auditEvents)
      .leftJoin(users, and(eq(users.id, auditEvents.userId), eq(users.companyId, auditEvents.companyId)));
  return {
    /** One page, newest first (index audit_events_company_time_idx), and how many match. */
    async page(companyId: string, query: AuditEventListQuery): Promise<{ items: AuditEvent[]; total: number }> {
      const where = whereOf(companyId, query);
      const [rows, [counted]] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ total: count() }).from(auditEvents).where(where),
      ]);
      return { items: rows.map(toEvent), total: counted?.total ?? 0 };
    },

    /** Every matching event, oldest first: the CSV export reads as a journal does. */
    async all(companyId: string, filters: Filters): Promise<AuditEvent[]> {
      const rows = await select().where(whereOf(companyId, filters)).orderBy(auditEvents.occurredAt, auditEvents.id);
      return rows.map(toEvent);
    },

    /** The company's users who appear in its trail, for the user filter. */
    async users(companyId: string): Promise<AuditUser[]> {
      const rows = await db
        .selectDistinct({ id: users.id, name: userLabel })
        .from(auditEvents)
        .innerJoin(users, and(eq(users.id, auditEvents.userId), eq(users.companyId, auditEvents.companyId)))
        .where(eq(auditEvents.companyId, companyId));
      return rows.map((row) => ({ id: row.id, name: row.name ?? '' })).sort((a, b) => a.name.localeCompare(b.name));
    },
  };
}
