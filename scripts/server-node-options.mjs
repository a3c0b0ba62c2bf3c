// The Node options a server process runs with (`npm start`, `npm run worker`, the bench's server).
// Plain JavaScript that Node 18+ understands: scripts/launch.mjs imports it before Node 24 is there.
//
// V8 marks the heap for a full garbage collection on helper threads beside the main thread, and
// Node starts four of them whatever the machine has. On two cores, four markers took the cores
// from the main thread and from PostgreSQL's backends at once: each full collection of the
// server's 65 MB heap kept them busy some 400 ms within 125 ms of wall time, every request in flight
// waited it out, and those clusters were the vehicle list's p99 (change 18 of
// docs/perf/vehicle-list.md). One helper fewer than the cores, and never more than Node's four,
// leaves the main thread a core of its own.
import { availableParallelism } from 'node:os';

/** V8's helper threads for a machine with `cores` cores. */
export function v8PoolSize(cores = availableParallelism()) {
  return Math.max(1, Math.min(4, cores - 1));
}

/** NODE_OPTIONS for a server process: the given ones, with V8's helper threads sized unless they already set them. */
export function serverNodeOptions(nodeOptions = '', cores = availableParallelism()) {
  if (/--v8-pool-size\b/.test(nodeOptions)) return nodeOptions;
  return `${nodeOptions} --v8-pool-size=${v8PoolSize(cores)}`.trim();
}
