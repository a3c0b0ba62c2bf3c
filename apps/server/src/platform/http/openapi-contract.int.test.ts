import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Answer, Body, Envelope, WireAnswer } from '@kontor/domain/api-types';
import { keysToCamel } from '@kontor/domain/case';
import type { Customer, CustomerInput } from '@kontor/domain/customers';
import type { ListMeta } from '@kontor/domain/lists';
import type { Subscription } from '@kontor/domain/subscriptions';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { customerBody } from '../../test/customers-factories';
import { callAs, createCompanyUser } from '../../test/factories';
import { dataOf } from '../../test/responses';
import { useTestContext } from '../../test/test-context';

// The published API contract: what /api/docs/json serves is committed as docs/openapi.json, so a
// change of it shows in review; the committed one passes Redocly's recommended rules (redocly.yaml).
const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const CONTRACT = 'docs/openapi.json';
const TYPES = 'packages/domain/src/api-contract.ts';
const TYPES_HEADER = [
  '// Generated from docs/openapi.json by openapi-typescript: do not edit. The contract test',
  '// (apps/server/src/platform/http/openapi-contract.int.test.ts) rewrites it with UPDATE_OPENAPI=1.',
  '/* eslint-disable */',
  '',
].join('\n');
const UPDATE_HINT = 'run `UPDATE_OPENAPI=1 npx vitest run apps/server/src/platform/http/openapi-contract.int.test.ts` and commit';
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

type Operation = { operationId?: string; security?: unknown[]; responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };

const t = useTestContext();

async function servedDocument(): Promise<Document> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function operationsOf(document: Document): { name: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([url, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${url}`, operation })),
  );
}

describe('the OpenAPI contract', () => {
  it('is the committed docs/openapi.json (UPDATE_OPENAPI=1 rewrites it)', async () => {
    const served = `${JSON.stringify(await servedDocument(), null, 2)}\n`;
    const file = path.join(ROOT, CONTRACT);
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(file, served);
    const committed = readFileSync(file, 'utf8');
    expect(
      committed === served,
      `${CONTRACT} differs from what the routes publish: ${UPDATE_HINT} the file with the route change`,
    ).toBe(true);
  });

  it('is the typed client packages/domain/src/api-contract.ts (UPDATE_OPENAPI=1 rewrites it)', async () => {
    const generated =
      TYPES_HEADER + astToString(await openapiTS(structuredClone(await servedDocument()) as never, { silent: true }));
    const file = path.join(ROOT, TYPES);
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(file, generated);
    expect(readFileSync(file, 'utf8') === generated, `${TYPES} differs from the published contract: ${UPDATE_HINT} it`).toBe(
      true,
    );
  });

  it('types real answers as the domain does', async () => {
    // What the web's API client holds (camelCase) is the domain's type, for a record, a list and a job.
    expectTypeOf<Answer<'customersGet'>>().toEqualTypeOf<Customer>();
    expectTypeOf<Envelope<'customersList'>>().toEqualTypeOf<{ data: Customer[]; meta: ListMeta }>();
    expectTypeOf<Body<'customersCreate'>>().toEqualTypeOf<CustomerInput>();
    expectTypeOf<Answer<'subscriptionsList'>>().toEqualTypeOf<{ subscriptions: Subscription[] }>();

    const user = await createCompanyUser(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user/clients',
      headers: user.headers,
      payload: customerBody(),
    });
    expect(created.statusCode).toBe(201);
    const wire: WireAnswer<'customersCreate'> = created.json();
    expect(wire.data.first_name).toBe('Erika');
    const customer: Answer<'customersGet'> = keysToCamel(
      dataOf(await callAs(t, `GET /api/user/clients/${wire.data.id}`, { user })),
    );
    expect(customer).toMatchObject({ id: wire.data.id, lastName: 'Mustermann', postalCode: '51147' });
    const list = keysToCamel((await callAs(t, 'GET /api/user/clients', { user })).json()) as Envelope<'customersList'>;
    expect(list.meta.total).toBe(1);
    expect(list.data.map(({ id }) => id)).toEqual([customer.id]);
    const subscriptions: Answer<'subscriptionsList'> = keysToCamel(
      dataOf(await callAs(t, 'GET /api/user/subscriptions', { user })),
    );
    expect(subscriptions.subscriptions).toEqual([]);
  });

  it('passes the lint with the recommended rules: no error, no warning', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [REDOCLY, 'lint', CONTRACT, '--format=json', '--max-problems=1000'],
      // No telemetry and no update check: the lint runs offline.
      { cwd: ROOT, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer?: string }[] }[];
    };
    const problems = report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('names every operation uniquely, says its security and its 4xx answers with the error envelope', async () => {
    const operations = operationsOf(await servedDocument());
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(operations.filter(({ operation }) => !operation.operationId).map(({ name }) => name)).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(operations.filter(({ operation }) => !Array.isArray(operation.security)).map(({ name }) => name)).toEqual([]);
    // A signed-in user's route (the gate in auth.guard.ts) says the bearer token and its 401.
    const user = operations.filter(({ name }) => / \/(api|v1)\/user\//.test(name));
    expect(
      user.filter(({ operation }) => JSON.stringify(operation.security) !== '[{"bearer":[]}]').map(({ name }) => name),
    ).toEqual([]);
    expect(user.filter(({ operation }) => !operation.responses['401']).map(({ name }) => name)).toEqual([]);
    // An operation that takes input or a token can be refused, and says how; the few that take
    // neither (health, countries, upload limits, support contact) are listed in .redocly.lint-ignore.yaml.
    const refusable = operations.filter(
      ({ operation }) => (operation.security?.length ?? 0) > 0 || 'parameters' in operation || 'requestBody' in operation,
    );
    const unrefused = refusable.filter(({ operation }) => !Object.keys(operation.responses).some((code) => code.startsWith('4')));
    expect(unrefused.map(({ name }) => name)).toEqual([]);
    // Every 4xx answer is the error envelope and names the codes it gives.
    for (const { name, operation } of operations) {
      for (const [status, answer] of Object.entries(operation.responses).filter(([code]) => code.startsWith('4'))) {
        const { description, content } = answer as { description: string; content?: Record<string, { schema: unknown }> };
        expect(description, `${name} ${status}`).toMatch(/error\.code \d/);
        expect(content?.['application/json']?.schema, `${name} ${status}`).toEqual({
          $ref: '#/components/schemas/ErrorEnvelope',
        });
      }
    }
  });
});
