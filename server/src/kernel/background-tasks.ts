import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { Config } from "../config";
import type { JobQueue } from "./jobs";
import type { UploadStorage } from "./upload-storage";

/**
 * Work a module wants repeated while the server runs, every `everyMs`, each run with a fresh EntityManager
 * and what the server shares with it (its settings, the upload storage).
 */
export interface BackgroundTask {
  name: string;
  everyMs: number;
  /**
   * Also runs as soon as this process has answered a write (`RunningTasks.wrote`), for work a reader expects at
   * once after an edit (an article reaching followers); the timer still catches what no request did here (a
   * scheduled post going public, a write answered by another process).
   */
  afterWrites?: boolean;
  /**
   * Skips a run while content is as it was when the task's last run ended (the runner's `contentVersion`, which
   * every write to public content raises, from any process): for a sweep that compares every public article
   * with what it last sent, and would otherwise read the whole table every few seconds to find, most of the
   * time, nothing. Such a run does all there is to do, since the next may not come until content changes again.
   * An article going public at its scheduled time is seen once the schedule sweep marks it published, which
   * raises the version.
   */
  onlyAfterContentChanges?: boolean;
  run(em: EntityManager, server: TaskDeps): Promise<unknown>;
}

/** What a background task may use besides the database. */
export interface TaskDeps {
  config: Config;
  uploads: UploadStorage;
  /** The job queue, for a task that queues work (a scheduled post's messages). */
  jobs: JobQueue;
}

export interface RunningTasks {
  /** Stops the timers and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
  /**
   * Says a write was answered: each `afterWrites` task runs now, or once more as soon as its run in progress
   * ends, so a burst of writes makes at most one extra run each.
   */
  wrote(): void;
}

export interface TaskRunnerOptions {
  /** A value that changes whenever public content does (the database's cache_version), for onlyAfterContentChanges. */
  contentVersion(em: EntityManager): Promise<string>;
  log?: (...args: unknown[]) => void;
}

/**
 * Runs each task at once, then `everyMs` after each run ends, so runs never overlap. A failure is logged and
 * the next run tries again; the timers never keep the process alive. Every server process runs its own, so a
 * task must be safe to run from several at once (a single idempotent UPDATE is).
 */
export function startBackgroundTasks(
  orm: MikroORM,
  deps: TaskDeps,
  tasks: readonly BackgroundTask[],
  { contentVersion, log = console.error }: TaskRunnerOptions,
): RunningTasks {
  let stopped = false;
  const timers = new Map<BackgroundTask, NodeJS.Timeout>();
  const running = new Map<BackgroundTask, Promise<void>>();
  /** Tasks asked to run again (by a write) while they were running. */
  const again = new Set<BackgroundTask>();

  /** For each onlyAfterContentChanges task, the content version its last run ended at. */
  const ranAt = new Map<BackgroundTask, string>();

  // Async, so that a failure before the run's first await (a fork or a task that throws at once) is logged and
  // retried like any other, not thrown out of the timer or out of the finished response that started the run.
  const start = async (task: BackgroundTask): Promise<void> => {
    const em = orm.em.fork();
    if (!task.onlyAfterContentChanges) {
      await task.run(em, deps);
      return;
    }
    // Read before the run: a write committed during it moves the version on, and the next run looks again.
    const version = await contentVersion(em);
    if (ranAt.get(task) === version) return;
    await task.run(em, deps);
    ranAt.set(task, version);
  };
  const runNow = (task: BackgroundTask) => {
    clearTimeout(timers.get(task));
    const run = start(task)
      .catch((error: unknown) => log(`Background task "${task.name}" failed; it runs again in ${task.everyMs} ms:`, error))
      .finally(() => {
        running.delete(task);
        if (stopped) return;
        if (again.delete(task)) runNow(task);
        else timers.set(task, setTimeout(() => runNow(task), task.everyMs).unref());
      });
    running.set(task, run);
  };
  tasks.forEach(runNow);

  return {
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all(running.values());
    },
    wrote() {
      if (stopped) return;
      for (const task of tasks) {
        if (!task.afterWrites) continue;
        if (running.has(task)) again.add(task);
        else runNow(task);
      }
    },
  };
}
