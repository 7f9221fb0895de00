import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

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

describe("owner profile", () => {
  it("gives the resume for the about poster", async () => {
    const result = await server.gql(`{ ownerProfile { name photo headline summary details { label value } education { school degree major period } skills } }`);
    const profile = result.data.ownerProfile;
    expect(profile.name).toBeTruthy();
    expect(profile.details.length).toBeGreaterThan(2);
    expect(profile.education.length).toBeGreaterThan(0);
    expect(profile.skills.length).toBeGreaterThan(0);
  });
});
