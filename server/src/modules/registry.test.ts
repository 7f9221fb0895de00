import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadModules, manifestFiles } from "./registry";

describe("module registry", () => {
  it("finds one manifest per module folder, named after it", async () => {
    const folders = fs.readdirSync(__dirname, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const modules = await loadModules();
    expect(modules.map((module) => module.name).sort()).toEqual(folders.sort());
    expect(modules.flatMap((module) => module.publicReads ?? [])).toContain("articles");
  });

  it("refuses a module folder without a manifest, naming the file it needs", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-modules-"));
    fs.mkdirSync(path.join(dir, "tag"));
    fs.writeFileSync(path.join(dir, "tag", "tag.entity.ts"), "");
    expect(() => manifestFiles(dir)).toThrow("src/modules/tag has no tag.module.ts manifest.");
    fs.rmSync(dir, { recursive: true });
  });
});
