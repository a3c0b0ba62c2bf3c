import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../features/auth/access-token';
import { type FuzzWorld, seedFuzzWorld } from '../../test/fuzz-world';
import {
  type ApiDocument,
  companySnapshot,
  describeRequest,
  encodeRequest,
  fuzzOperations,
  judgeAnswer,
  requestArbitrary,
} from '../../test/openapi-fuzz';
import { useTestContext } from '../../test/test-context';

// Hostile input on every route of the published contract: requests drawn from each operation's
// schemas (valid, broken, huge, with another company's ids), sent as a dealer of company A. Every
// answer is a documented status with a documented error code, none is a 5xx, none shows anything of
// company B, and no request changes B's rows. A fixed seed and a few runs per operation here;
// FUZZ_SEED and FUZZ_RUNS draw others, `npm run bench -- fuzz` draws many more over HTTP.

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const document = JSON.parse(readFileSync(path.join(ROOT, 'docs/openapi.json'), 'utf8')) as ApiDocument;
const operations = fuzzOperations(document);
const SEED = Number(process.env.FUZZ_SEED || 53_053);
const RUNS = Number(process.env.FUZZ_RUNS || 4);

// With a support inbox configured: without one, a support message is refused with 503 on purpose.
const t = useTestContext({ env: { SUPPORT_EMAIL: 'support@kontor.example.de' } });
let world: FuzzWorld;

const query = async (text: string, values: unknown[]) => t.ctx.database.pool.query(text, values);

beforeAll(async () => {
  t.clock.set(new Date('2026-06-15T10:00:00Z'));
  world = await seedFuzzWorld({
    query,
    send: async (request) => {
      const answer = await t.app.inject({ ...request, method: request.method as 'GET' });
      return { status: answer.statusCode, body: answer.body };
    },
    authorizationOf: (userId) => `Bearer ${signAccessToken(t.ctx.jwtSecret, userId, t.clock.now())}`,
  });
});

describe(`hostile requests on every operation (seed ${SEED}, ${RUNS} runs each)`, () => {
  it('reads every operation of the contract', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  for (const [index, operation] of operations.entries()) {
    it(`${operation.name} answers only what it documents and nothing of another company`, async () => {
      const before = await companySnapshot(query, world.foreignCompanyId);
      const details = await fc.check(
        fc.asyncProperty(requestArbitrary(operation, world.pool), async (drawn) => {
          const request = await encodeRequest(drawn, world.authorization);
          const answer = await t.app.inject({ ...request, method: request.method as 'GET' });
          const problem = judgeAnswer(operation, { status: answer.statusCode, body: answer.body }, world.foreignMarkers);
          if (problem) throw new Error(problem);
        }),
        { seed: SEED + index, numRuns: RUNS, interruptAfterTimeLimit: 20_000 },
      );
      // The shrunk request and what was wrong with its answer; FUZZ_SEED and the seed below draw it again.
      const finding = details.failed
        ? `${describeRequest(details.counterexample![0])}\n→ ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)} (seed ${details.seed})`
        : undefined;
      expect(finding).toBeUndefined();
      expect(await companySnapshot(query, world.foreignCompanyId)).toEqual(before);
    });
  }
});
