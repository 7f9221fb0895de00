import { describe, expect, it } from "vitest";
import type { TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { countStatements } from "../../db/statement-counter";
import { HomeInfo, SiteVisit } from "./home-info.entity";
import { localDay } from "../../kernel/local-day";
import { usePerformanceClock } from "../../../test/performance-clock";

/** The read caches' clock, moved past their staleness bound instead of waiting it out. */
const clock = usePerformanceClock();

let server: TestServer;
useTestServer((started) => ({ server } = started));

describe("home info and visits", () => {
  it("shows the photo and note, and counts each visitor's visit once, exactly, under concurrency", async () => {
    const before = (await server.gql(`{ homeInfo { today photo note } }`)).data.homeInfo;
    expect(before.photo).toBeTruthy();
    expect(before.note).toBeTruthy();
    // Twenty visitors (the same address, different browsers), each loading the home page three times at once.
    const browser = (n: number) => ({ headers: { "user-agent": `Visitor/${n}` } });
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => server.gql(`mutation { recordVisit { today photo } }`, {}, browser(i % 20))));
    expect(results.every((r) => !r.errors && r.data.recordVisit.photo === before.photo)).toBe(true);
    expect((await server.gql(`{ homeInfo { today } }`)).data.homeInfo.today).toBe(before.today + 20);
  });

  it("answers visits from memory, with this process's own visits exact, and a changed note at once", async () => {
    const visit = (n: number) => server.gql(`mutation { recordVisit { today note } }`, {}, { headers: { "user-agent": `Reader/${n}` } });
    const first = (await visit(1)).data.recordVisit;
    await server.flushCounts();
    const counter = countStatements(server.orm);
    const answers = [];
    for (let n = 2; n <= 5; n++) answers.push((await visit(n)).data.recordVisit.today);
    counter.stop();
    // Kept: no statement for four visits, and each answer counts the visits before it, written or not.
    expect(counter.count).toBe(0);
    expect(answers).toEqual([first.today + 1, first.today + 2, first.today + 3, first.today + 4]);
    await server.flushCounts();
    expect((await server.em().findOneOrFail(SiteVisit, { day: localDay() })).count).toBe(first.today + 4);

    // The home info is content: a change to it raises cache_version, and the next visit reads it again.
    const em = server.em();
    const info = await em.findOneOrFail(HomeInfo, { id: { $gt: 0 } }, { orderBy: { id: "desc" } });
    info.note = "A note changed a moment ago";
    await em.flush();
    clock.advance(server.config.publicCacheStaleMs + 1);
    expect((await visit(6)).data.recordVisit).toEqual({ today: first.today + 5, note: "A note changed a moment ago" });
  });
});
