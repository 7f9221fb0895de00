import { describe, expect, it } from "vitest";
import type { TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { PLACEHOLDER_SITE_URL } from "../../kernel/site-address";
import { SiteInfo } from "../site-info/site-info.entity";

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

describe("the site's address in the profile and the pages", () => {
  const WEBSITE = `{ ownerProfile { details { label value } } }`;
  const website = async (headers: Record<string, string> = {}) =>
    ((await server.gql(WEBSITE, {}, { headers })).data.ownerProfile.details as { label: string; value: string }[]).find((d) => d.label === "Website")?.value;

  it("is never the demo's localhost placeholder: the request's own origin stands in until site info has a real one", async () => {
    const host = new URL(server.url).host;
    expect(await website()).toBe(`http://${host}`);
    const page = await (await fetch(`${server.url}/about`)).text();
    expect(page).not.toContain("localhost:4000");
    expect(page).toContain(`<link rel="canonical" href="http://${host}/about" />`);
  });

  it("is site info's URL once the owner sets one", async () => {
    const em = server.em();
    await em.nativeUpdate(SiteInfo, {}, { url: "https://notes.example.org/" });
    try {
      // Kept answers are dropped once the cache sees the change, within its bound of about a second.
      await expect.poll(() => website(), { timeout: 10_000 }).toBe("https://notes.example.org");
      await expect
        .poll(async () => (await fetch(`${server.url}/about`)).text(), { timeout: 10_000 })
        .toContain(`<link rel="canonical" href="https://notes.example.org/about" />`);
    } finally {
      await em.nativeUpdate(SiteInfo, {}, { url: PLACEHOLDER_SITE_URL });
    }
  });
});
