import { describe, expect, it } from "vitest";
import { legacyRoute } from "./route";
import { PUBLIC } from "../kernel/permissions";
import { LEGACY_ROUTES, legacyTable, type LegacyRows } from "./routes";

const row = legacyRoute({ needs: PUBLIC, run: async () => null });

describe("the legacy table", () => {
  it("serves every path of the contract, each from the module that declares it", async () => {
    const table = LEGACY_ROUTES;
    expect([...table.keys()].sort()).toEqual([
      "articleUpdate", "captcha", "dailyUpdate", "getArticle", "getDaily", "getDetail", "getInfo", "getLinks", "getMessages",
      "getNav", "linkUpdate", "logout", "logup", "messageAdd", "messageUpdate", "navDetail", "navUpdate", "role", "roleUpdate",
      "seo", "seoUpdate", "system",
    ]);
  });

  it("refuses two modules declaring one path, naming both", () => {
    const modules: LegacyRows[] = [
      { name: "article", legacy: { getArticle: row } },
      { name: "link", legacy: { getLinks: row } },
      { name: "column", legacy: { getArticle: row } },
    ];
    expect(() => legacyTable(modules)).toThrow("The legacy path /api/getArticle is declared by both the article and the column module");
  });
});
