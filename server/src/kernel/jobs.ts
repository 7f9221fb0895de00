import type { EntityManager } from "@mikro-orm/postgresql";
import type { Config } from "../config";

/** What a job may use besides the database. */
export interface JobDeps {
  config: Config;
}

/**
 * A kind of work that leaves the server (a message to send; later deliveries to the fediverse and Webmentions):
 * each job is kept in the database until it is done, tried again with a growing delay when it fails, and done
 * by one server process however many run (jobs/job-queue.ts runs them). A module declares its kinds in its
 * manifest (`jobs`).
 */
export interface JobKind<D extends object = object> {
  /** The queue's name, `<module>.<what>` ("mail.send"). */
  readonly name: string;
  /** How many times a failed job is tried again before it is given up. */
  readonly retryLimit: number;
  /** Seconds before the first retry; each further one waits about twice as long. */
  readonly retryDelaySeconds: number;
  /**
   * How many jobs a process takes at a time (1 unless said), run one after another; each succeeds or fails on
   * its own. While batches come back full the next is taken at once instead of after the poll interval, so a
   * kind that sends many (a post to every subscriber) is not held to one job a second per process.
   */
  readonly batchSize?: number;
  /**
   * Does one job; throwing tries it again later. A job whose process ended mid-run is run again once its lease
   * has expired, so `run` finds out what an earlier run already did (a message already sent) before doing it.
   */
  run(em: EntityManager, data: D, deps: JobDeps): Promise<void>;
  /** After the last try failed: records that it was given up (a message marked as failed). */
  givenUp?(em: EntityManager, data: D, error: string, deps: JobDeps): Promise<void>;
}

export interface SendOptions {
  /** Inside this EntityManager's transaction: the job exists only if the transaction commits. */
  em?: EntityManager;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
}

/** Queues jobs; one per app, in every request's context and every background task's. */
export interface JobQueue {
  send<D extends object>(kind: JobKind<D>, data: D, options?: SendOptions): Promise<void>;
  /** Queues many jobs of one kind in one statement (`startAfterSeconds` is not taken). */
  sendMany<D extends object>(kind: JobKind<D>, data: readonly D[], options?: Pick<SendOptions, "em">): Promise<void>;
}
