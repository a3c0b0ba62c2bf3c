// Hostile input on every route, longer than the test does it and over real HTTP: the generator of
// apps/server/src/test/openapi-fuzz.ts draws FUZZ_RUNS (100) requests per operation of the served
// contract (/api/docs/json) from FUZZ_SEED, as a dealer of company A with company B's ids in the pool
// (apps/server/src/test/fuzz-world.ts seeds both). Prints the requests sent, the distinct
// (operation, status, code) answers, and each finding with its shrunk request; fails on a finding.
import pg from 'pg';
import { authorizationFor, embeddedUrl } from '../bench-session.mjs';
import { bundleServerModule } from '../bundle-server.mjs';

const RUNS = Number(process.env.FUZZ_RUNS || 100);
const SEED = Number(process.env.FUZZ_SEED || 53_053);

export async function run({ baseUrl, dataDir, figure }) {
  const fuzz = await bundleServerModule('api-fuzz', [
    "export { default as fc } from 'fast-check';",
    "export * from './test/openapi-fuzz';",
    "export { seedFuzzWorld } from './test/fuzz-world';",
  ]);
  const { fc } = fuzz;
  const client = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await client.connect();
  const query = (text, values) => client.query(text, values);
  const send = async (request) => {
    const response = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers: request.headers,
      body: request.payload,
    });
    return { status: response.status, body: await response.text() };
  };
  try {
    const document = await (await fetch(`${baseUrl}/api/docs/json`)).json();
    const operations = fuzz.fuzzOperations(document);
    const world = await fuzz.seedFuzzWorld({
      send,
      query,
      authorizationOf: async (userId) => (await authorizationFor(dataDir, userId)).authorization,
    });
    let requests = 0;
    const pairs = new Set();
    const findings = [];
    const started = performance.now();
    for (const [index, operation] of operations.entries()) {
      const before = JSON.stringify(await fuzz.companySnapshot(query, world.foreignCompanyId));
      const details = await fc.check(
        fc.asyncProperty(fuzz.requestArbitrary(operation, world.pool), async (drawn) => {
          requests += 1;
          const answer = await send(await fuzz.encodeRequest(drawn, world.authorization));
          pairs.add(fuzz.answerKey(operation, answer));
          const problem = fuzz.judgeAnswer(operation, answer, world.foreignMarkers);
          if (problem) throw new Error(problem);
        }),
        { seed: SEED + index, numRuns: RUNS, interruptAfterTimeLimit: 120_000 },
      );
      if (details.failed) {
        const shrunk = fuzz.describeRequest(details.counterexample[0]);
        const message = String(details.errorInstance?.message ?? details.error).split('\n')[0];
        findings.push(
          `${operation.name}: ${message}\n    shrunk request: ${shrunk}\n    seed ${details.seed}, path ${details.counterexamplePath}`,
        );
      }
      const after = JSON.stringify(await fuzz.companySnapshot(query, world.foreignCompanyId));
      if (after !== before) findings.push(`${operation.name}: company B's rows changed`);
    }
    figure('fuzz_operations', operations.length, 'operations');
    figure('fuzz_requests', requests, `requests (${RUNS} runs per operation, seed ${SEED})`);
    figure('fuzz_elapsed', ((performance.now() - started) / 1000).toFixed(1), 's');
    figure('fuzz_distinct_answers', pairs.size, 'distinct (operation, status, code)');
    for (const pair of [...pairs].sort()) console.log(`  ${pair}`);
    figure('fuzz_findings', findings.length, 'findings');
    for (const finding of findings) console.log(`  FINDING ${finding}`);
    if (findings.length > 0) throw new Error(`${findings.length} fuzz findings`);
  } finally {
    await client.end();
  }
}
