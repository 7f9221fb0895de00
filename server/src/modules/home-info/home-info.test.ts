import { describe, expect, it } from "vitest";
import type { TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";

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
});
