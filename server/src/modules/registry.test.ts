import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { MODULES } from "./registry";

describe("module registry", () => {
  it("lists one manifest per module folder, named after it", () => {
    const folders = fs.readdirSync(__dirname, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(MODULES.map((module) => module.name).sort()).toEqual(folders.sort());
    expect(MODULES.flatMap((module) => module.publicReads ?? [])).toContain("articles");
  });
});
