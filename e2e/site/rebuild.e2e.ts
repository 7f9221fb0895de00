import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, startApp, type RunningApp } from "../harness";

/**
 * Rebuilding the site while the server runs never takes it down: the build goes into a new folder and
 * web/dist is switched to it at once. A visitor polling the home page, and the scripts it names, sees
 * nothing but 2xx answers from before the build to after it.
 */

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const ASSET = /\/assets\/[\w.-]+\.(?:js|css)/g;

function buildSite(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/build-site.mjs"], { cwd: path.join(ROOT, "web"), stdio: "ignore" });
    child.once("error", reject);
    child.once("exit", (code) => resolve(code ?? 1));
  });
}

describe("rebuilding the site while it serves", () => {
  it("answers every request for / and its scripts with 2xx, and serves the new build afterwards", async () => {
    const liveBefore = fs.readlinkSync(path.join(ROOT, "web/dist"));
    const assetsBefore = new Set((await (await fetch(`${app.url}/`)).text()).match(ASSET) ?? []);
    expect(assetsBefore.size).toBeGreaterThan(0);
    const failures: string[] = [];
    let answered = 0;
    let building = true;
    const visitor = async () => {
      while (building) {
        const page = await fetch(`${app.url}/`);
        const html = await page.text();
        answered++;
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
    const exitCode = await buildSite();
    // Keep polling past the switch, when a stale template or a removed folder would show: until the visitors
    // have had another 20 answers from the new build.
    const answeredAtSwitch = answered;
    await expect.poll(() => answered - answeredAtSwitch, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(20);
    building = false;
    await Promise.all(visitors);

    expect(exitCode).toBe(0);
    expect(answered).toBeGreaterThan(50);
    expect(failures).toEqual([]);
    const liveAfter = fs.readlinkSync(path.join(ROOT, "web/dist"));
    expect(liveAfter).not.toBe(liveBefore);
    // The previous build stays for pages loaded just before the switch.
    expect(fs.existsSync(path.join(ROOT, "web", liveBefore, "index.html"))).toBe(true);
    const home = await (await fetch(`${app.url}/`)).text();
    const builtIndex = fs.readFileSync(path.join(ROOT, "web/dist/index.html"), "utf8");
    for (const asset of builtIndex.match(ASSET) ?? []) expect(home).toContain(asset);
    // A page loaded before the switch still gets the scripts it names.
    for (const asset of assetsBefore) expect((await fetch(`${app.url}${asset}`)).status, asset).toBe(200);
  });
});
