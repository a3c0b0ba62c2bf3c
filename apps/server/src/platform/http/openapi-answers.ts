import { isErrorCode } from '@kontor/domain/errors';
import { raisedCodes } from '@kontor/domain/raised-codes';
import { z } from 'zod';
import { errorEnvelopeSchema } from './error-schema';
import { renameProperties } from './openapi-case';

type JsonSchema = { [key: string]: unknown };

/** What @fastify/swagger hands the transform, after the zod schemas became JSON Schema. */
type Transformed = { schema: unknown; url: string };

/** The parts of the route's options that tell what the platform refuses on it (its schemas as zod wrote them). */
type RouteOptions = { method: string | string[]; config?: unknown; schema?: { body?: unknown; querystring?: unknown } };

/** The error envelope as the published document writes its schemas (OpenAPI 3.0): once, under components, its keys as the wire spells them (kept_until). */
const envelope = renameProperties(z.toJSONSchema(errorEnvelopeSchema, { target: 'openapi-3.0', io: 'output' })) as JsonSchema;
delete envelope.$schema;
export const OPENAPI_COMPONENT_SCHEMAS = { ErrorEnvelope: envelope };
const ERROR_ENVELOPE = { $ref: '#/components/schemas/ErrorEnvelope' };

/** No schema of its own, or the envelope itself (a route that declares errorEnvelopeSchema): the reference. */
function isEnvelope(declared: JsonSchema | undefined): boolean {
  return declared === undefined || JSON.stringify(declared) === JSON.stringify(envelope);
}

/** The refusals a route can answer, by status, with the codes of the error catalogue each one says. */
type Refusals = Map<number, Set<string>>;

const STATUS_WORDS: Record<number, string> = {
  400: 'A request that makes no sense (an invalid path value, JSON or text encoding)',
  401: 'No valid bearer token',
  403: 'Not allowed',
  404: 'Not found, or another company’s',
  409: 'In conflict with the current state',
  413: 'Too large',
  415: 'A content type the route does not take',
  416: 'The company’s storage is full',
  422: 'Refused input: error.code is the first refused field’s code, error.fields maps each refused field to its code',
  429: 'Too many requests in the window; try again later',
};

/** The route's own words name its refusals as a status followed by its codes: "409 9509", "422 9512 with fields … 0001". */
const STATUS_OR_CODE = /\b(4(?:0[0-9]|1[0-9]|2[0-9]))\b|\b(\d{4})\b/g;

function refusalsNamedIn(text: string, into: Refusals): void {
  // A sentence at a time: a code in a later sentence ("a full storage fails the job with 5007") is not the answer's.
  for (const sentence of text.split(/(?<=\.)\s+/)) refusalsNamedInSentence(sentence, into);
}

function refusalsNamedInSentence(text: string, into: Refusals): void {
  let status: number | undefined;
  for (const match of text.matchAll(STATUS_OR_CODE)) {
    if (match[1] && STATUS_WORDS[Number(match[1])]) {
      status = Number(match[1]);
      add(into, status);
    } else if (match[2] && status && isErrorCode(match[2])) {
      add(into, status, match[2]);
    }
  }
}

function add(into: Refusals, status: number, ...codes: string[]): void {
  const set = into.get(status) ?? new Set<string>();
  for (const code of codes) set.add(code);
  into.set(status, set);
}

/** What a zod schema (or check) node holds: its definition, where a custom error is a function answering the code. */
type ZodNode = { _zod?: { def?: Record<string, unknown> } };

/**
 * The error codes a zod schema gives its fields: the domain schemas set a field's code as the
 * error of its check (z.email({ error: '9027' })), which the error mapper answers as the field's
 * code; the codes of its rules across fields (a superRefine) it names in raisedCodes. Walked
 * without recursion, each node once.
 */
export function fieldCodesOf(schema: unknown): string[] {
  const codes = new Set<string>();
  const seen = new Set<unknown>();
  const pending: unknown[] = [schema];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (!node || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    for (const code of raisedCodes.get(node as z.ZodType)?.codes ?? []) if (isErrorCode(code)) codes.add(code);
    const def = (node as ZodNode)._zod?.def;
    if (!def) continue;
    if (typeof def.error === 'function') {
      try {
        const code: unknown = (def.error as (issue: object) => unknown)({});
        if (typeof code === 'string' && isErrorCode(code)) codes.add(code);
      } catch {
        // An error function that needs the real issue names no fixed code.
      }
    }
    for (const key of [
      'innerType',
      'element',
      'in',
      'out',
      'left',
      'right',
      'keyType',
      'valueType',
      'catchall',
      'rest',
      'schema',
    ])
      if (def[key]) pending.push(def[key]);
    for (const key of ['checks', 'options', 'items']) if (Array.isArray(def[key])) pending.push(...(def[key] as unknown[]));
    if (def.shape && typeof def.shape === 'object') pending.push(...Object.values(def.shape as object));
  }
  return [...codes];
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The changes that stay open after the trial or subscription ended (their guard is not
 * requireCompanyUser): the account's own data, founding the company, ordering or canceling a plan,
 * correcting or erasing a customer (GDPR Art. 16, 17), a support message. Every other change of a
 * signed-in user's route is refused then with 403 5005.
 */
const OPEN_AFTER_TRIAL = [
  /^PUT \/api\/user\/(details|change-password)$/,
  /^POST \/api\/user\/company$/,
  /^POST \/api\/user\/subscriptions\//,
  /^(PUT|DELETE) \/api\/user\/clients\/:id$/,
  /^POST \/api\/user\/support\/message$/,
];

/** The calls any signed-in user may make, verified or not, with a company or not (guard requireUser): no 403 403. */
const ANY_USER = [
  /^GET \/(api\/auth|v1\/user)\/me$/,
  /^GET \/api\/user\/vehicles\/(variations|variations\/:id|key-list)$/,
  /^POST \/api\/user\/support\/message$/,
];

function closesAfterTrial(method: string, url: string): boolean {
  return WRITES.has(method) && /^\/(api|v1)\/user\//.test(url) && !OPEN_AFTER_TRIAL.some((open) => open.test(`${method} ${url}`));
}

/**
 * The 4xx answers of one route: what the platform gives any route of its kind (derived here, in one
 * place, from its schema and options), and what its summary and description name.
 */
function refusalsOf(schema: JsonSchema, url: string, route: RouteOptions): Refusals {
  const refusals: Refusals = new Map();
  const methods = ([] as string[]).concat(route.method);
  const bearer = Array.isArray(schema.security) && schema.security.length > 0;
  // The router and the validator: a path value or a JSON body that makes no sense is 400 5003.
  if (schema.params || schema.body) add(refusals, 400, '5003');
  if (bearer) {
    // The guards (auth.guard.ts): no valid token 401; a blocked account 1113; a route that needs
    // a verified user (with a company) 403; a change after the trial or subscription ended 5005.
    add(refusals, 401, '401');
    add(refusals, 403, '1113');
    if (!methods.every((method) => ANY_USER.some((any) => any.test(`${method} ${url}`)))) add(refusals, 403, '403');
    if (methods.some((method) => closesAfterTrial(method, url))) add(refusals, 403, '5005');
  }
  // A route that addresses something by its id answers 404 for one that is not there or not the company's.
  if (schema.params) add(refusals, 404, '404');
  if (schema.body) {
    add(refusals, 413, '5008');
    add(refusals, 415, '5002');
  }
  // A multipart upload (platform/uploads): a broken form 400 5003, too large 413 5008, a file of a type
  // the route does not take 415 5002, no file or a refused form field 422.
  if (Array.isArray(schema.consumes) && schema.consumes.includes('multipart/form-data')) {
    add(refusals, 400, '5003');
    add(refusals, 413, '5008');
    add(refusals, 415, '5002');
    add(refusals, 422, '0001', '5003', '5009');
  }
  // A body or query value that does not fit its schema: 0001 missing, 5015 none of the allowed values,
  // 5003 a value of the wrong form, 5009 a text with control characters, or the field's own code.
  if (schema.body || schema.querystring) add(refusals, 422, '0001', '5003', '5009', '5015');
  for (const part of [route.schema?.body, route.schema?.querystring]) if (part) add(refusals, 422, ...fieldCodesOf(part));
  // Every address is checked for control characters, a query value of any route included (control-characters.ts).
  add(refusals, 422, '5009');
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) add(refusals, 429, '429');
  for (const text of [schema.summary, schema.description]) if (typeof text === 'string') refusalsNamedIn(text, refusals);
  return refusals;
}

/**
 * Publishes each 4xx answer of a route with the error envelope and, in its description, the codes
 * it gives; an answer the route declares itself keeps its schema and gets the description.
 */
export function withRefusals<T extends Transformed>(input: T, route: RouteOptions): T {
  const schema = (input.schema ?? {}) as JsonSchema;
  const response = { ...((schema.response as JsonSchema | undefined) ?? {}) };
  // Without any answer schema @fastify/swagger writes a 200 of its own; with only 4xx ones it would not.
  if (!Object.keys(response).some((status) => status.startsWith('2')))
    response[200] = { type: 'null', description: 'Default Response' };
  const named = refusalsOf(schema, input.url, route);
  for (const status of Object.keys(response).map(Number)) if (STATUS_WORDS[status] && !named.has(status)) add(named, status);
  const refusals = [...named].sort(([a], [b]) => a - b);
  for (const [status, codes] of refusals) {
    const declared = response[status] as JsonSchema | undefined;
    // A status named without a code answers the status itself as its code (401, 404, 409, 429).
    const list = codes.size > 0 ? [...codes].sort() : [String(status)].filter(isErrorCode);
    const description = `${STATUS_WORDS[status]}${list.length ? ` (error.code ${list.join(', ')})` : ''}`;
    // Always JSON, whatever the route's success produces (a CSV, a PDF); @fastify/swagger takes
    // x-response-description as the answer's description.
    response[status] = {
      'x-response-description': description,
      content: { 'application/json': { schema: isEnvelope(declared) ? ERROR_ENVELOPE : declared } },
    };
  }
  return { ...input, schema: { ...schema, response } };
}
