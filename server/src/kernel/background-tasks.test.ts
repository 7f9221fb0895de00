import { describe, expect, it } from "vitest";
import type { MikroORM } from "@mikro-orm/postgresql";
import { startBackgroundTasks, type BackgroundTask, type TaskDeps } from "./background-tasks";
import { eventually } from "../../test/eventually";

/** The scheduling alone: the tasks here touch no database, so the ORM only hands out (unused) forks. */
const orm = { em: { fork: () => ({}) } } as unknown as MikroORM;
const deps = {} as TaskDeps;
/** A content version that never moves: only onlyAfterContentChanges tasks read it. */
const runner = { contentVersion: async () => "1" };

/** A task whose runs are counted and which finishes a run only when the test lets it. */
function heldTask(afterWrites: boolean) {
  const task = { runs: 0, release: () => {} };
  const definition: BackgroundTask = {
    name: "held",
    everyMs: 60_000,
    afterWrites,
    run: () => {
      task.runs += 1;
      return new Promise<void>((resolve) => (task.release = resolve));
    },
  };
  return { task, definition };
}

describe("background tasks", () => {
  it("run an afterWrites task at once after a write, and a burst of writes during a run makes one more run, not one each", async () => {
    const { task, definition } = heldTask(true);
    const other = heldTask(false);
    const tasks = startBackgroundTasks(orm, deps, [definition, other.definition], runner);
    expect(task.runs).toBe(1);
    tasks.wrote();
    tasks.wrote();
    tasks.wrote();
    expect(task.runs).toBe(1);
    task.release();
    await eventually(async () => task.runs, (runs) => runs === 2);
    task.release();
    tasks.wrote();
    await eventually(async () => task.runs, (runs) => runs === 3);
    // A task not marked afterWrites keeps to its timer.
    expect(other.task.runs).toBe(1);
    task.release();
    other.task.release();
    await tasks.stop();
    tasks.wrote();
    expect(task.runs).toBe(3);
  });

  it("log a run that fails at once, before its first await, and keep the task on its timer", async () => {
    const logged: unknown[][] = [];
    const failing: BackgroundTask = {
      name: "failing",
      everyMs: 60_000,
      afterWrites: true,
      run: () => {
        throw new Error("the database is gone");
      },
    };
    const tasks = startBackgroundTasks(orm, deps, [failing], { ...runner, log: (...args) => logged.push(args) });
    tasks.wrote();
    await eventually(async () => logged.length, (count) => count === 2);
    expect(logged[0]).toEqual(['Background task "failing" failed; it runs again in 60000 ms:', new Error("the database is gone")]);
    await tasks.stop();
  });

  it("run an onlyAfterContentChanges task's sweep only when the content version moved since its last run ended", async () => {
    let version = 1;
    let reads = 0;
    let sweeps = 0;
    let failNext = false;
    const sweep: BackgroundTask = {
      name: "sweep",
      everyMs: 60_000,
      afterWrites: true,
      onlyAfterContentChanges: true,
      run: async () => {
        sweeps += 1;
        if (failNext) {
          failNext = false;
          throw new Error("the sweep failed");
        }
      },
    };
    const logged: unknown[][] = [];
    const contentVersion = async () => {
      reads += 1;
      return String(version);
    };
    const tasks = startBackgroundTasks(orm, deps, [sweep], { contentVersion, log: (...args) => logged.push(args) });
    /** Waits for a run's reading of the version and for the run to end; answers how many sweeps there have been. */
    const ended = async (readsBefore: number) => {
      await eventually(async () => reads, (count) => count > readsBefore);
      await new Promise((resolve) => setImmediate(resolve));
      return sweeps;
    };
    const runAfterWrite = () => {
      const before = reads;
      tasks.wrote();
      return ended(before);
    };
    // The first run always sweeps: the process does not know what its predecessor did.
    expect(await ended(0)).toBe(1);
    expect(await runAfterWrite()).toBe(1);
    expect(await runAfterWrite()).toBe(1);
    version = 2;
    expect(await runAfterWrite()).toBe(2);
    expect(await runAfterWrite()).toBe(2);
    // A sweep that fails is tried again at the next run though the version stood still.
    version = 3;
    failNext = true;
    expect(await runAfterWrite()).toBe(3);
    expect(await runAfterWrite()).toBe(4);
    expect(await runAfterWrite()).toBe(4);
    expect(logged).toHaveLength(1);
    await tasks.stop();
  });
});
