import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql" });

const gql = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });

describe("columns", () => {
  it("lists columns by sid; column 2 holds articles", async () => {
    const result = await server.gql(`{ columns { id sid name kind isShow } }`);
    const columns = result.data.columns;
    expect(columns.length).toBeGreaterThanOrEqual(3);
    expect(columns.find((c: { id: number }) => c.id === 2).kind).toBe("ARTICLES");
    expect(columns.filter((c: { kind: string }) => c.kind === "DAILY_SENTENCES").length).toBeGreaterThanOrEqual(2);
  });

  it("hides a column from visitors but not from signed-in users", async () => {
    await gql(`mutation { setColumnShown(id: 3, shown: false) { isShow } }`);
    const visitor = await server.gql(`{ columns { id } }`);
    expect(visitor.data.columns.map((c: { id: number }) => c.id)).not.toContain(3);
    expect(errorCode(await server.gql(`{ column(id: 3) { id } }`))).toBe("NOT_FOUND");
    const admin = await gql(`{ columns(includeHidden: true, orderBy: NAME, direction: DESC) { id } }`);
    expect(admin.data.columns.map((c: { id: number }) => c.id)).toContain(3);
    expect((await gql(`{ column(id: 3) { id isShow } }`)).data.column).toEqual({ id: 3, isShow: false });
  });

  it("sets selected and sort order, and refuses an out-of-range sid", async () => {
    expect((await gql(`mutation { setColumnSelected(id: 1, selected: true) { isSelect } }`)).data.setColumnSelected.isSelect).toBe(true);
    expect((await gql(`mutation { setColumnSortOrder(id: 1, sid: 9) { sid } }`)).data.setColumnSortOrder.sid).toBe(9);
    expect(errorCode(await gql(`mutation { setColumnSortOrder(id: 1, sid: 1000000) { sid } }`))).toBe("BAD_USER_INPUT");
    expect((await gql(`{ column(id: 1) { sid } }`)).data.column.sid).toBe(9);
  });
});
