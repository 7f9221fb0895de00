import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Browser, Request, Response } from "playwright-core";
import { openPage, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";

/**
 * The public pages' JavaScript ceiling, gzipped. The target is 150 KiB with Apollo Client on every page, not met
 * yet: the libraries alone come near it (React DOM about 57 KiB, React Router 30, Apollo Client with rxjs and
 * graphql's printer and visitor about 57), so the home page, an article, the about page and the guestbook
 * weigh 152–157 KiB (an article the most: its comment thread, with the reader's own comments' Edit and Delete;
 * every page the owner's menus, a header item with a second level being a disclosure button), and sign-in, which
 * the browser renders alone (so it loads its language's messages as a script) about 157. The ceiling keeps them
 * from growing. Each page carries its own language's messages only, and of those the shell's and its own
 * (public-pages.ts), as data in the served page, and the words of the server's refusals only once one arrives.
 */
const SCRIPT_CEILING_BYTES = 158 * 1024;
/**
 * A first visit with a cold cache, everything it fetches counted (headers too): at most 10 requests, the target
 * (the page, two style sheets, three or four scripts, the logo and on / the owner's picture, and the visit's count;
 * the theme script is inline): 9 today. The bytes' target, 150 KiB, is met on / (about 148 KiB) and not yet on an
 * article (about 152): the scripts, sent as the build compressed them (brotli at its highest level), are about
 * 133 KiB of either.
 */
const FIRST_VISIT_REQUESTS = 10;
const FIRST_VISIT_BYTES = 154 * 1024;
const PUBLIC_PAGES = ["/", "/detail?id=2", "/about", "/guestbook", "/logup"];
/** Chunks that belong to the back-office, the editor or the sandbox. */
const PRIVATE_CODE = /admin|editor|tiptap|prosemirror|sandbox|graphiql|monaco|worker|dompurify/i;

let app: RunningApp, browser: Browser;

useBrowserApp((started) => ({ app, browser } = started));

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe("public pages' weight", () => {
  it.each(PUBLIC_PAGES)("%s loads no private code and stays within the script ceiling gzipped", async (path) => {
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
    console.log(`${path}: ${scripts.length} scripts, ${gzipped} bytes gzipped (${kib(gzipped)})`);
    expect(gzipped).toBeLessThanOrEqual(SCRIPT_CEILING_BYTES);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(["/", "/detail?id=2"])("a first visit to %s makes few requests and transfers little", async (path) => {
    const { page, context, errors } = await openPage(browser);
    const requests: Request[] = [];
    page.on("requestfinished", (request) => requests.push(request));
    await page.goto(`${app.url}${path}`);
    await page.waitForLoadState("networkidle");

    let transferred = 0;
    for (const request of requests) {
      const sizes = await request.sizes();
      transferred += sizes.responseHeadersSize + sizes.responseBodySize;
    }
    const list = requests.map((request) => `  ${request.resourceType()} ${new URL(request.url()).pathname}`).join("\n");
    console.log(`${path}: ${requests.length} requests, ${transferred} bytes transferred (${kib(transferred)})\n${list}`);
    expect(requests.length).toBeLessThanOrEqual(FIRST_VISIT_REQUESTS);
    expect(transferred).toBeLessThanOrEqual(FIRST_VISIT_BYTES);
    expect(errors).toEqual([]);
    await context.close();
  });
});
