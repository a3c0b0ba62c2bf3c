import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { keysToCamel, keysToSnake } from '@kontor/domain/case';
import { DEFAULT_LOCALE } from '@kontor/domain/constants';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type AuditScope, runInAuditScope } from '../audit/audit-scope';
import { AppError } from './app-error';
import { chooseEncoding, compress, isCompressible } from './compression';
import { refuseControlCharactersInBody, refuseControlCharactersInUrl } from './control-characters';
import { mapError } from './error-mapper';
import { cookieLocaleOf, localeOf } from './locale';
import { refuseDeepNesting } from './nesting-depth';
import type { Queryable } from '../db/database';
import { postgresRateLimitStore, sweepRateLimitCounters } from './rate-limit-store';
import { OPENAPI_COMPONENT_SCHEMAS, withRefusals } from './openapi-answers';
import { snakeCaseJsonSchema } from './openapi-case';
import { createSecurityHeaders, type SecurityHeaders } from './security-headers';

/** Decodes strictly: a byte sequence that is not UTF-8 throws instead of becoming U+FFFD. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

export type HttpApp = ReturnType<typeof buildFastify>;

type HttpAppOptions = {
  logLevel: string;
  /** The built SPA; when given, every non-API GET falls back to its index.html. */
  webDist?: string;
  bodyLimitBytes?: number;
  /** Per-file size and file-count limits of multipart uploads (settings UPLOAD_MAX_MB, UPLOAD_MAX_FILES). */
  uploads?: UploadLimits;
  /**
   * Which proxies' X-Forwarded-For to believe for `request.ip` (setting TRUST_PROXY): none by
   * default, else their addresses or CIDRs, or (true) any. Believing every client would let anyone
   * reset the per-address rate limits of login and recovery with a new header.
   */
  trustProxy?: TrustProxy;
  /**
   * Where the rate limits count: the database every server shares (rate-limit-store.ts). Without
   * one (a test of the HTTP layer alone) they count in this process's memory.
   */
  rateLimitDatabase?: Queryable;
};

export type TrustProxy = boolean | string[];

export type UploadLimits = { maxBytes: number; maxFiles: number };

const JSON_BODY_LIMIT = 1024 * 1024;

/** A path parameter's limit, decoded: an e-mail address (at most 254 characters) is one (check-email/{username}). */
const MAX_PARAM_LENGTH = 300;

type RouterErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

function buildFastify(options: HttpAppOptions, onRouterError: RouterErrorHandler) {
  return Fastify({
    logger: { level: options.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: options.bodyLimitBytes ?? JSON_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // The router's own refusals (bad percent-encoding, an over-long parameter) skip the error
    // handler; this brings them into the envelope too.
    frameworkErrors: onRouterError,
  }).withTypeProvider<ZodTypeProvider>();
}

/**
 * Serialises an answer through its zod response schema, which strips every key it does not name (so
 * no column leaks), then renames the keys to snake_case for the wire. A mismatch is our bug: 500.
 */
export function wireSerializerCompiler({ schema }: { schema: unknown }) {
  const zodSchema = schema as z.ZodType;
  return (payload: unknown): string => {
    const result = zodSchema.safeParse(payload);
    if (!result.success) throw new Error(`Response does not match its schema: ${result.error.message}`);
    return JSON.stringify(keysToSnake(result.data));
  };
}

export async function createHttpApp(options: HttpAppOptions): Promise<HttpApp> {
  // The security headers are worked out once; each answer only copies them (the SPA's page adds its nonces).
  const security = createSecurityHeaders();
  const app = buildFastify(options, (error, request, reply) => {
    // No onRequest hook ran for these: the headers are set here.
    const { status, body } = mapError(error, localeOf(request.headers));
    request.log.info({ code: body.error.code, status, reason: error.code }, 'request refused by the router');
    void reply.headers(security.common).header('x-request-id', request.id).status(status).send(body);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(wireSerializerCompiler);
  // Only JSON and multipart bodies are taken (Fastify also parses text/plain, as a string no schema
  // wants): any other type is 415 5002.
  app.removeContentTypeParser('text/plain');
  // A JSON body is UTF-8 (RFC 8259 §8.1): bytes that are not (a Latin-1 "ü", say) are refused as a
  // request that makes no sense, not stored as U+FFFD. Fastify's own parser decodes with replacement.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = UTF8.decode(body as Buffer);
    } catch {
      done(new AppError('5003', 400), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(security.common);
    reply.header('x-request-id', request.id);
    done();
  });
  // The audit trail's scope (who, which request) for everything the route does. Entered again
  // before the handler: reading a body continues on the socket's events, outside the first scope.
  const auditScopes = new WeakMap<FastifyRequest, AuditScope>();
  app.addHook('onRequest', (request, _reply, done) => {
    const scope = { requestId: request.id, userId: null };
    auditScopes.set(request, scope);
    runInAuditScope(scope, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const scope = auditScopes.get(request);
    if (scope) runInAuditScope(scope, done);
    else done();
  });

  // The wire is snake_case, the code camelCase: rename request keys before validation and
  // response keys before serialisation, in this one place.
  app.addHook('preValidation', async (request) => {
    const isJson = !request.headers['content-type']?.startsWith('multipart/');
    // First, before anything walks the body: no body of ours nests deeper than a few levels.
    if (isJson) refuseDeepNesting(request.body);
    // Checked once here, on the wire's names, so no route can forget it (multipart text fields are
    // checked where they are read, in readUploads).
    refuseControlCharactersInUrl({ params: request.params, query: request.query });
    if (isJson) refuseControlCharactersInBody(request.body);
    if (request.body && typeof request.body === 'object' && isJson) request.body = keysToCamel(request.body);
    // Spread: the query parser's object has its own prototype, which keysToCamel would not treat as plain.
    if (request.query && typeof request.query === 'object') request.query = keysToCamel({ ...request.query });
  });
  // An answer whose status the route has a schema for is checked against it in camelCase, then
  // renamed, by the serializer below; any other answer (a route without schemas, or an error the
  // route declares no schema for) is renamed here. The OpenAPI document is served as written.
  app.addHook('preSerialization', async (request, reply, payload) =>
    request.url.startsWith('/api/docs') || hasResponseSchema(request.routeOptions.schema?.response, reply.statusCode)
      ? payload
      : keysToSnake(payload),
  );

  // Text answers go out compressed to a client that accepts it (compression.ts); Vary says the
  // answer depends on that, for any cache on the way.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('content-encoding') || !isCompressible(reply.getHeader('content-type'), payload)) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    return compress(payload, encoding);
  });

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = mapError(error, localeOf(request.headers), request);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.error.code, status }, 'request refused');
    return reply.status(status).send(body);
  });

  // Multipart bodies are parsed here like JSON ones (platform/uploads reads and checks them, and
  // depends on http, not the other way). The per-file size is the limit; the file count is checked
  // per call by `readUploads` (each call may allow fewer), so busboy's own count is a backstop above it.
  const uploads = options.uploads ?? { maxBytes: 10 * 1024 * 1024, maxFiles: 10 };
  await app.register(multipart, {
    limits: {
      fileSize: uploads.maxBytes,
      files: uploads.maxFiles + 1,
      fields: 100,
      fieldSize: 64 * 1024,
      parts: uploads.maxFiles + 101,
    },
    throwFileSizeLimit: true,
  });

  const rateLimitDatabase = options.rateLimitDatabase;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('429', 429),
    ...(rateLimitDatabase && { store: postgresRateLimitStore(rateLimitDatabase) }),
  });
  if (rateLimitDatabase) {
    const stopSweep = sweepRateLimitCounters(rateLimitDatabase, (message) => app.log.warn(message));
    app.addHook('onClose', async () => stopSweep());
  }

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kontor API',
        version: '1',
        description: 'Keys are snake_case on the wire. Money is integer euro cents. Dates are YYYY-MM-DD.',
        // The product is proprietary (package.json: UNLICENSED); there is no public licence text to link.
        license: { name: 'Proprietary (UNLICENSED), all rights reserved' },
      },
      // Relative: the API answers on whatever host serves this document (each installation has its
      // own), so the document names none; clients resolve `/` against where they read it.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: OPENAPI_COMPONENT_SCHEMAS,
      },
    },
    // The published contract (docs/openapi.json, checked by openapi-contract.int.test.ts): wire names,
    // and every route's 4xx answers with their codes.
    transform: (input) => withRefusals(snakeCaseJsonSchema(jsonSchemaTransform(input)), input.route),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  if (options.webDist) await registerSpa(app, options.webDist, security);
  else app.setNotFoundHandler((_request, reply) => reply.status(404).send(mapError({ statusCode: 404 }, 'de').body));

  return app;
}

/**
 * The guest pages the web build drew ahead (apps/web/src/prerender.tsx), by language and path:
 * prerendered/<locale>/<path>.html. None when the build has none.
 */
async function readPrerenderedPages(webDist: string): Promise<Map<string, string>> {
  const dir = path.join(webDist, PRERENDERED_DIR);
  const files = await readdir(dir, { recursive: true }).catch(() => []);
  const pages = new Map<string, string>();
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const [locale, ...rest] = file.split(path.sep);
    pages.set(`${locale}:/${rest.join('/').replace(/\.html$/, '')}`, await readFile(path.join(dir, file), 'utf8'));
  }
  return pages;
}

const PRERENDERED_DIR = 'prerendered';

async function registerSpa(app: HttpApp, webDist: string, security: SecurityHeaders): Promise<void> {
  const template = await readFile(path.join(webDist, 'index.html'), 'utf8');
  const prerendered = await readPrerenderedPages(webDist);
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: false,
    // The drawn pages are sent for their paths only, with their nonce filled in (below).
    allowedPath: (pathName) => !pathName.startsWith(`/${PRERENDERED_DIR}/`),
    // The build writes .br and .gz copies of its text files (apps/web/vite.config.ts precompress);
    // the browser gets the one it accepts, with Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Vite puts a content hash in every asset name, so those never change.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  // @fastify/static with wildcard: false registers the files present at start; everything else,
  // the client-side routes included, ends up here.
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/v1/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (!wantsPage) {
      return reply.status(404).send(mapError({ statusCode: 404 }, localeOf(request.headers)).body);
    }
    const page = security.forPage();
    // A guest page drawn ahead in the language the app will show (the cookie's, else German, as the
    // web app's own rule), so that the browser's first render matches it; else the empty page, which
    // says that language too (the build's template says German, until the app sets it).
    const locale = cookieLocaleOf(request.headers) ?? DEFAULT_LOCALE;
    const pathname = request.url.split('?')[0]!.replace(/(.)\/+$/, '$1');
    const html = prerendered.get(`${locale}:${pathname}`) ?? template.replace(/<html lang="[a-z]+">/, `<html lang="${locale}">`);
    return reply
      .header('content-security-policy', page.policy)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html.replaceAll('__CSP_NONCE__', page.nonces.style));
  });
}

/** Whether the route's response schemas cover this status (exactly, by its class such as 4xx, or by default). */
function hasResponseSchema(schemas: unknown, status: number): boolean {
  if (!schemas || typeof schemas !== 'object') return false;
  return [String(status), `${String(status)[0]}xx`, 'default'].some((key) => key in schemas);
}
