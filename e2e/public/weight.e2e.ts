import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Browser, Response } from "playwright-core";
import { openPage, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";

/**
 * The public pages' JavaScript budget, in bytes: 120 KiB, the issue's ceiling. The pages weighed about
 * 103 KiB once they stopped shipping Apollo Client (the back-office keeps it) and print their operations with a
 * printer of their own instead of graphql's: React DOM is about 55 KiB of that, React Router about 31. It was
 * 154 KiB before. The interface in two languages (Lingui's runtime and both languages' messages) brought them to
 * about 112 KiB; the guestbook and sign-in, which send the server what it may refuse, carry its refusals' words
 * in both languages too (about 5 KiB with every refusal's words), about 118 KiB. The next message added to those
 * pages should come with loading only the page's language, which would take about half of the messages off.
 */
const BUDGET_BYTES = 120 * 1024;
const PUBLIC_PAGES = ["/", "/detail?id=2", "/about", "/guestbook", "/logup"];
/** Chunks that belong to the back-office, the editor or the sandbox. */
const PRIVATE_CODE = /admin|editor|tiptap|prosemirror|sandbox|graphiql|monaco|worker|dompurify/i;

let app: RunningApp, browser: Browser;

useBrowserApp((started) => ({ app, browser } = started));

describe("public pages' JavaScript", () => {
  it.each(PUBLIC_PAGES)("%s loads no private code and stays within the budget gzipped", async (path) => {
    const { page, context, errors } = await openPage(browser);
    const scripts: Response[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    await page.goto(`${app.url}${path}`);
    await page.waitForLoadState("networkidle");

    expect(scripts.map((s) => s.url()).filter((url) => PRIVATE_CODE.test(url))).toEqual([]);
    let gzipped = 0;
    for (const script of scripts) gzipped += zlib.gzipSync(await script.body(), { level: 6 }).length;
    console.log(`${path}: ${scripts.length} scripts, ${gzipped} bytes gzipped (${(gzipped / 1024).toFixed(1)} KiB)`);
    expect(gzipped).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(errors).toEqual([]);
    await context.close();
  });
});
