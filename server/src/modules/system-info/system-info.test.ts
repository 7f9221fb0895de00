import { describe, expect, it } from "vitest";
import type { TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";

let server: TestServer;
useTestServer((started) => ({ server } = started));

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
