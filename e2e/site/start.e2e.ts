import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fingerprint } from "../../scripts/source-fingerprint.mjs";

/**
 * `npm start` builds only what changed since the last build, by comparing these fingerprints. That a built
 * checkout starts at once, without rebuilding, on the data of an earlier start, is tested with the rest of
 * `npm start` in server/test/resilience/npm-start.test.ts.
 */
describe("npm start", () => {
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
