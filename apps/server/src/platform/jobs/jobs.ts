import type { JobStatusView } from '@kontor/domain/jobs';
import { sql } from 'drizzle-orm';
import { type JobResult, PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../db/database';
import { currentAuditScope, runInAuditScope } from '../audit/audit-scope';
import { createJobRunsRepository } from './job-runs.repository';

export type JobContext = {
  suuid: string;
  companyId: string | null;
  /** A later attempt: an earlier one failed or its worker died, maybe leaving what it wrote outside the database. */
  retried?: boolean;
  /** Records 0–100 for the status endpoint. */
  progress(percent: number): Promise<void>;
};

/**
 * Progress reported from inside a transaction: written through another pooled connection and not
 * awaited there (the transaction may hold locks and must never wait for the pool), but `settled` is
 * awaited before the job ends, so a late report never overwrites the finished run.
 */
export function detachedProgress(job: JobContext, log: (message: string) => void) {
  const reported: Promise<void>[] = [];
  return {
    report(percent: number): void {
      reported.push(job.progress(percent).catch((error: unknown) => log(`progress ${job.suuid}: ${String(error)}`)));
    },
    async settled(): Promise<void> {
      await Promise.all(reported);
    },
  };
}

/** A failure the user should see (its error code) rather than a bug; it is not retried. */
export class JobFailure extends Error {
  constructor(
    readonly code: string,
    readonly result?: unknown,
  ) {
    super(`job failed with ${code}`);
  }
}

/** What the clean-up of an abandoned job gets: the transaction that fails its run, and whether this call failed it. */
export type AbandonedJob = {
  suuid: string;
  companyId: string | null;
  tx: DbOrTx;
  /** True only in the call that turned the run FAILED: what was counted (storage) is given back once, even if the clean-up runs again. */
  first: boolean;
};

type JobDefinition<P> = {
  name: string;
  payload: z.ZodType<P>;
  handler: (payload: P, context: JobContext) => Promise<unknown>;
  /**
   * Undoes what a job whose last attempt died left outside its committed rows (files written before
   * a commit that never came, storage reserved for them): no handler ran to its end to do it, and no
   * retry will. Runs inside the transaction that fails the run; it may run again (the dead letter is
   * retried), so a file it deletes may be gone already.
   */
  abandoned?: (payload: P, job: AbandonedJob) => Promise<void>;
};

// A registry holds jobs of different payloads; each is checked by its own zod schema at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJobDefinition = JobDefinition<any>;

export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

export type JobView = JobStatusView;

/** Work the queue starts on a schedule rather than on a request (a billing run): nobody waits for it or reads its status. */
type PeriodicJob = {
  name: string;
  /** A cron expression in Berlin time. */
  cron: string;
  run: () => Promise<unknown>;
};

/** userId: who queued it (the audit trail names them for what the job does); absent in jobs queued before. */
type Envelope = { suuid: string; companyId: string | null; payload: unknown; userId?: string | null };

const RETRY_LIMIT = 2;

/**
 * A running job's worker refreshes its claim every HEARTBEAT_REFRESH_SECONDS; a claim not refreshed
 * for HEARTBEAT_SECONDS (its worker was killed, its machine went away) is failed by the next
 * supervision, at most SUPERVISE_SECONDS later, and retried at once: a dead worker's job runs again
 * within a minute, while a long job whose worker lives runs on (EXPIRE_SECONDS bounds it). The
 * refresh leaves 15 s for an event loop busy with a synchronous render before a live job is taken.
 */
export const JOB_TIMING = {
  HEARTBEAT_SECONDS: 20,
  HEARTBEAT_REFRESH_SECONDS: 5,
  SUPERVISE_SECONDS: 5,
  EXPIRE_SECONDS: 3_600,
} as const;

const BOSS_OPTIONS = {
  useListenNotify: true,
  superviseIntervalSeconds: JOB_TIMING.SUPERVISE_SECONDS,
  monitorIntervalSeconds: JOB_TIMING.SUPERVISE_SECONDS,
};

/**
 * Where pg-boss puts a job whose last attempt failed, by any cause: a handler that threw records its
 * failure itself, but a job whose last worker died (heartbeat lost, expired) ran no handler to the
 * end, and without this its run would read RUNNING for ever. This queue's worker marks such a run
 * FAILED 5003, so the user sees the failure.
 */
const DEAD_LETTERS = 'job-runs-dead-letters';

const JOB_QUEUE = {
  retryLimit: RETRY_LIMIT,
  deadLetter: DEAD_LETTERS,
  retryDelay: 2,
  expireInSeconds: JOB_TIMING.EXPIRE_SECONDS,
  heartbeatSeconds: JOB_TIMING.HEARTBEAT_SECONDS,
  notify: true,
};

/**
 * Fails the run of a job whose last attempt died (5003) and, in the same transaction, runs its
 * definition's clean-up: the status and what the clean-up gives back commit together, so a clean-up
 * killed half-way is done again by the dead letter's retry and counts nothing twice.
 */
async function abandon(database: Database, definitions: Map<string, AnyJobDefinition>, envelope: Envelope) {
  await database.db.transaction(async (tx) => {
    const runs = createJobRunsRepository(tx);
    const row = await runs.find(envelope.suuid, envelope.companyId);
    const first = await runs.failUnfinished(envelope.suuid, '5003');
    const definition = row ? definitions.get(row.kind) : undefined;
    if (!definition?.abandoned) return;
    const parsed = definition.payload.safeParse(envelope.payload);
    if (parsed.success)
      await definition.abandoned(parsed.data, { suuid: envelope.suuid, companyId: envelope.companyId, tx, first });
  });
}

async function startDeadLetters(boss: PgBoss, work: boolean, abandoned: (envelope: Envelope) => Promise<void>) {
  await boss.createQueue(DEAD_LETTERS, { retryLimit: RETRY_LIMIT, retryDelay: 2 });
  if (!work) return;
  await boss.work<Envelope>(DEAD_LETTERS, { pollingIntervalSeconds: 2, batchSize: 10 }, async (jobs) => {
    for (const job of jobs) await abandoned(job.data);
  });
}

/**
 * pg-boss's statements run through a drizzle transaction (its `db` option): pg-boss numbers its
 * parameters $1…$n, drizzle binds each placeholder as a parameter of the same statement.
 */
function inTransaction(tx: DbOrTx) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)\b/);
      const chunks = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1])));
      const result = await tx.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}

/** The run recorded and the job sent in `tx`: both commit, or neither. */
async function recordAndSend(
  boss: PgBoss,
  tx: DbOrTx,
  job: { name: string; payload: unknown; companyId: string | null; startAfterSeconds?: number },
): Promise<string> {
  const suuid = await createJobRunsRepository(tx).insert({ kind: job.name, companyId: job.companyId, payload: job.payload });
  const envelope = {
    suuid,
    companyId: job.companyId,
    payload: job.payload,
    userId: currentAuditScope().userId,
  } satisfies Envelope;
  const after = job.startAfterSeconds ? { startAfter: job.startAfterSeconds } : {};
  await boss.send(job.name, envelope, { ...after, db: inTransaction(tx) });
  return suuid;
}

export type Jobs = ReturnType<typeof createJobs>;

/**
 * pg-boss keeps the queue durable (a job survives a restart and is retried when its worker died);
 * job_runs keeps what the user may read: status, progress, result.
 */
export function createJobs(database: Database, options: { log?: (message: string) => void } = {}) {
  // LISTEN/NOTIFY wakes a worker (in this process or a separate one) the moment a job is queued: a
  // dealer's single document or cancellation waits for no 0.5 s poll. Polling stays as the floor.
  const boss = new PgBoss({ connectionString: database.url, max: 4, application_name: 'kontor-jobs', ...BOSS_OPTIONS });
  const log = options.log;
  boss.on('error', (error: Error) => log?.(`jobs: ${error.message}`));
  const runs = createJobRunsRepository(database.db);
  const definitions = new Map<string, AnyJobDefinition>();
  const periodic = new Map<string, PeriodicJob>();
  let started = false;

  async function run(definition: AnyJobDefinition, job: { data: Envelope; retryCount: number }) {
    const { suuid, companyId } = job.data;
    await runs.markRunning(suuid);
    try {
      const payload = definition.payload.parse(job.data.payload);
      // The audit trail records what the job does under the job's id and the user who queued it.
      const scope = { requestId: suuid, userId: job.data.userId ?? null };
      const result = await runInAuditScope(scope, () =>
        definition.handler(payload, {
          suuid,
          companyId,
          retried: job.retryCount > 0,
          progress: (percent) => runs.setProgress(suuid, Math.max(0, Math.min(99, Math.round(percent)))),
        }),
      );
      await runs.finish(suuid, result);
    } catch (error) {
      if (error instanceof JobFailure) {
        await runs.fail(suuid, error.code, error.result);
        return;
      }
      if (job.retryCount >= RETRY_LIMIT) await runs.fail(suuid, '5003', null);
      throw error;
    }
  }

  return {
    register(...list: AnyJobDefinition[]) {
      for (const definition of list) definitions.set(definition.name, definition);
    },

    /** Runs `job` on its schedule: pg-boss starts one run per tick however many servers and workers there are. */
    every(job: PeriodicJob) {
      periodic.set(job.name, job);
    },

    async start(options: { work: boolean }) {
      await boss.start();
      started = true;
      for (const job of periodic.values()) {
        // A missed tick is not retried: the next one does what is due by then.
        await boss.createQueue(job.name, { retryLimit: 0, expireInSeconds: 3_600 });
        await boss.schedule(job.name, job.cron, {}, { tz: 'Europe/Berlin' });
        if (options.work) {
          await boss.work(job.name, { pollingIntervalSeconds: 30 }, async () => {
            try {
              await job.run();
            } catch (error) {
              log?.(`jobs: ${job.name}: ${error instanceof Error ? error.message : String(error)}`);
              throw error;
            }
          });
        }
      }
      // Before the queues that name it (pg-boss refers to it by a foreign key).
      await startDeadLetters(boss, options.work, (envelope) => abandon(database, definitions, envelope));
      for (const definition of definitions.values()) {
        const queue = JOB_QUEUE;
        await boss.createQueue(definition.name, queue);
        // A queue created before it notified keeps its old options otherwise.
        await boss.updateQueue(definition.name, queue);
        if (options.work) {
          // A backlog (a dealer making all seven documents, many dealers at once) is worked in
          // batches fetched back to back (burst while a fetch comes back full) by two workers, so
          // one job's database waits overlap another's rendering; with one job per fetch the
          // 0.5 s poll capped a queue at two jobs a second. Each job is settled on its own.
          const work = {
            includeMetadata: true,
            pollingIntervalSeconds: 0.5,
            batchSize: 5,
            burstWhenBatchFull: true,
            localConcurrency: 2,
            perJobResults: true,
            heartbeatRefreshSeconds: JOB_TIMING.HEARTBEAT_REFRESH_SECONDS,
          } as const;
          await boss.work<Envelope>(definition.name, work, async (jobs) => {
            const results: JobResult[] = [];
            for (const job of jobs) {
              try {
                await run(definition, job);
                results.push({ id: job.id, status: 'completed' });
              } catch (error) {
                // Failed alone (retried by pg-boss up to RETRY_LIMIT); the batch's other jobs keep their outcome.
                log?.(`jobs: ${definition.name} ${job.data.suuid}: ${error instanceof Error ? error.message : String(error)}`);
                results.push({ id: job.id, status: 'failed' });
              }
            }
            return results;
          });
        }
      }
    },

    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 10_000 });
      started = false;
    },

    /**
     * Records the run and queues it in ONE transaction (the caller's `tx`, or its own): a process
     * killed in between leaves neither a run PENDING for ever without its job nor a job without its
     * run, and with `tx` the job commits (and runs) only with what the caller wrote. With
     * `startAfterSeconds` it runs no earlier than that (a clean-up due later, kept across restarts).
     */
    async enqueue<P>(
      definition: JobDefinition<P>,
      payload: P,
      owner: { companyId: string | null; tx?: DbOrTx; startAfterSeconds?: number },
    ): Promise<string> {
      const parsed = definition.payload.parse(payload);
      const job = {
        name: definition.name,
        payload: parsed,
        companyId: owner.companyId,
        startAfterSeconds: owner.startAfterSeconds,
      };
      const queue = (tx: DbOrTx) => recordAndSend(boss, tx, job);
      return owner.tx ? queue(owner.tx) : database.db.transaction(queue);
    },

    async status(suuid: string, companyId: string | null): Promise<JobView | undefined> {
      const row = await runs.find(suuid, companyId);
      if (!row) return undefined;
      return { suuid: row.suuid, status: row.status, progress: row.progress, result: row.result, error: row.error };
    },
  };
}
