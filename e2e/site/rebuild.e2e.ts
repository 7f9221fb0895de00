import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, startApp, type RunningApp } from "../harness";
import { newBuildFolder, OWN_ASSETS, publishBuild } from "../../web/scripts/publish-build.mjs";

/**
 * Rebuilding the site while the server runs never takes it down: the build goes into a new folder and
 * web/dist is switched to it at once. A visitor polling the home page, and the scripts it names, sees
 * nothing but 2xx answers from before the switch to after it, and then the new build's page.
 *
 * The new build is a copy of the live one with a mark in its page template, published by the same code as
 * `npm run build` (web/scripts/publish-build.mjs); Vite's part, writing a build into a folder of its own, runs
 * in every `npm run build`, and a real one here cost 45 s of the suite's CPU.
 */

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const DIST = path.join(ROOT, "web/dist");
const ASSET = /\/assets\/[\w.-]+\.(?:js|css)/g;

/** A new build's folder holding the own files of the build in `from`, its page template marked with `mark`. */
function copyOfBuild(from: string, mark?: string): string {
  // Without the list (a build from before it was kept), every asset is taken as the build's own.
  const list = path.join(from, OWN_ASSETS);
  const ownAssets = fs.existsSync(list) ? new Set<string>(JSON.parse(fs.readFileSync(list, "utf8"))) : undefined;
  const outDir: string = newBuildFolder();
  fs.cpSync(from, outDir, {
    recursive: true,
    filter: (source) => !ownAssets || path.dirname(source) !== path.join(from, "assets") || ownAssets.has(path.basename(source)),
  });
  if (mark) {
    const index = path.join(outDir, "index.html");
    fs.writeFileSync(index, fs.readFileSync(index, "utf8").replace("</head>", `<meta name="build-mark" content="${mark}"></head>`));
  }
  return outDir;
}

describe("rebuilding the site while it serves", () => {
  it("answers every request for / and its scripts with 2xx, and serves the new build afterwards", async () => {
    const liveBefore = fs.realpathSync(DIST);
    const assetsBefore = new Set((await (await fetch(`${app.url}/`)).text()).match(ASSET) ?? []);
    expect(assetsBefore.size).toBeGreaterThan(0);
    const mark = `rebuilt-${process.pid}`;
    const failures: string[] = [];
    let answered = 0;
    let marked = 0;
    let polling = true;
    const visitor = async () => {
      while (polling) {
        const page = await fetch(`${app.url}/`);
        const html = await page.text();
        answered++;
        if (html.includes(mark)) marked++;
        if (page.status !== 200) failures.push(`/ → ${page.status}`);
        for (const asset of new Set(html.match(ASSET) ?? [])) {
          const script = await fetch(`${app.url}${asset}`);
          await script.arrayBuffer();
          answered++;
          if (script.status !== 200) failures.push(`${asset} → ${script.status}`);
        }
      }
    };
    const visitors = [visitor(), visitor()];
    // Some answers from the old build first, then the switch, then another 20 from the new one, when a stale
    // template or a removed folder would show.
    await expect.poll(() => answered, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(20);
    const outDir = copyOfBuild(liveBefore, mark);
    publishBuild(outDir);
    await expect.poll(() => marked, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(20);
    polling = false;
    await Promise.all(visitors);

    expect(failures).toEqual([]);
    expect(fs.realpathSync(DIST)).toBe(outDir);
    // The previous build stays for pages loaded just before the switch.
    expect(fs.existsSync(path.join(liveBefore, "index.html"))).toBe(true);
    for (const asset of assetsBefore) expect((await fetch(`${app.url}${asset}`)).status, asset).toBe(200);

    // The checkout is left on an unmarked build again, as a real rebuild of the same sources leaves it.
    publishBuild(copyOfBuild(liveBefore));
    await expect.poll(async () => (await (await fetch(`${app.url}/`)).text()).includes(mark), { timeout: 30_000, interval: 20 }).toBe(false);
  });
});
