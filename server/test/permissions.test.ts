import { beforeAll, describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "./harness";
import { useTestServer } from "./use-test-server";

let server: TestServer;
useTestServer((started) => ({ server } = started), { users: ["viewer", "editor"] });
beforeAll(async () => {
  tokens.anonymous = undefined;
  tokens.viewer = await server.signIn("viewer", "viewer-password-1");
  tokens.editor = await server.signIn("editor", "editor-password-1");
  tokens.admin = await server.signIn();
});
const tokens: Record<string, string | undefined> = {};

const as = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  server.gql(query, variables, { token: tokens[who] });

/** Expected outcome per caller: "ok" or the error code. */
const MATRIX: { name: string; query: string; expect: Record<string, string> }[] = [
  { name: "public read", query: `{ articles { total } siteInfo { title } homeInfo { note } ownerProfile { name } columns { id } }`, expect: { anonymous: "ok", viewer: "ok", editor: "ok", admin: "ok" } },
  { name: "system info", query: `{ systemInfo { platform } }`, expect: { anonymous: "UNAUTHENTICATED", viewer: "ok", editor: "ok", admin: "ok" } },
  { name: "hidden content", query: `{ dailySentences(includeHidden: true) { total } }`, expect: { anonymous: "UNAUTHENTICATED", viewer: "ok", editor: "ok", admin: "ok" } },
  { name: "article toggle", query: `mutation { setArticleSelected(id: 1, selected: true) { id } }`, expect: { anonymous: "UNAUTHENTICATED", viewer: "FORBIDDEN", editor: "ok", admin: "ok" } },
  { name: "sentence text", query: `mutation { updateDailySentence(id: 1, input: { en: "Learning without thought is labour lost." }) { id } }`, expect: { anonymous: "UNAUTHENTICATED", viewer: "FORBIDDEN", editor: "ok", admin: "ok" } },
  { name: "column order", query: `mutation { setColumnSortOrder(id: 1, sid: 1) { id } }`, expect: { anonymous: "UNAUTHENTICATED", viewer: "FORBIDDEN", editor: "ok", admin: "ok" } },
  { name: "site info", query: `mutation { updateSiteInfo(id: 1, input: { author: "Lin" }) { id } }`, expect: { anonymous: "UNAUTHENTICATED", viewer: "FORBIDDEN", editor: "ok", admin: "ok" } },
  { name: "user list", query: `{ users { total items { name } } }`, expect: { anonymous: "UNAUTHENTICATED", viewer: "FORBIDDEN", editor: "FORBIDDEN", admin: "ok" } },
  { name: "user toggle", query: `mutation { setUserSelected(id: 1, selected: true) { id } }`, expect: { anonymous: "UNAUTHENTICATED", viewer: "FORBIDDEN", editor: "FORBIDDEN", admin: "ok" } },
];

describe("permissions", () => {
  for (const row of MATRIX) {
    for (const [who, outcome] of Object.entries(row.expect)) {
      it(`${row.name}: ${who} → ${outcome}`, async () => {
        const result = await as(who, row.query);
        if (outcome === "ok") expect(result.errors).toBeUndefined();
        else expect(errorCode(result)).toBe(outcome);
      });
    }
  }

  it("tells a view-only user 'no permission'", async () => {
    const result = await as("viewer", `mutation { setArticleShown(id: 1, shown: false) { id } }`);
    expect(result.errors![0].message).toBe("no permission");
  });

  it("never exposes a password or its hash", async () => {
    const result = await as("admin", `{ __type(name: "User") { fields { name } } }`);
    const fields = result.data.__type.fields.map((f: { name: string }) => f.name);
    expect(fields.some((f: string) => /password|hash/i.test(f))).toBe(false);
  });
});
