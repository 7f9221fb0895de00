import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fingerprint } from "../../scripts/source-fingerprint.mjs";
import { startApp } from "../harness";

/**
 * `npm start` builds only what changed since the last build: on a built checkout it starts the server at once.
 * (The suite runs against the build `npm test` has just made, so nothing has changed here.)
 */
describe("npm start", () => {
  // Two real `npm start`s, the first migrating and seeding a new embedded database: about 60 s on two cores
  // that the rest of the browser suite keeps busy.
  it("serves the existing build without rebuilding it, and starts again on the same data", { timeout: 180_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-start-"));
    try {
      const first = await startApp({ DATA_DIR: dataDir }, "npm start");
      await first.stop();
      const started = Date.now();
      const app = await startApp({ DATA_DIR: dataDir }, "npm start");
      const healthyAfter = Date.now() - started;
      try {
        expect(app.output()).toContain("server: up to date, not rebuilt");
        expect(app.output()).toContain("web: up to date, not rebuilt");
        expect(app.output()).not.toContain("building");
        expect((await fetch(`${app.url}/`)).status).toBe(200);
        console.log(`second npm start on a built checkout: healthy after ${healthyAfter} ms`);
      } finally {
        await app.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("tells a change to the site from a change to the server, and a change to code they share", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "blog-fingerprint-"));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    try {
      write("web/src/main.tsx", "a");
      write("server/src/main.ts", "b");
      write("server/src/shared/text.ts", "c");
      const before = { server: fingerprint("server", root), web: fingerprint("web", root) };
      write("web/src/main.tsx", "a2");
      expect(fingerprint("web", root)).not.toBe(before.web);
      expect(fingerprint("server", root)).toBe(before.server);
      write("web/src/main.test.tsx", "tests are not built");
      write("server/src/main.test.ts", "tests are not built");
      const afterTests = { server: fingerprint("server", root), web: fingerprint("web", root) };
      expect(afterTests.server).toBe(before.server);
      write("server/src/shared/text.ts", "c2");
      expect(fingerprint("server", root)).not.toBe(afterTests.server);
      expect(fingerprint("web", root)).not.toBe(afterTests.web);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
