import { describe, expect, it } from "vitest";
import type { TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";

let server: TestServer;
useTestServer((started) => ({ server } = started));

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
