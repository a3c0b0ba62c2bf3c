import fc from 'fast-check';
import {
  type IdPool,
  type JsonSchema,
  fromPool,
  hostileString,
  mutate,
  mutation,
  validNumber,
  validString,
  validValue,
} from './openapi-fuzz-values';

export type { IdPool } from './openapi-fuzz-values';

// Hostile requests drawn from the published API contract (docs/openapi.json): for each operation,
// path values, query strings and bodies valid by its schemas and broken in every way a client can
// break them, with ids of the caller's company and of another company mixed in. What answers is then
// judged against the same document: no 5xx, only the statuses and error codes the operation
// documents, nothing of the other company in the answer. The integration test sends the requests
// through app.inject, the bench through HTTP; both use this module.

type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema };
type Answer = { description?: string; content?: Record<string, { schema?: unknown }> };
type Operation = {
  operationId: string;
  description?: string;
  summary?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, Answer>;
};
export type ApiDocument = { paths: Record<string, Record<string, Operation>> };

/** One operation of the document, with what the judge needs of it. */
export type FuzzOperation = {
  /** `GET /api/user/vehicles/{id}` */
  name: string;
  operationId: string;
  method: string;
  path: string;
  bearer: boolean;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | undefined;
  /** Form fields and file fields of a multipart upload, read from its description. */
  multipart: { fields: string[]; files: string[] } | undefined;
  /** Each documented status with the error codes its description names (empty for a success). */
  answers: Map<number, Set<string>>;
};

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const ERROR_CODES = /error\.code ([\d, ]+)\)/;

/** Every operation of the document, in its order. */
export function fuzzOperations(document: ApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => {
        const answers = new Map<number, Set<string>>();
        for (const [status, answer] of Object.entries(operation.responses)) {
          const codes = ERROR_CODES.exec(answer.description ?? '')?.[1];
          answers.set(Number(status), new Set(codes ? codes.split(',').map((code) => code.trim()) : []));
        }
        const parameters = operation.parameters ?? [];
        return {
          name: `${method.toUpperCase()} ${path}`,
          operationId: operation.operationId,
          method: method.toUpperCase(),
          path,
          bearer: (operation.security?.length ?? 0) > 0,
          pathParams: parameters.filter((p) => p.in === 'path'),
          queryParams: parameters.filter((p) => p.in === 'query'),
          body: operation.requestBody?.content['application/json']?.schema,
          multipart: multipartOf(operation.description ?? ''),
          answers,
        };
      }),
  );
}

/** A multipart route says so in its description, naming its file fields (`photo_1..n`, `passport`) and form fields. */
function multipartOf(description: string): FuzzOperation['multipart'] {
  if (!description.startsWith('multipart/form-data')) return undefined;
  const files = [...description.matchAll(/\b(\w+)_1\.\.n/g)].map((m) => m[1]!).flatMap((f) => [`${f}_1`, `${f}_2`]);
  const single = /one file `(\w+)`/.exec(description)?.[1];
  if (single) files.push(single);
  const listed = /form fields \(([^)]*)\)/.exec(description)?.[1] ?? '';
  const fields = listed
    .split(',')
    .map((field) => field.trim())
    .filter((field) => /^[a-z_]+$/.test(field));
  return { fields, files: files.length > 0 ? files : ['logo'] };
}

const KNOWN_WORDS: Record<string, string[]> = {
  orderType: ['SELLING', 'BUYING'],
  docType: ['INVOICE', 'CONTRACT', 'PROPOSAL', 'BINDING_CONTRACT', 'PROTOCOL', 'RECEIPT', 'PRIVACY'],
  documentType: ['INVOICE', 'CONTRACT', 'PROPOSAL', 'BINDING_CONTRACT', 'PROTOCOL', 'RECEIPT', 'PRIVACY', 'CANCELLATION'],
};

/** The kind of record a path value names, from its name and the path segment before it. */
export function idKind(path: string, name: string): string | undefined {
  const service = path.includes('/service-invoices/');
  switch (name) {
    case 'vehicleId':
      return 'vehicle';
    case 'tradeId':
      return service ? 'serviceInvoice' : 'trade';
    case 'documentId':
      return path.includes('/files/vehicle-') || path === '/api/user/vehicles/{vehicleId}/documents/{documentId}'
        ? 'upload'
        : 'document';
    case 'imageId':
      return 'ocrImage';
    case 'suuid':
      return 'job';
    case 'vin':
      return 'vin';
    case 'username':
      return 'email';
    case 'id': {
      const before = path.slice(0, path.indexOf('{id}'));
      if (before.endsWith('/clients/')) return 'customer';
      if (before.endsWith('/vehicles/')) return 'vehicle';
      if (before.endsWith('/subscriptions/')) return 'subscription';
      if (before.endsWith('/invoices/')) return 'subscriptionInvoice';
      if (before.endsWith('/service-invoices/trades/')) return 'serviceInvoice';
      return undefined;
    }
    default:
      return undefined;
  }
}

// ——— requests ———

function pathValue(operation: FuzzOperation, parameter: Parameter, pool: IdPool): fc.Arbitrary<string> {
  const known = KNOWN_WORDS[parameter.name];
  const valid = parameter.schema.enum
    ? fc.constantFrom(...(parameter.schema.enum as string[]))
    : parameter.schema.type === 'integer'
      ? validNumber(parameter.schema).map(String)
      : known
        ? fc.constantFrom(...known)
        : validString(parameter.schema, parameter.name, pool);
  const ids = fromPool(pool, idKind(operation.path, parameter.name));
  return fc.oneof({ weight: 3, arbitrary: valid }, ...ids.map((arbitrary) => ({ weight: 3, arbitrary })), {
    weight: 2,
    arbitrary: hostileString,
  });
}

/** A path value as it goes into the URL: every reserved character and the dots escaped (no other route is reached by `..`). */
/** Percent-encoded; a lone surrogate (which no URL can carry) becomes U+FFFD first, as a browser sends it. */
const encode = (value: string) => encodeURIComponent(value.toWellFormed());
const inPath = (value: string) => encode(value).replace(/\./g, '%2E') || '%20';

function queryValue(parameter: Parameter, pool: IdPool): fc.Arbitrary<string> {
  const valid = validValue({ ...parameter.schema, nullable: false }, pool, { name: parameter.name, depth: 0 }).map((v) =>
    typeof v === 'string' ? v : JSON.stringify(v),
  );
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostileString }, ...fromPool(pool, undefined));
}

function queryString(operation: FuzzOperation, pool: IdPool): fc.Arbitrary<string> {
  if (operation.queryParams.length === 0)
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: hostileString.map((v) => `x=${encode(v)}`) },
    );
  const model = Object.fromEntries(operation.queryParams.map((p) => [p.name, queryValue(p, pool)]));
  const required = operation.queryParams.filter((p) => p.required).map((p) => p.name);
  return fc
    .tuple(
      fc.record(model, { requiredKeys: required }),
      // A parameter given twice arrives as an array.
      fc.option(fc.constantFrom(...operation.queryParams.map((p) => p.name)), { freq: 6 }),
    )
    .map(([values, twice]) => {
      const parts = Object.entries(values).map(([key, value]) => `${key}=${encode(value as string)}`);
      if (twice) parts.push(`${twice}=again`);
      return parts.join('&');
    });
}

const randomFile = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => ({ name: 'zufall.bin', type: 'application/octet-stream', bytes })),
  fc.constant({
    name: 'foto.png',
    type: 'image/png',
    bytes: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  }),
  fc.constant({
    name: 'brief.pdf',
    type: 'application/pdf',
    bytes: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  }),
  fc
    .string({ unit: 'grapheme', maxLength: 60 })
    .map((name) => ({ name: `${name}.jpg`, type: 'image/jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff]) })),
);

/** A multipart body built by the platform's FormData, as a browser sends it. */
async function formBody(
  fields: Record<string, string>,
  files: Record<string, { name: string; type: string; bytes: Uint8Array }>,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, file] of Object.entries(files))
    form.append(key, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

type DrawnFile = { name: string; type: string; bytes: Uint8Array };

/** What a drawn request is before it is encoded (multipart bodies are built asynchronously). */
export type DrawnRequest = {
  method: string;
  url: string;
  bearer: boolean;
  body?: { json: string; contentType: string };
  form?: { fields: Record<string, string>; files: Record<string, { name: string; type: string; bytes: Uint8Array }> };
};

/** Requests for one operation, from the schemas of its path, query and body. */
export function requestArbitrary(operation: FuzzOperation, pool: IdPool): fc.Arbitrary<DrawnRequest> {
  const path = fc
    .tuple(...operation.pathParams.map((p) => pathValue(operation, p, pool).map((value) => [p.name, value] as const)))
    .map((pairs) => pairs.reduce((url, [name, value]) => url.replace(`{${name}}`, inPath(value)), operation.path));
  const base = fc.tuple(path, queryString(operation, pool)).map(([url, query]) => ({
    method: operation.method,
    url: query ? `${url}?${query}` : url,
    bearer: operation.bearer,
  }));
  if (operation.body) {
    const valid = validValue(operation.body, pool).map((value) => JSON.stringify(value));
    const broken = fc.tuple(validValue(operation.body, pool), mutation).map(([value, change]) => mutate(value, change));
    const contentType = fc.oneof(
      { weight: 12, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom('text/plain', 'application/xml', 'application/json; charset=latin1', 'multipart/form-data'),
      },
    );
    return fc
      .tuple(base, fc.oneof({ weight: 1, arbitrary: valid }, { weight: 1, arbitrary: broken }), contentType)
      .map(([request, json, type]) => ({ ...request, body: { json, contentType: type } }));
  }
  if (operation.multipart) {
    const { fields, files } = operation.multipart;
    const fieldValues = fc.record(
      Object.fromEntries(fields.map((f) => [f, fc.oneof(hostileString, fc.constantFrom('GMBH', '82', '10115', 'true'))])),
      {
        requiredKeys: [],
      },
    );
    const fileValues = fc.record(Object.fromEntries(files.map((f) => [f, randomFile])), { requiredKeys: [] });
    return fc.tuple(base, fieldValues, fileValues).map(([request, f, filesDrawn]) => ({
      ...request,
      form: { fields: f as Record<string, string>, files: filesDrawn as Record<string, DrawnFile> },
    }));
  }
  return base;
}

/** The drawn request as it is sent; `authorization` is the caller's header for an operation that needs a bearer token. */
export async function encodeRequest(drawn: DrawnRequest, authorization: string): Promise<FuzzRequest> {
  const headers: Record<string, string> = drawn.bearer ? { authorization } : {};
  if (drawn.body)
    return {
      method: drawn.method,
      url: drawn.url,
      headers: { ...headers, 'content-type': drawn.body.contentType },
      payload: drawn.body.json,
    };
  if (drawn.form) {
    const { payload, contentType } = await formBody(drawn.form.fields, drawn.form.files);
    return { method: drawn.method, url: drawn.url, headers: { ...headers, 'content-type': contentType }, payload };
  }
  return { method: drawn.method, url: drawn.url, headers };
}

/** A short, printable account of a drawn request, for a finding. */
export function describeRequest(drawn: DrawnRequest): string {
  const body = drawn.body
    ? ` ${drawn.body.contentType} ${drawn.body.json.length > 300 ? `${drawn.body.json.slice(0, 300)}… (${drawn.body.json.length} chars)` : drawn.body.json}`
    : drawn.form
      ? ` multipart fields ${JSON.stringify(drawn.form.fields).slice(0, 200)} files ${Object.entries(drawn.form.files)
          .map(([k, f]) => `${k}=${f.name} (${f.type}, ${f.bytes.length} B)`)
          .join(' ')}`
      : '';
  return `${drawn.method} ${drawn.url.length > 300 ? `${drawn.url.slice(0, 300)}…` : drawn.url}${body}`;
}

// ——— the judge ———

/** What is wrong with an answer, or undefined: a 5xx, an undocumented status or error code, another company's data. */
export function judgeAnswer(
  operation: FuzzOperation,
  answer: { status: number; body: string },
  foreignMarkers: readonly string[],
): string | undefined {
  const { status, body } = answer;
  if (status >= 500) return `${status} ${body.slice(0, 300)}`;
  const documented = operation.answers.get(status);
  if (!documented)
    return `status ${status} is not documented (${[...operation.answers.keys()].join(', ')}): ${body.slice(0, 300)}`;
  if (status >= 400) {
    let code: unknown;
    try {
      code = (JSON.parse(body) as { error?: { code?: unknown } }).error?.code;
    } catch {
      return `${status} answered no JSON error envelope: ${body.slice(0, 200)}`;
    }
    if (typeof code !== 'string') return `${status} answered no error.code: ${body.slice(0, 200)}`;
    if (!documented.has(code))
      return `${status} ${code} is not documented (${[...documented].join(', ')}): ${body.slice(0, 300)}`;
  }
  const leaked = foreignMarkers.find((marker) => body.includes(marker));
  if (leaked) return `the answer carries another company's ${JSON.stringify(leaked)}: ${body.slice(0, 300)}`;
  return undefined;
}

/** The (operation, status, code) an answer counts under. */
export function answerKey(operation: FuzzOperation, answer: { status: number; body: string }): string {
  let code = '';
  if (answer.status >= 400) {
    try {
      code = String((JSON.parse(answer.body) as { error?: { code?: unknown } }).error?.code ?? '');
    } catch {
      code = '?';
    }
  }
  return `${operation.operationId} ${answer.status}${code ? ` ${code}` : ''}`;
}

/**
 * A checksum of every row a company owns, table by table (each table with a company_id column, and
 * the company's own row): what a request of another company must never change.
 */
export async function companySnapshot(
  query: (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>,
  companyId: string,
): Promise<Record<string, string>> {
  const { rows: tables } = await query(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'company_id' order by table_name`,
    [],
  );
  const snapshot: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const { rows } = await query(
      `select count(*)::text as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as sum
         from "${String(table)}" t where company_id = $1`,
      [companyId],
    );
    snapshot[String(table)] = `${rows[0]!.n}:${rows[0]!.sum}`;
  }
  const { rows } = await query(`select md5(c::text) as sum from companies c where id = $1`, [companyId]);
  snapshot.companies = String(rows[0]?.sum);
  return snapshot;
}
