import { toSnakeKey } from '@kontor/domain/case';
import { type ErrorCode, isErrorCode } from '@kontor/domain/errors';
import type { Locale } from '@kontor/domain/constants';
import { translate } from '@kontor/domain/i18n/catalogs';
import { formatRetentionEnd } from '@kontor/domain/retention';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database';
import { StorageUnavailableError } from '../storage/storage';
import { AppError } from './app-error';

type WireError = {
  status: number;
  body: {
    error: {
      code: string;
      message: string;
      fields?: Record<string, string>;
      allowed?: Record<string, string[]>;
      file?: string;
      keptUntil?: string;
    };
  };
};

/** What the request sent, after the renaming to camelCase (create-http-app), to read a refused value back. */
type SentInput = { body?: unknown; query?: unknown; params?: unknown };

type FastifyLikeError = { statusCode?: number; code?: string };

// Fastify's own errors (parsing, limits, content types, the router's) as our codes: a 413 always
// answers 5008 and a 415 always 5002, so the client reads one code per status.
const fastifyCodes: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: '5003' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: '5003' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: '5008' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: '5002' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: '5003' },
  // The router (frameworkErrors): bad percent-encoding, a path parameter over maxParamLength (414).
  FST_ERR_BAD_URL: { status: 400, code: '5003' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 400, code: '5003' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: '5008' },
  FST_FILES_LIMIT: { status: 413, code: '5008' },
  FST_PARTS_LIMIT: { status: 413, code: '5008' },
  FST_FIELDS_LIMIT: { status: 413, code: '5008' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: '5002' },
};

/** A zod issue's message is our error code when the domain schema set one; otherwise it is a missing or wrong value. */
function codeOfIssue(message: string | undefined, keyword: string | undefined): ErrorCode {
  if (message && isErrorCode(message)) return message;
  return keyword === 'invalid_type' || keyword === 'too_small' ? '0001' : '5003';
}

/** The value at `path` (camelCase segments) inside what was sent. */
function valueAt(root: unknown, path: readonly string[]): unknown {
  let node = root;
  for (const key of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}

/**
 * The values an enumeration allows, when the issue is a value sent that is none of them (a missing
 * one stays 0001). A schema's own specific code (9506 "unknown document type") is kept; the general
 * ones (0001, 5003) would tell the caller nothing about what to send instead.
 */
function allowedValuesOf(
  issue: { keyword?: string; message?: string; params?: Record<string, unknown> },
  sent: unknown,
): string[] | undefined {
  if (issue.keyword !== 'invalid_value' || !Array.isArray(issue.params?.values)) return undefined;
  if (sent === undefined || sent === null || sent === '') return undefined;
  if (issue.message && isErrorCode(issue.message) && issue.message !== '0001' && issue.message !== '5003') return undefined;
  // A consent that must be given (agree_to_terms: true) is missing, not a choice among values.
  if ((issue.params.values as unknown[]).every((value) => typeof value === 'boolean')) return undefined;
  return (issue.params.values as unknown[]).filter((value) => value !== '' && value !== null && value !== undefined).map(String);
}

export function mapError(error: unknown, locale: Locale, sent: SentInput = {}): WireError {
  const wire = (status: number, code: ErrorCode, fields?: Record<string, ErrorCode>): WireError => ({
    status,
    body: { error: { code, message: translate(locale, `errors.${code}`), ...(fields ? { fields } : {}) } },
  });

  if (error instanceof AppError) {
    const fields = error.fields
      ? Object.fromEntries(Object.entries(error.fields).map(([key, code]) => [toSnakeKey(key), code]))
      : undefined;
    const answer = wire(error.status, error.code, fields);
    // An upload refused for one file names it, so the page can say which one and drop it from its list.
    if (error.file) {
      answer.body.error.file = error.file;
      answer.body.error.message = `${error.file}: ${answer.body.error.message}`;
    }
    // A kept record's refusal says until when, in the message as the language writes a day and as a date.
    if (error.keptUntil) {
      answer.body.error.keptUntil = error.keptUntil;
      answer.body.error.message = translate(locale, `errors.${error.code}`, {
        keptUntil: formatRetentionEnd(error.keptUntil, locale),
      });
    }
    return answer;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    // A bad path value is an address that makes no sense (400); a bad body or query value (a list's
    // filter, its search) is a field error like any form's (422).
    if (context !== 'body' && context !== 'querystring') return wire(400, '5003');
    const input = context === 'body' ? sent.body : sent.query;
    const fields: Record<string, ErrorCode> = {};
    const allowed: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
      const name = path.map(toSnakeKey).join('.') || '_';
      if (name in fields) continue;
      const values = allowedValuesOf(issue, valueAt(input, path));
      if (values) allowed[name] = values;
      fields[name] = values ? '5015' : codeOfIssue(issue.message, issue.keyword);
    }
    const [firstName, first] = Object.entries(fields)[0] ?? ['_', '0001' as ErrorCode];
    const answer = wire(422, first, fields);
    const firstAllowed = allowed[firstName];
    if (firstAllowed) {
      answer.body.error.message = translate(locale, 'common.errors.allowedValues', {
        field: firstName,
        allowed: firstAllowed.join(', '),
      });
    }
    if (Object.keys(allowed).length > 0) answer.body.error.allowed = allowed;
    return answer;
  }
  // The file storage out of reach (S3 down, credentials refused) is a passing outage, not our bug.
  if (error instanceof StorageUnavailableError) return wire(503, '5016');
  // PostgreSQL down or restarting: the same, for the database (the health check answers 503 meanwhile).
  if (isDatabaseUnavailable(error)) return wire(503, '5017');
  const known = (error as FastifyLikeError)?.code ? fastifyCodes[(error as FastifyLikeError).code!] : undefined;
  if (known) return wire(known.status, known.code);
  const status = (error as FastifyLikeError)?.statusCode;
  if (status === 429) return wire(429, '429');
  if (status === 404) return wire(404, '404');
  if (status === 413) return wire(413, '5008');
  if (status === 415) return wire(415, '5002');
  if (status && status >= 400 && status < 500) return wire(400, '5003');
  return wire(500, '500');
}
