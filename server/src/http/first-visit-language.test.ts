import { describe, expect, it } from "vitest";
import { firstVisitRedirect, preferredLocale } from "./first-visit-language";

describe("a first visit's language", () => {
  it("is the switch's cookie when set, else the browser's best of the two", () => {
    expect(preferredLocale("blog_session=x; lang=zh", "en-US,en")).toBe("zh");
    expect(preferredLocale("lang=fr", "zh-CN,zh;q=0.9")).toBe("zh");
    expect(preferredLocale(undefined, "de,en;q=0.5")).toBe("en");
    expect(preferredLocale(undefined, "de")).toBeUndefined();
  });

  it("sends an unprefixed page, query kept, to the preferred language when the site speaks the other", () => {
    expect(firstVisitRedirect("/", "zh", "en")).toBe("/zh/");
    expect(firstVisitRedirect("/search?q=%E5%90%90%E5%8F%B8", "zh", "en")).toBe("/zh/search?q=%E5%90%90%E5%8F%B8");
    expect(firstVisitRedirect("/posts/bread", "en", "zh")).toBe("/en/posts/bread");
  });

  it("leaves a page be: prefixed, already in the preferred language, no preference, or not a page", () => {
    expect(firstVisitRedirect("/en/about", "zh", "en")).toBeUndefined();
    expect(firstVisitRedirect("/about", "en", "en")).toBeUndefined();
    expect(firstVisitRedirect("/about", undefined, "en")).toBeUndefined();
    expect(firstVisitRedirect("/rss.xml", "zh", "en")).toBeUndefined();
    expect(firstVisitRedirect("/admin", "zh", "en")).toBeUndefined();
  });
});
