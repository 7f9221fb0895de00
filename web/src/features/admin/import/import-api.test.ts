import { afterEach, describe, expect, it } from "vitest";
import "../../../i18n/admin";
import { refusal } from "./import-api";

const malformed = JSON.stringify({
  error: "This is not a WordPress export (WXR) we can read: the XML is malformed at line 3: Unexpected end of rss.",
  messageId: "import.wxr.malformed",
  messageValues: { line: 3, detail: "Unexpected end of rss." },
});

describe("a refusal of /api/import", () => {
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  it("is said in the reader's language, a parser's own words kept as they are", () => {
    document.documentElement.lang = "zh-CN";
    expect(refusal(400, malformed).message).toBe("无法作为 WordPress 导出文件（WXR）读取：XML 第 3 行格式有误：Unexpected end of rss.");
    expect(refusal(429, JSON.stringify({ error: "An import is already running; wait for it to finish.", messageId: "import.running" })).message).toBe("已有一个导入正在进行，请等它完成后再试。");
    document.documentElement.lang = "en";
    expect(refusal(400, malformed).message).toBe(JSON.parse(malformed).error);
  });

  it("keeps the server's words when they say nothing more, and says the page's own when the answer is not JSON", () => {
    document.documentElement.lang = "zh-CN";
    expect(refusal(400, JSON.stringify({ error: "Refused: this request was sent from another site." })).message).toBe("Refused: this request was sent from another site.");
    expect(refusal(413, "<html>Request Entity Too Large</html>")).toMatchObject({ own: "admin.import.tooLarge" });
    expect(refusal(502, "Bad gateway")).toMatchObject({ own: "admin.import.couldNotStart" });
  });
});
