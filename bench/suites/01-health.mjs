import autocannon from 'autocannon';

/** Runs autocannon against one URL and returns requests/s and latency percentiles. */
export async function load({ url, connections = 50, duration = 10, headers = {} }) {
  const result = await autocannon({ url, connections, duration, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

export async function run({ baseUrl, figure }) {
  const health = await load({ url: `${baseUrl}/api/health` });
  figure('health_throughput', health.rps, 'req/s');
  figure('health_latency_p50', health.p50, 'ms');
  figure('health_latency_p99', health.p99, 'ms');
}
