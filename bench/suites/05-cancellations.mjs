// Cancelling a sold trade end to end. Each of 15 vehicles is sold (its invoice issued through
// the job pipeline), then canceled one after another: the time from `POST …/shtorno` to its job DONE,
// i.e. the trade checked, the cancellation invoice numbered, rendered, stored and recorded, the trade
// REJECTED and the vehicle back in stock. Median and p95 after two warm-up cancellations (goal: median < 300 ms).
import pg from 'pg';
import { call, prepareTrades, seedDealer } from '../bench-dealer.mjs';
import { authorizationFor, embeddedUrl } from '../bench-session.mjs';

const WARM_UP = 2;
const MEASURED = 15;

/** Polls job_runs until the job ends; answers when it is DONE, throws when it FAILED. */
async function jobDone(client, suuid) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { rows } = await client.query(`select status, error from job_runs where suuid = $1 and status in ('DONE', 'FAILED')`, [
      suuid,
    ]);
    if (rows[0]?.status === 'DONE') return;
    if (rows[0]) throw new Error(`job ${suuid} failed: ${rows[0].error}`);
    if (Date.now() > deadline) throw new Error(`job ${suuid} did not end in time`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function run({ baseUrl, dataDir, figure }) {
  const client = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await client.connect();
  try {
    const { userId, vehicleIds } = await seedDealer(client, { tag: 'STORNO', vehicles: WARM_UP + MEASURED });
    const headers = await authorizationFor(dataDir, userId);
    await prepareTrades(baseUrl, { headers, vehicleIds, documents: ['INVOICE'] });
    for (const vehicleId of vehicleIds) {
      const { suuid } = await call(baseUrl, {
        method: 'POST',
        url: `/api/user/vehicles/${vehicleId}/documents/generate/INVOICE/order/SELLING`,
        headers,
      });
      await jobDone(client, suuid);
    }

    const times = [];
    for (const [index, vehicleId] of vehicleIds.entries()) {
      const started = performance.now();
      const { suuid } = await call(baseUrl, {
        method: 'POST',
        url: `/api/user/vehicles/${vehicleId}/shtorno`,
        headers,
        body: { reason: 'Käufer ist vom Kauf zurückgetreten' },
      });
      await jobDone(client, suuid);
      if (index >= WARM_UP) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    figure(
      'cancel_sold_trade_p50',
      percentile(times, 50).toFixed(1),
      'ms (request to cancellation invoice stored; goal < 300 ms)',
    );
    figure('cancel_sold_trade_p95', percentile(times, 95).toFixed(1), 'ms');

    // Proof that what was timed happened: every trade rejected with its cancellation invoice, every vehicle back in stock.
    const { rows } = await client.query(
      `select count(*) filter (where t.status = 'REJECTED' and t.cancellation_number is not null)::int as rejected,
              count(*) filter (where v.status = 'CURRENT')::int as in_stock
         from trades t join vehicles v on v.id = t.vehicle_id where t.vehicle_id = any($1)`,
      [vehicleIds],
    );
    figure(
      'cancel_trades_rejected',
      `${rows[0].rejected}/${vehicleIds.length}`,
      'trades (vehicles back in stock: ' + rows[0].in_stock + ')',
    );
  } finally {
    await client.end();
  }
}
