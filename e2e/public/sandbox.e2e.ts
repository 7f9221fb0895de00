import { describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { openPage, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";

let app: RunningApp, browser: Browser;

useBrowserApp((started) => ({ app, browser } = started));

describe("GraphQL sandbox", () => {
  it("renders GraphiQL from this site only, runs the example query and shows the docs", async () => {
    const { page, context, errors } = await openPage(browser);
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith(app.url) && !/^(data|blob):/.test(url)) foreign.push(url);
    });

    await page.goto(`${app.url}/sandbox`);
    // Monaco draws spaces as no-break spaces; the text is compared with ordinary ones.
    const textOf = async (selector: string) => ((await page.locator(selector).textContent()) ?? "").replace(/\u00a0/g, " ");
    // GraphiQL and Monaco are several megabytes of script: on a busy machine they take seconds to draw.
    await expect.poll(() => page.locator(".graphiql-tab").count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(() => textOf(".graphiql-query-editor"), { timeout: 15_000 }).toContain("query HomePageExample");
    await page.getByRole("button", { name: /^Execute query/ }).click();
    await expect.poll(() => textOf(".graphiql-response"), { timeout: 15_000 }).toContain('"title": "Quiet Notes');

    await page.getByRole("button", { name: "Show Documentation Explorer" }).click();
    await expect.poll(() => textOf(".graphiql-doc-explorer"), { timeout: 15_000 }).toContain("query: Query");

    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps GraphiQL out of the public pages", async () => {
    const { page, context, errors } = await openPage(browser);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(app.url);
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /sandbox|monaco|graphiql|worker/i.test(url))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
