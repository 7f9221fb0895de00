import { describe, expect, it } from "vitest";
import type { MikroORM } from "@mikro-orm/postgresql";
import { startBackgroundTasks, type BackgroundTask, type TaskDeps } from "./background-tasks";
import { eventually } from "../../test/eventually";

/** The scheduling alone: the tasks here touch no database, so the ORM only hands out (unused) forks. */
const orm = { em: { fork: () => ({}) } } as unknown as MikroORM;
const deps = {} as TaskDeps;

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
    const tasks = startBackgroundTasks(orm, deps, [definition, other.definition]);
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
    const tasks = startBackgroundTasks(orm, deps, [failing], (...args) => logged.push(args));
    tasks.wrote();
    await eventually(async () => logged.length, (count) => count === 2);
    expect(logged[0]).toEqual(['Background task "failing" failed; it runs again in 60000 ms:', new Error("the database is gone")]);
    await tasks.stop();
  });
});
