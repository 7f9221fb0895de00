import { afterEach, describe, expect, it } from "vitest";
import { IMPORT_WORDS, WORDPRESS_KINDS, say, type ImportWordId } from "@shared/import-words";
import { translatorFor } from "../../../i18n/admin";
import { sayIn } from "./import-words";

/** Values for each thing the import says: every id, a plural's one and other, each kind of WordPress item. */
const EXAMPLES: { [K in ImportWordId]: Record<string, string | number>[] } = {
  alreadyImported: [{}],
  page: [{}],
  trash: [{}],
  autoDraft: [{}],
  otherKind: [...Object.keys(WORDPRESS_KINDS), "wp_font_family"].map((type) => ({ type })),
  noHtml: [{}],
  couldNotSave: [{}],
  passwordProtected: [{}],
  private: [{}],
  pending: [{}],
  newsletterOnly: [{}],
  featuredImageMissing: [{ attachment: "42" }],
  imageKept: [{ url: "https://old.example.com/wp-content/uploads/2024/05/a.jpg" }],
  imageNotStored: [{ url: "https://old.example.com/a.jpg", detail: "Input buffer contains unsupported image format" }],
  tagsCut: [{ max: 10, count: 14 }],
  slugTaken: [{ base: "hello", slug: "hello-2" }],
  titleShortened: [{ max: 200 }],
  untitled: [{}],
  coverNotKept: [{ url: "javascript:alert(1)" }],
  scheduledPast: [{}],
  comments: [{ count: 1 }, { count: 3 }],
  uncategorized: [{}],
  shortcodes: [{ names: "[gallery], [video]" }],
  ghostVersion: [{ version: "3.42.0" }],
  internalTags: [{ count: 2 }],
  unnamedAddresses: [{ count: 1 }, { count: 5 }],
  noUploads: [{}],
  stopped: [{}],
};

const en = translatorFor("en");
const zh = translatorFor("zh");
const english = (id: ImportWordId, values: Record<string, string | number>) => (IMPORT_WORDS[id] as (values: unknown) => string)(values);

describe("what the import says", () => {
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  it("is said by the English catalog in the server's very words, for every id the server declares", () => {
    const differing = (Object.keys(IMPORT_WORDS) as ImportWordId[]).flatMap((id) =>
      EXAMPLES[id].map((values) => ({ id, values, server: english(id, values), page: en(`admin.import.said.${id}` as never, values) })).filter((said) => said.server !== said.page),
    );
    expect(differing).toEqual([]);
  });

  it("is said in Chinese from its id and values, plurals and all", () => {
    const { text, ...said } = say("comments", { count: 3 });
    expect(text).toBe("3 comments were not imported: only approved comments come over, not pending ones, spam, pingbacks or trackbacks.");
    expect(sayIn(zh, text, said)).toBe("已跳过 3 条评论：只导入已批准的评论，不含待审、垃圾评论、pingback 和 trackback。");
    expect(sayIn(en, "1 comment was not imported: only approved comments come over, not pending ones, spam, pingbacks or trackbacks.", { id: "comments", values: { count: 1 } })).toContain("1 comment was not");
    expect(sayIn(zh, "", { id: "slugTaken", values: { base: "hello", slug: "hello-2" } })).toBe("固定链接“hello”已被占用：这里改为“hello-2”");
    expect(sayIn(zh, "", { id: "otherKind", values: { type: "nav_menu_item" } })).toBe("菜单项，不是文章");
  });

  it("says a refusal from the server's catalog, and keeps the server's words for what it cannot say", () => {
    document.documentElement.lang = "zh-CN";
    const tooLong = { id: "text.tooLong", values: { field: "title", max: 200 }, refusal: true } as const;
    expect(sayIn(zh, "title must be at most 200 characters", tooLong)).toBe("标题最多 200 个字符");
    expect(sayIn(zh, "Something new went wrong.", undefined)).toBe("Something new went wrong.");
    expect(sayIn(zh, "Something the page does not know yet.", { id: "notInTheCatalog" })).toBe("Something the page does not know yet.");
  });
});
