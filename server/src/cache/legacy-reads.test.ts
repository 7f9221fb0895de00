import { describe, expect, it } from "vitest";
import { legacyTable } from "../legacy/table";
import { loadModules } from "../modules/registry";
import { legacyReads } from "./legacy-reads";

describe("the legacy calls the read cache knows, from the modules' rows", () => {
  it("keeps the four public lists and lets the view counter through", async () => {
    const reads = legacyReads(legacyTable(await loadModules()));
    const paths = ["getDaily", "getArticle", "getLinks", "getMessages", "getInfo", "getDetail", "getNav", "captcha", "logup"];
    expect(paths.filter((name) => reads.isPublicRead(`/api/${name}`))).toEqual(["getDaily", "getArticle", "getLinks", "getMessages"]);
    expect(paths.filter((name) => reads.isCounter(`/${name}`))).toEqual(["getDetail"]);
    // The front sees whole URLs: a query string or another prefix is no public read.
    expect(reads.isPublicRead("/api/getDaily?x=1")).toBe(false);
    expect(reads.isPublicRead("/getDaily")).toBe(false);
  });
});
