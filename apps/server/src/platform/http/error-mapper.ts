import { toSnakeKey } from '@kontor/domain/case';
import { type ErrorCode, isErrorCode } from '@kontor/domain/errors';
import type { Locale } from '@kontor/domain/constants';
import { translate } from '@kontor/domain/i18n/catalogs';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

type WireError = { status: number; body: { error: { code: string; message: string; fields?: Record<string, string> } } };

type FastifyLikeError = { statusCode?: number; code?: string };

// Fastify's own errors (parsing, limits, content types, the router's) and their place in API.md's
// table, which allows only 5008 for 413 and 5002 for 415.
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

export function mapError(error: unknown, locale: Locale): WireError {
  const wire = (status: number, code: ErrorCode, fields?: Record<string, ErrorCode>): WireError => ({
    status,
    body: { error: { code, message: translate(locale, `errors.${code}`), ...(fields ? { fields } : {}) } },
  });

  if (error instanceof AppError) {
    const fields = error.fields
      ? Object.fromEntries(Object.entries(error.fields).map(([key, code]) => [toSnakeKey(key), code]))
      : undefined;
    return wire(error.status, error.code, fields);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, ErrorCode> = {};
    for (const issue of error.validation) {
      const name = issue.instancePath.replace(/^\//, '').split('/').map(toSnakeKey).join('.') || '_';
      fields[name] ??= codeOfIssue(issue.message, issue.keyword);
    }
    const first = Object.values(fields)[0] ?? '0001';
    // A bad query or path value is a request that makes no sense (400); a bad body is a form error (422).
    const status = (error as { validationContext?: string }).validationContext === 'body' ? 422 : 400;
    return wire(status, status === 422 ? first : '5003', fields);
  }
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
