import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Browser, Request, Response } from "playwright-core";
import { openPage, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";

/**
 * The public pages' JavaScript, compressed as the server sends it (the build's brotli at its highest level), at most
 * 150 KiB a page. Apollo Client is on every page and the libraries take most of it (React DOM about 57 KiB gzipped,
 * React Router 30, Apollo Client with rxjs and graphql's printer and visitor about 57): the home page, an article,
 * the about page and the guestbook send about 131–135 KiB (an article the most: its comment thread, with the
 * reader's own comments' Edit and Delete), and sign-in, which the browser renders alone (so it loads its
 * language's messages as a script), about 136. The same scripts gzipped at level 6 weigh 152–157 KiB. Each page
 * carries its own language's messages only, and of those the shell's and its own (public-pages.ts), as data in the
 * served page, and the words of the server's refusals only once one arrives.
 */
const SCRIPT_CEILING_BYTES = 150 * 1024;
/**
 * A first visit with a cold cache, everything it fetches counted (headers too): at most 10 requests and 150 KiB.
 * Today 9 on / (the page, two style sheets, the bundler's runtime, the site's and the page's scripts, the logo,
 * the owner's picture and the visit's count; the theme script is inline), about 147 KiB, and 8 on an article,
 * about 149.7 KiB: the browser's sanitiser, which only a body drawn in the browser needs, is not among them.
 */
const FIRST_VISIT_REQUESTS = 10;
const FIRST_VISIT_BYTES = 150 * 1024;
const PUBLIC_PAGES = ["/", "/detail?id=2", "/about", "/guestbook", "/logup"];
/** Chunks that belong to the back-office, the editor or the sandbox. */
const PRIVATE_CODE = /admin|editor|tiptap|prosemirror|sandbox|graphiql|monaco|worker|dompurify/i;

let app: RunningApp, browser: Browser;

// A server of its own: it weighs the seeded home page.
useBrowserApp((started) => ({ app, browser } = started), { ownServer: true });

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe("public pages' weight", () => {
  it.each(PUBLIC_PAGES)("%s loads no private code and stays within the script ceiling as sent", async (path) => {
    const { page, context, errors } = await openPage(browser);
    const scripts: Response[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    await page.goto(`${app.url}${path}`);
    await page.waitForLoadState("networkidle");

    expect(scripts.map((s) => s.url()).filter((url) => PRIVATE_CODE.test(url))).toEqual([]);
    let sent = 0;
    let gzipped = 0;
    for (const script of scripts) {
      sent += (await script.request().sizes()).responseBodySize;
      gzipped += zlib.gzipSync(await script.body(), { level: 6 }).length;
    }
    console.log(`${path}: ${scripts.length} scripts, ${sent} bytes as sent (${kib(sent)}), ${kib(gzipped)} gzipped at level 6`);
    expect(sent).toBeLessThanOrEqual(SCRIPT_CEILING_BYTES);
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
