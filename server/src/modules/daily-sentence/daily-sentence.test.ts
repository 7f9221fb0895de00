import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { DailySentence } from "./daily-sentence.entity";

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql" });

const gql = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });
const read = (id: number) => server.em().findOneOrFail(DailySentence, { id });

describe("daily sentences", () => {
  it("lists shown sentences for visitors, by sid, with Chinese and English", async () => {
    const result = await server.gql(`{ dailySentences(limit: 100) { total items { id sid cn en isShow columnId } } }`);
    const { items, total } = result.data.dailySentences;
    expect(items).toHaveLength(total);
    expect(total).toBeGreaterThanOrEqual(10);
    expect(items.every((s: { isShow: boolean; cn: string; en: string }) => s.isShow && s.cn && s.en)).toBe(true);
  });

  it("filters by column and includes hidden ones for signed-in users", async () => {
    const shown = await server.gql(`{ dailySentences(columnId: 1, limit: 100) { total } }`);
    const all = await gql(`{ dailySentences(columnId: 1, includeHidden: true, limit: 100) { total items { columnId } } }`);
    expect(all.data.dailySentences.total).toBe(shown.data.dailySentences.total + 1);
    expect(all.data.dailySentences.items.every((s: { columnId: number }) => s.columnId === 1)).toBe(true);
  });

  it("sets flags and sort order, and updates the text", async () => {
    await gql(`mutation { setDailySentenceShown(id: 2, shown: false) { id } }`);
    await gql(`mutation { setDailySentenceSelected(id: 2, selected: true) { id } }`);
    await gql(`mutation { setDailySentenceSortOrder(id: 2, sid: 7) { id } }`);
    const updated = await gql(`mutation { updateDailySentence(id: 2, input: { cn: "温故而知新", en: "Review the old to learn the new." }) { cn en } }`);
    expect(updated.data.updateDailySentence).toEqual({ cn: "温故而知新", en: "Review the old to learn the new." });
    expect(await read(2)).toMatchObject({ isShow: false, isSelect: true, sid: 7, cn: "温故而知新" });
  });

  it("refuses blank, oversized and NUL text, unknown ids and bad sort values, changing nothing", async () => {
    const before = await read(3);
    for (const input of [{ cn: "" }, { en: "  " }, { cn: "字".repeat(1001) }, { en: "a\u0000b" }, {}]) {
      const result = await gql(`mutation($input: UpdateDailySentenceInput!) { updateDailySentence(id: 3, input: $input) { id } }`, { input });
      expect(errorCode(result), JSON.stringify(input)).toBe("BAD_USER_INPUT");
    }
    expect(errorCode(await gql(`mutation { updateDailySentence(id: 9999, input: { cn: "x" }) { id } }`))).toBe("NOT_FOUND");
    expect(errorCode(await gql(`query($o: DailySentenceSortField) { dailySentences(orderBy: $o) { total } }`, { o: "sid desc; --" }))).toBe("BAD_USER_INPUT");
    expect(await read(3)).toEqual(before);
  });
});
