import { describe, expect, it } from "vitest";
import { publicPageAt } from "./public-pages";

describe("the public page table", () => {
  it("finds a page by its path, in either language and without one, slugs included", () => {
    expect(publicPageAt("/")?.component).toBe("HomePage");
    expect(publicPageAt("/zh/")?.component).toBe("HomePage");
    expect(publicPageAt("/en/posts/bread")?.component).toBe("ArticlePage");
    expect(publicPageAt("/tag/baking")?.component).toBe("TagPage");
    expect(publicPageAt("/logup")?.browserOnly).toBe(true);
  });

  it("knows no feed, back-office page or deeper path", () => {
    for (const path of ["/rss.xml", "/admin", "/posts/", "/posts/a/b", "/graphql"]) expect(publicPageAt(path), path).toBeUndefined();
  });
});
