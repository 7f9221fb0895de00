import { describe, expect, it } from "vitest";
import { legacyRoute } from "../kernel/legacy/route";
import type { ModuleManifest } from "../kernel/module-manifest";
import { PUBLIC } from "../kernel/permissions";
import { loadModules } from "../modules/registry";
import { legacyTable } from "./table";

const row = legacyRoute({ needs: PUBLIC, run: async () => null });

describe("the legacy table", () => {
  it("serves every path of the contract, each from the module that declares it", async () => {
    const table = legacyTable(await loadModules());
    expect([...table.keys()].sort()).toEqual([
      "articleUpdate", "captcha", "dailyUpdate", "getArticle", "getDaily", "getDetail", "getInfo", "getLinks", "getMessages",
      "getNav", "linkUpdate", "logout", "logup", "messageAdd", "messageUpdate", "navDetail", "navUpdate", "role", "roleUpdate",
      "seo", "seoUpdate", "system",
    ]);
  });

  it("refuses two modules declaring one path, naming both", () => {
    const modules: Pick<ModuleManifest, "name" | "legacy">[] = [
      { name: "article", legacy: { getArticle: row } },
      { name: "link", legacy: { getLinks: row } },
      { name: "column", legacy: { getArticle: row } },
    ];
    expect(() => legacyTable(modules)).toThrow("The legacy path /api/getArticle is declared by both the article and the column module");
  });
});
