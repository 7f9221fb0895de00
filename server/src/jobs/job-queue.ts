import type { EntityManager, Knex, MikroORM } from "@mikro-orm/postgresql";
import type pg from "pg";
import { PgBoss, type Job } from "pg-boss";
import type { JobDeps, JobKind, JobQueue, SendOptions } from "../kernel/jobs";

/**
 * The one queue for work that leaves the server, in the database: pg-boss, in its own schema, on the same
 * PostgreSQL (or embedded PGlite) as the blog. Jobs survive a restart, are retried with a growing delay, and
 * each is taken by one process (pg-boss claims them with FOR UPDATE SKIP LOCKED), however many servers share
 * the database. A job whose process died mid-run is taken again when its lease expires.
 */
export interface RunningJobQueue extends JobQueue {
  /** Creates the queues and starts taking jobs. */
  start(): Promise<void>;
  /** Stops taking jobs, lets the ones running finish (a few seconds at most), and closes its connections. */
  stop(): Promise<void>;
}

/** How often an idle server asks for new jobs; a job this process queues wakes its worker at once (send). */
const POLL_SECONDS = 1;
/** How long a stop waits for running jobs; a job cut short is taken again after its lease. */
const STOP_WAIT_MS = 2_000;

export function createJobQueue(orm: MikroORM, kinds: readonly JobKind<never>[], deps: JobDeps): RunningJobQueue {
  let boss: PgBoss | undefined;
  /** Each kind's worker in this process, by the kind's name. */
  const workers = new Map<string, string>();
  const { leaseSeconds, retryDelayMaxSeconds } = deps.config.jobTiming;
  // A job past its lease waits for the supervisor's next pass to be taken back: passes at most half a lease
  // apart (pg-boss's own minute for the two-minute lease), so a dead process's job runs again within 1.5 leases.
  const superviseSeconds = Math.max(1, Math.min(60, Math.floor(leaseSeconds / 2)));

  const started = (): PgBoss => {
    if (!boss) throw new Error("The job queue has not started.");
    return boss;
  };

  return {
    async start() {
      // Through the ORM's connections rather than a pool of its own: the embedded database serves every
      // connection in one session, where statements of two connections would interleave.
      boss = new PgBoss({
        db: onConnectionOf(orm.em.fork()),
        schema: "jobs",
        schedule: false,
        superviseIntervalSeconds: superviseSeconds,
        monitorIntervalSeconds: superviseSeconds,
      });
      boss.on("error", (error: Error) => console.error("Job queue:", error.message));
      await boss.start();
      for (const kind of kinds) {
        const options = {
          retryLimit: kind.retryLimit,
          retryDelay: kind.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: leaseSeconds,
          ...(retryDelayMaxSeconds === undefined ? {} : { retryDelayMax: retryDelayMaxSeconds }),
        };
        if (await boss.getQueue(kind.name)) await boss.updateQueue(kind.name, options);
        else await boss.createQueue(kind.name, options);
        const runOne = async (job: Job<object>) => {
          const data = job.data as never;
          try {
            await kind.run(orm.em.fork(), data, deps);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            if (job.retryCount >= kind.retryLimit) await kind.givenUp?.(orm.em.fork(), data, message, deps);
            throw error;
          }
        };
        const batchSize = kind.batchSize ?? 1;
        if (batchSize === 1) {
          workers.set(kind.name, await boss.work<object>(kind.name, { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1 }, async ([job]) => runOne(job)));
        } else {
          // Each job of the batch settles on its own: one that failed is retried without the others being sent again.
          const worker = await boss.work<object>(kind.name, { pollingIntervalSeconds: POLL_SECONDS, batchSize, perJobResults: true, burstWhenBatchFull: true }, async (jobs) => {
            const results = [];
            for (const job of jobs) {
              try {
                await runOne(job);
                results.push({ id: job.id, status: "completed" as const });
              } catch (error) {
                results.push({ id: job.id, status: "failed" as const, output: { message: error instanceof Error ? error.message : String(error) } });
              }
            }
            return results;
          });
          workers.set(kind.name, worker);
        }
      }
    },

    async send(kind, data, options: SendOptions = {}) {
      await started().send(kind.name, data, {
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.em ? { db: onConnectionOf(options.em) } : {}),
      });
      // A job due now runs now rather than at the worker's next poll (a job sent inside a transaction that has
      // not committed yet is not seen by this wake-up, and waits for that poll).
      if (!options.startAfterSeconds) wake(kind.name);
    },

    async sendMany(kind, data, options = {}) {
      if (data.length === 0) return;
      await started().insert(
        kind.name,
        data.map((item) => ({ data: item as object })),
        options.em ? { db: onConnectionOf(options.em) } : {},
      );
      wake(kind.name);
    },

    async stop() {
      if (!boss) return;
      await boss.stop({ graceful: true, timeout: STOP_WAIT_MS, close: true });
      boss = undefined;
      workers.clear();
    },
  };

  function wake(kindName: string): void {
    const worker = workers.get(kindName);
    if (boss && worker) boss.notifyWorker(worker);
  }
}

/**
 * pg-boss's statements on the EntityManager's connection: the one of its transaction when it has one, else one
 * of the ORM's pool. The driver's own client takes them as pg-boss writes them (`$1` placeholders, arrays, several
 * statements at once), so they go to it directly rather than through the query builder.
 */
function onConnectionOf(em: EntityManager) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const knex = em.getTransactionContext<Knex.Transaction>() ?? em.getConnection().getKnex();
      // Inside a transaction knex hands out the transaction's own connection and keeps it on release.
      const client = (await knex.client.acquireConnection()) as pg.PoolClient;
      try {
        return await client.query(text, values);
      } finally {
        await knex.client.releaseConnection(client);
      }
    },
  };
}
