import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { translatorFor } from "./i18n";
import { inReadersLanguage } from "./server-message";
import "./server";

const tooLong = { message: "title must be at most 200 characters", extensions: { code: "BAD_USER_INPUT", field: "title", messageId: "text.tooLong", messageValues: { field: "title", max: 200 } } };

describe("a server's refusal in the reader's language", () => {
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  it("is said in Chinese on a Chinese page, its field called by its label", () => {
    document.documentElement.lang = "zh-CN";
    expect(inReadersLanguage(tooLong).message).toBe("标题最多 200 个字符");
    const path = { message: "input.note must not contain NUL characters", extensions: { messageId: "text.nul", messageValues: { field: "input.note" } } };
    expect(inReadersLanguage(path).message).toBe("寄语不能包含 NUL 字符");
    const wait = { message: "Too many failed sign-ins. Try again in 3 minutes.", extensions: { code: "TOO_MANY_REQUESTS", messageId: "signIn.wait", messageValues: { amount: 3, unit: "minutes" } } };
    expect(inReadersLanguage(wait).message).toBe("登录失败次数过多，请 3 分钟后再试。");
    const gone = { message: "Article 12 was not found.", extensions: { code: "NOT_FOUND", messageId: "row.notFound", messageValues: { label: "Article", id: 12 } } };
    expect(inReadersLanguage(gone).message).toBe("文章 12 不存在。");
    const page = { message: "limit must be between 1 and 50", extensions: { code: "BAD_USER_INPUT", field: "limit", messageId: "range.between", messageValues: { field: "limit", min: 1, max: 50 } } };
    expect(inReadersLanguage(page).message).toBe("每页条数必须在 1 到 50 之间");
    const nothing = { message: "Give at least one field to change.", extensions: { code: "BAD_USER_INPUT", messageId: "change.nothing" } };
    expect(inReadersLanguage(nothing).message).toBe("请至少给出一项要修改的内容。");
    const hidden = { message: "Sign in to see hidden articles.", extensions: { code: "UNAUTHENTICATED", messageId: "signIn.hiddenArticles" } };
    expect(inReadersLanguage(hidden).message).toBe("登录后才能查看隐藏的文章。");
    const tags = { message: "No tag has the id 7, 9.", extensions: { code: "BAD_USER_INPUT", field: "tagIds", messageId: "tag.noIds", messageValues: { ids: "7, 9" } } };
    expect(inReadersLanguage(tags).message).toBe("没有 id 为 7, 9 的标签。");
    const font = { message: 'bodyFont must be one of system, inter, lora, not "Comic Sans".', extensions: { code: "BAD_USER_INPUT", field: "bodyFont", messageId: "appearance.unknownFont", messageValues: { field: "bodyFont", value: "Comic Sans", choices: "system, inter, lora" } } };
    expect(inReadersLanguage(font).message).toBe("正文字体须是以下字体之一：system, inter, lora，而不是“Comic Sans”。");
  });

  it("keeps the server's words in English, and for a message it cannot say, and for a field it has no label for", () => {
    expect(inReadersLanguage(tooLong).message).toBe("title must be at most 200 characters");
    const wait = { message: "Too many failed sign-ins. Try again in 45 seconds.", extensions: { messageId: "signIn.wait", messageValues: { amount: 45, unit: "seconds" } } };
    expect(inReadersLanguage(wait).message).toBe(wait.message);
    document.documentElement.lang = "zh-CN";
    const unknown = { message: "Another article took this slug a moment ago: save again.", extensions: { code: "BAD_USER_INPUT" } };
    expect(inReadersLanguage(unknown)).toBe(unknown);
    const unlabelled = { message: "weight must not be blank", extensions: { messageId: "text.blank", messageValues: { field: "weight" } } };
    expect(inReadersLanguage(unlabelled).message).toBe("weight不能为空");
    expect(inReadersLanguage(tooLong).extensions).toEqual(tooLong.extensions);
  });
});

describe("the English words of the server's messages", () => {
  it("come out of the catalog as the server writes them (an apostrophe is not ICU quoting there)", () => {
    const catalog = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "catalogs/server.en.json"), "utf8")) as Record<string, string>;
    const t = translatorFor("en");
    const changed = Object.entries(catalog)
      .filter(([key, message]) => key.startsWith("server.") && !message.includes("{"))
      .filter(([key, message]) => t(key as never) !== message);
    expect(changed).toEqual([]);
    expect(t("server.column.deleteWhileHeld" as never, { name: "Notes", count: 2, holds: "ARTICLES" })).toBe('Column "Notes" still holds 2 articles; move or delete them first.');
    expect(t("server.row.notFound" as never, { label: "Daily sentence", id: 7 })).toBe("Daily sentence 7 was not found.");
    // Numbers as the server writes them, without grouping.
    expect(t("server.range.between" as never, { field: "offset", min: 0, max: 10_000_000 })).toBe("offset must be between 0 and 10000000");
    expect(t("server.range.wholeNumber" as never, { field: "sid", min: 0, max: 999_999 })).toBe("sid must be a whole number from 0 to 999999");
  });
});
