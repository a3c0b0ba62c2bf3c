import { z } from 'zod';
import { LOCALES } from './constants';
import { isRealDate } from './fields';
import { listQueryFields } from './lists';

// The audit trail (GoBD): who issued, regenerated, cancelled, deleted, mailed or exported what and
// when. Written by the server where the action happens, in the action's own transaction; read by the
// company under Settings and exported as CSV for a tax audit.

/**
 * DOCUMENT_ISSUED a document's first version (an invoice takes its number); DOCUMENT_REGENERATED a
 * new version of one; TRADE_CANCELED a sale, purchase or service invoice cancelled (with its
 * cancellation invoice when one was issued); DOCUMENT_DELETED a cost estimate or an uploaded file
 * removed; DOCUMENT_MAILED a document sent to its buyer; DATEV_EXPORTED the Buchungsstapel or the
 * ZIP of a period downloaded;
 * VEHICLE_DELETED, CUSTOMER_DELETED.
 */
export const AUDIT_ACTIONS = [
  'DOCUMENT_ISSUED',
  'DOCUMENT_REGENERATED',
  'TRADE_CANCELED',
  'DOCUMENT_DELETED',
  'DOCUMENT_MAILED',
  'DATEV_EXPORTED',
  'VEHICLE_DELETED',
  'CUSTOMER_DELETED',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_OBJECT_TYPES = ['DOCUMENT', 'TRADE', 'VEHICLE', 'CUSTOMER', 'DATEV_EXPORT'] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

/** A Berlin day YYYY-MM-DD; 9590 for anything else, like the DATEV period's days. */
const day = z
  .string()
  .refine((value) => isRealDate(value), '9590')
  .optional();

/** `GET /api/user/audit-events`: newest first; from/to are Berlin days (both included). */
export const auditEventListQuerySchema = z
  .object({
    ...listQueryFields,
    from: day,
    to: day,
    action: z.enum(AUDIT_ACTIONS, { error: '5003' }).optional(),
    objectType: z.enum(AUDIT_OBJECT_TYPES, { error: '5003' }).optional(),
    userId: z.uuid({ error: '5003' }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: '9591' });
export type AuditEventListQuery = z.output<typeof auditEventListQuerySchema>;

/** `GET /api/user/audit-events/export.csv`: the list's filters, every matching row, headers in `lang`. */
export const auditEventExportQuerySchema = z
  .object({
    search: listQueryFields.search,
    from: day,
    to: day,
    action: z.enum(AUDIT_ACTIONS, { error: '5003' }).optional(),
    objectType: z.enum(AUDIT_OBJECT_TYPES, { error: '5003' }).optional(),
    userId: z.uuid({ error: '5003' }).optional(),
    lang: z.enum(LOCALES, { error: '5003' }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: '9591' });
export type AuditEventExportQuery = z.output<typeof auditEventExportQuerySchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  userId: z.string().nullable(),
  /** The acting user's name (or e-mail) as the company knows them now; null for the system or a user deleted since. */
  userName: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  objectType: z.enum(AUDIT_OBJECT_TYPES),
  objectId: z.string().nullable(),
  label: z.string(),
  requestId: z.string().nullable(),
  documentSha256: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** Who may be picked in the user filter: the company's users that appear in its trail. */
export const auditUserSchema = z.object({ id: z.string(), name: z.string() });
export type AuditUser = z.infer<typeof auditUserSchema>;
