import { expect } from "vitest";
import type { TestServer } from "./harness";
import { countStatements } from "../src/db/statement-counter";

/**
 * The SQL statements `run` sends, with the answer of its last reading. The counter hears every statement of the
 * server's pool, so a background task running meanwhile (each runs at startup, every few seconds, and some right
 * after a write) adds its own to one reading: the fewest of three readings is the request's. Counts waiting in
 * memory are written first for the same reason.
 */
export async function statementsOf<T extends { errors?: unknown }>(server: TestServer, run: () => Promise<T>): Promise<{ count: number; result: T }> {
  const counts: number[] = [];
  let result: T | undefined;
  for (let i = 0; i < 3; i++) {
    await server.flushCounts();
    const counter = countStatements(server.orm);
    try {
      result = await run();
      expect(result.errors).toBeUndefined();
      counts.push(counter.count);
    } finally {
      counter.stop();
    }
  }
  return { count: Math.min(...counts), result: result! };
}
