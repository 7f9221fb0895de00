import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe("system info", () => {
  it("reports the machine, the process and the database version to a signed-in user", async () => {
    const token = await server.signIn();
    const result = await server.gql(
      `{ systemInfo { platform arch server ip rootDir databaseVersion uptime totalMemory currentMemory currentTime utcTime } }`,
      {},
      { token },
    );
    const info = result.data.systemInfo;
    expect(info.platform).toBe(process.platform);
    expect(info.server).toMatch(/ \/ Node\.js v24\.\d+\.\d+$/);
    expect(info.databaseVersion).toMatch(/^PostgreSQL \d+/);
    expect(info.totalMemory).toBeGreaterThan(info.currentMemory);
    expect(Date.parse(info.currentTime)).not.toBeNaN();
    expect(info.utcTime).toMatch(/GMT$/);
  });
});
