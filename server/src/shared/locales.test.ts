import { describe, expect, it } from "vitest";
import { inLocale, localeFromAcceptLanguage, localeInPath, withoutLocale } from "./locales";

describe("locales in site paths", () => {
  it("reads a locale prefix only as a whole first segment", () => {
    expect(localeInPath("/zh/about")).toBe("zh");
    expect(localeInPath("/en")).toBe("en");
    expect(localeInPath("/zhixing")).toBeUndefined();
    expect(localeInPath("/about")).toBeUndefined();
  });

  it("moves a path between locales", () => {
    expect(withoutLocale("/zh/posts/a")).toBe("/posts/a");
    expect(withoutLocale("/zh")).toBe("/");
    expect(inLocale("/zh/posts/a", "en")).toBe("/en/posts/a");
    expect(inLocale("/", "zh")).toBe("/zh/");
    expect(inLocale("/en/about", undefined)).toBe("/about");
  });

  it("picks the best of the two languages from Accept-Language", () => {
    expect(localeFromAcceptLanguage("zh-CN,zh;q=0.9,en;q=0.8")).toBe("zh");
    expect(localeFromAcceptLanguage("fr-FR, en;q=0.5, zh;q=0.7")).toBe("zh");
    expect(localeFromAcceptLanguage("en-US")).toBe("en");
    expect(localeFromAcceptLanguage("de, fr")).toBeUndefined();
    expect(localeFromAcceptLanguage("zh;q=0, en;q=0.1")).toBe("en");
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
