import { isErrorCode } from '@kontor/domain/errors';
import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { unreadOf } from './unread-day';

// The domain schemas speak in catalogue codes (a zod issue message such as '9027'); the forms show
// the translated text of that code. One adapter, so every form maps codes to texts the same way and
// the browser validates with exactly the rules the server applies.

/** A rule with a validator: what antd's Form and the light one (ui/light/light-form) both take. */
type RuleObject = { validator: (rule: unknown, value: unknown) => Promise<void> };

type Issue = { code: string; message: string; path: PropertyKey[]; input?: unknown };

/** The text for one zod issue: a catalogue code → `errors.<code>`, a catalog key → its text. */
export function issueText(issue: Issue, t: TFunction): string {
  const empty = issue.input === undefined || issue.input === null || issue.input === '';
  if (issue.code === 'invalid_type' && empty) return t('errors.0001');
  if (isErrorCode(issue.message)) return t(`errors.${issue.message}`);
  // A schema may name a catalog key directly (e.g. the confirmation mismatch of the auth forms).
  const translated = t(issue.message, { defaultValue: '' });
  return translated || issue.message;
}

/** Empty inputs reach zod as undefined; antd hands '' for a cleared text field. */
function normalize(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/**
 * A number field's text that is no number reaches the form as NaN (ui/number-input.tsx), and that
 * field's numberInputRule says so with an example; the schema would add a second message that does
 * not fit (a required field's "must not be empty"), so the schema's rules leave such a value alone.
 * A date field's text that is no date (ui/unread-day.ts) is left to its dateInputRule the same way.
 */
const isUntakenText = (value: unknown) => (typeof value === 'number' && Number.isNaN(value)) || unreadOf(value) !== undefined;

/** A rule that validates one field's value against a schema of that field alone. */
export function zodRule(schema: z.ZodType, t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (isUntakenText(value)) return;
      const result = schema.safeParse(normalize(value));
      if (result.success) return;
      throw new Error(issueText(result.error.issues[0] as Issue, t));
    },
  };
}

/**
 * A schema, or how to load it: the pages a visitor opens first (login, registration) validate with
 * their domain schema too, but load zod only when the first field is checked, so zod is not part of
 * the JavaScript those pages start with.
 */
export type SchemaSource = z.ZodType | (() => Promise<z.ZodType>);

type Prepare = (values: Record<string, unknown>) => Record<string, unknown>;

/** The schema, and optionally `prepare`, which maps the form's values to the schema's input (dates to ISO, joined phone prefix, …). */
type FormSchema = { schema: SchemaSource; prepare?: Prepare };

/**
 * A rule for field `name` that validates the whole form against an object schema and reports only
 * the issues at that path; refinements across fields (password confirmation) work this way too.
 */
export function zodFieldRule(
  { schema: source, prepare = (values) => values }: FormSchema,
  name: string,
  t: TFunction,
): (form: { getFieldsValue: (all: true) => unknown }) => RuleObject {
  return (form) => ({
    validator: async () => {
      const schema = typeof source === 'function' ? await source() : source;
      const raw = form.getFieldsValue(true) as Record<string, unknown>;
      if (isUntakenText(raw[name])) return;
      const values = Object.fromEntries(Object.entries(prepare(raw)).map(([key, value]) => [key, normalize(value)]));
      const result = schema.safeParse(values);
      if (result.success) return;
      const issue = result.error.issues.find((candidate) => candidate.path[0] === name);
      if (issue) throw new Error(issueText(issue as Issue, t));
    },
  });
}

/** The server's field names as the form's (`rename`: server field → form field). */
export function renameFields(fields: Record<string, string>, rename: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, code]) => [rename[field] ?? field, code]));
}

/** Puts the server's 422 `fields` (field → code) onto the form's fields. */
export function applyFieldErrors(form: Pick<FormInstance, 'setFields'>, fields: Record<string, string>, t: TFunction): boolean {
  const entries = Object.entries(fields);
  if (entries.length === 0) return false;
  form.setFields(
    entries.map(([field, code]) => ({
      name: field,
      errors: [isErrorCode(code) ? t(`errors.${code}`) : t('errors.0001')],
    })),
  );
  return true;
}
