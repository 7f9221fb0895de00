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

/**
 * Runs each task at once, then `everyMs` after each run ends, so runs never overlap. A failure is logged and
 * the next run tries again; the timers never keep the process alive. Every server process runs its own, so a
 * task must be safe to run from several at once (a single idempotent UPDATE is).
 */
export function startBackgroundTasks(orm: MikroORM, deps: TaskDeps, tasks: readonly BackgroundTask[], log = console.error): RunningTasks {
  let stopped = false;
  const timers = new Map<BackgroundTask, NodeJS.Timeout>();
  const running = new Map<BackgroundTask, Promise<void>>();
  /** Tasks asked to run again (by a write) while they were running. */
  const again = new Set<BackgroundTask>();

  // A failure before the run's first await (a fork or a task that throws at once) is logged and retried like
  // any other, not thrown out of the timer or out of the finished response that started the run.
  const start = (task: BackgroundTask): Promise<unknown> => {
    try {
      return task.run(orm.em.fork(), deps);
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const runNow = (task: BackgroundTask) => {
    clearTimeout(timers.get(task));
    const run = start(task)
      .then(() => undefined)
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
