import { describe, expect, it } from "vitest";
import type { TestServer } from "../../test/harness";
import { useTestServer } from "../../test/use-test-server";

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql" });

const visit = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: "manual" });

describe("an unprefixed page on a first visit", () => {
  it("sends a visitor whose browser prefers Chinese to the Chinese page, every time, and keeps the English page for the others", async () => {
    for (let visitTime = 0; visitTime < 2; visitTime++) {
      const chinese = await visit("/about?from=search", { "accept-language": "zh-CN,zh;q=0.9,en;q=0.8" });
      expect(chinese.status).toBe(302);
      expect(chinese.headers.get("location")).toBe("/zh/about?from=search");
      expect(chinese.headers.get("vary")).toMatch(/Accept-Language/);
      const english = await visit("/about?from=search", { "accept-language": "en-GB,en;q=0.9" });
      expect(english.status).toBe(200);
      expect(english.headers.get("vary")).toMatch(/Accept-Language/);
      expect(await english.text()).toContain('<html lang="en"');
    }
  });

  it("follows the language switch's cookie over the browser, and leaves prefixed pages and feeds alone", async () => {
    expect((await visit("/", { "accept-language": "zh-CN", cookie: "lang=en" })).status).toBe(200);
    expect((await visit("/", { "accept-language": "en", cookie: "lang=zh" })).headers.get("location")).toBe("/zh/");
    expect((await visit("/en/about", { "accept-language": "zh-CN" })).status).toBe(200);
    expect((await visit("/rss.xml", { "accept-language": "zh-CN" })).status).toBe(200);
  });

  it("speaks the site's default language to visitors who prefer it, once the owner makes it Chinese", async () => {
    const site = (await server.gql(`{ siteInfo { id } }`)).data.siteInfo;
    const set = (language: string) => server.gql(`mutation($id: Int!, $language: Language!) { updateSiteInfo(id: $id, input: { language: $language }) { language } }`, { id: site.id, language }, { token });
    expect((await set("ZH")).errors).toBeUndefined();
    try {
      const chinese = await visit("/about", { "accept-language": "zh-CN" });
      expect(chinese.status).toBe(200);
      expect(await chinese.text()).toContain('<html lang="zh-CN"');
      expect((await visit("/about", { "accept-language": "en-US" })).headers.get("location")).toBe("/en/about");
    } finally {
      await set("EN");
    }
  });
});
