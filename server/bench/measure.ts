import { load, summarize, type HttpCall, type Sample } from "./load";
import type { Row } from "./report";

export interface Scenario {
  name: string;
  server: string;
  url: string;
  calls: HttpCall[];
  /** Whether to count the app's SQL statements (not for the reference or the baseline). */
  counted: boolean;
  note?: string;
}

export interface AppWork {
  statements: number;
  answered: number;
  /** Requests taken whose handlers have not finished. */
  busy: number;
}

export interface Timing {
  warmUpSeconds: number;
  /** Per scenario and number of connections, split into `rounds` stretches. */
  measureSeconds: number;
  rounds: number;
}

/**
 * Waits until the app has finished every request it took: autocannon stops sending at the end of a run,
 * not the app working, and what is left would weigh on the next run.
 */
export async function settle(work: () => Promise<AppWork>): Promise<AppWork> {
  for (let now = await work(); ; now = await work()) {
    if (now.busy === 0) return now;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Measures scenarios that are compared with each other in turns (short stretches, alternating) rather
 * than one after the other, so that whatever else the machine does at the time weighs on all of them
 * alike; first at 1 connection, then at 20. SQL statements are counted at 20 connections, per answer the
 * app gave (its own count: a run cut off by the clock still leaves answers in flight).
 */
export async function measureTogether(timing: Timing, work: () => Promise<AppWork>, scenarios: Scenario[]): Promise<Row[]> {
  for (const s of scenarios) await load(s.url, s.calls, 20, timing.warmUpSeconds);
  const taken = new Map(scenarios.map((s) => [s, { c1: [] as Sample[], c20: [] as Sample[], statements: 0, answered: 0 }]));
  for (const connections of [1, 20]) {
    for (let round = 0; round < timing.rounds; round++) {
      for (const s of scenarios) {
        const into = taken.get(s)!;
        const idle = await settle(work);
        const before = s.counted && connections === 20 ? idle : undefined;
        into[connections === 1 ? "c1" : "c20"].push(await load(s.url, s.calls, connections, timing.measureSeconds / timing.rounds));
        if (before) {
          const after = await settle(work);
          into.statements += after.statements - before.statements;
          into.answered += after.answered - before.answered;
        }
      }
    }
  }
  return scenarios.map((s) => {
    const into = taken.get(s)!;
    const row: Row = { name: s.name, server: s.server, note: s.note, c1: summarize(into.c1), c20: summarize(into.c20) };
    if (s.counted) row.statements = into.statements / into.answered;
    return row;
  });
}
