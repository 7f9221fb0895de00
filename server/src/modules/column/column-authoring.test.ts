import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql" });

const gql = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });

describe("column authoring", () => {
  it("creates, renames, changes the kind of an empty column, and deletes it", async () => {
    const created = await gql(`mutation { createColumn(input: { name: "Notes", kind: ARTICLES, sid: 4 }) { id name kind sid isShow } }`);
    const column = created.data.createColumn;
    expect(column).toMatchObject({ name: "Notes", kind: "ARTICLES", sid: 4, isShow: true });
    const renamed = await gql(`mutation { updateColumn(id: ${column.id}, input: { name: "Short notes", kind: DAILY_SENTENCES }) { name kind } }`);
    expect(renamed.data.updateColumn).toEqual({ name: "Short notes", kind: "DAILY_SENTENCES" });
    expect((await gql(`mutation { deleteColumn(id: ${column.id}) }`)).data.deleteColumn).toBe(column.id);
  });

  it("refuses to delete or re-kind a column that still holds content, saying so", async () => {
    const del = await gql(`mutation { deleteColumn(id: 2) }`);
    expect(errorCode(del)).toBe("BAD_USER_INPUT");
    expect(del.errors![0].message).toMatch(/still holds \d+ articles; move or delete them first/);
    const rekind = await gql(`mutation { updateColumn(id: 1, input: { kind: ARTICLES }) { kind } }`);
    expect(rekind.errors![0].message).toMatch(/still holds \d+ daily sentences/);
    expect((await gql(`{ column(id: 2) { kind } }`)).data.column.kind).toBe("ARTICLES");
  });

  it("refuses a blank name", async () => {
    expect(errorCode(await gql(`mutation { createColumn(input: { name: " ", kind: ARTICLES }) { id } }`))).toBe("BAD_USER_INPUT");
    expect(errorCode(await gql(`mutation { updateColumn(id: 1, input: { name: "" }) { id } }`))).toBe("BAD_USER_INPUT");
  });
});
