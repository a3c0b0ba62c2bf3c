import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/test-context';

// The published API contract: what /api/docs/json serves is committed as docs/openapi.json, so a
// change of it shows in review; the committed one passes Redocly's recommended rules (redocly.yaml).
const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const CONTRACT = 'docs/openapi.json';
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
      `${CONTRACT} differs from what the routes publish: run \`UPDATE_OPENAPI=1 npx vitest run apps/server/src/platform/http/openapi-contract.int.test.ts\` and commit the file with the route change`,
    ).toBe(true);
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
        expect(JSON.stringify(content?.['application/json']?.schema), `${name} ${status}`).toContain('"error"');
      }
    }
  });
});
