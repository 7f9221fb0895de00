import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import type { LegacyClient } from "../../../test/legacy-client";
import { AUDITED_TABLES } from "./audit-tables";

let server: TestServer, api: LegacyClient, token: string, viewer: string;
useTestServer((started) => ({ server, api, token, viewer } = started), { users: ["viewer"], signIn: "graphql" });

const ENTRY = "id at userId userName address via action table rowId changes { field before after shown }";
const sql = (query: string, params: unknown[] = []) => server.orm.em.getConnection().execute(query, params);

async function auditLog(args: string, as = token) {
  const answer = await server.gql(`{ auditLog(${args}) { total items { ${ENTRY} } } }`, {}, { token: as });
  expect(answer.errors).toBeUndefined();
  return answer.data.auditLog;
}

const changeOf = (entry: { changes: { field: string }[] }, field: string) => entry.changes.find((change) => change.field === field);

describe("the audit log", () => {
  it("starts empty: the demo content a new blog is seeded with is no one's change", async () => {
    // (The test's own view-only user, made before this test, is the only entry.)
    const logged = (await sql(`select table_name from audit_log`)) as { table_name: string }[];
    expect(logged.map((row) => row.table_name)).toEqual(["users"]);
    expect((await sql(`select count(*)::int as total from articles`))[0].total).toBeGreaterThan(0);
  });

  it("records a GraphQL write: who, what, which row, the fields before and after, when and from where", async () => {
    const before = Date.now();
    const created = await server.gql(`mutation { createTag(input: { name: "Audited", description: "Kept in the log." }) { id } }`, {}, { token });
    const id = created.data.createTag.id;
    await server.gql(`mutation($id: Int!) { updateTag(id: $id, input: { name: "Audited twice" }) { id } }`, { id }, { token });

    const { items } = await auditLog(`table: "tags", rowId: "${id}"`);
    expect(items.map((entry: { action: string }) => entry.action)).toEqual(["UPDATE", "CREATE"]);
    const [update, create] = items;
    expect(update).toMatchObject({ userName: "admin", via: "graphql", table: "tags", rowId: String(id) });
    expect(typeof update.userId).toBe("number");
    expect(update.address).toMatch(/127\.0\.0\.1|::1/);
    expect(new Date(update.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Only what changed, with both values.
    expect(update.changes).toContainEqual({ field: "name", before: "Audited", after: "Audited twice", shown: true });
    expect(changeOf(update, "description")).toBeUndefined();
    expect(changeOf(create, "name")).toEqual({ field: "name", before: null, after: "Audited", shown: true });
  });

  it("records a write through the legacy /api calls the same way", async () => {
    const apiToken = await api.signIn("admin", "admin-password-123", "test");
    const answer = await api.call("dailyUpdate", { id: "1", cn: "审计日志里的一句" }, { token: apiToken });
    expect(answer.body.status).toBe(1);
    const [entry] = (await auditLog(`table: "daily_sentences", rowId: "1", limit: 1`)).items;
    expect(entry).toMatchObject({ action: "UPDATE", via: "api", userName: "admin" });
    expect(changeOf(entry, "cn")).toMatchObject({ after: "审计日志里的一句", shown: true });
  });

  it("keeps that a long value or a secret changed, never what it held", async () => {
    const { articles } = (await server.gql(`{ articles(limit: 1) { items { id } } }`)).data;
    const id = articles.items[0].id;
    const long = `<p>${"A long body. ".repeat(40)}</p>`;
    await server.gql(`mutation($id: Int!, $content: String!) { updateArticle(id: $id, input: { content: $content }) { id } }`, { id, content: long }, { token });
    const [edit] = (await auditLog(`table: "articles", rowId: "${id}", limit: 1`)).items;
    expect(changeOf(edit, "content")).toEqual({ field: "content", before: null, after: null, shown: false });

    await server.gql(`mutation { createUser(input: { name: "audited", password: "audited-password-1", role: USER, roleAuth: VIEW }) { id } }`, {}, { token });
    const [user] = (await auditLog(`table: "users", action: CREATE, limit: 1`)).items;
    expect(changeOf(user, "name")).toMatchObject({ after: "audited" });
    expect(changeOf(user, "password_hash")).toEqual({ field: "password_hash", before: null, after: null, shown: false });
    expect(JSON.stringify(user)).not.toContain("argon2");
  });

  it("does not log a counted view, nor a refused write", async () => {
    const [{ total }] = await sql(`select count(*)::int as total from audit_log`);
    const { articles } = (await server.gql(`{ articles(limit: 1) { items { id } } }`)).data;
    await server.gql(`mutation($id: Int!) { recordArticleView(id: $id) { id } }`, { id: articles.items[0].id }, { headers: { "user-agent": "Audit reader" } });
    const refused = await server.gql(`mutation { createTag(input: { name: "" }) { id } }`, {}, { token });
    expect(refused.errors).toBeDefined();
    const forbidden = await server.gql(`mutation { createTag(input: { name: "From a viewer" }) { id } }`, {}, { token: viewer });
    expect(errorCode(forbidden)).toBe("FORBIDDEN");
    const [{ total: after }] = await sql(`select count(*)::int as total from audit_log`);
    expect(after).toBe(total);
  });

  it("is append-only, for the application's own connection too", async () => {
    await expect(sql(`update audit_log set user_name = 'someone else'`)).rejects.toThrow(/append-only/);
    await expect(sql(`delete from audit_log`)).rejects.toThrow(/append-only/);
    await expect(sql(`truncate audit_log`)).rejects.toThrow(/append-only/);
    const [{ total }] = await sql(`select count(*)::int as total from audit_log`);
    expect(total).toBeGreaterThan(0);
  });

  it("filters by user, action and time, and pages newest first", async () => {
    const all = await auditLog(`limit: 100`);
    const ids = all.items.map((entry: { id: string }) => Number(entry.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [newest] = all.items;
    const mine = await auditLog(`userId: ${newest.userId}, action: ${newest.action}, since: "${new Date(Date.now() - 3_600_000).toISOString()}", limit: 2`);
    expect(mine.items.every((entry: { userId: number; action: string }) => entry.userId === newest.userId && entry.action === newest.action)).toBe(true);
    expect(mine.total).toBeGreaterThanOrEqual(mine.items.length);
    const none = await auditLog(`until: "2000-01-01T00:00:00Z"`);
    expect(none).toEqual({ total: 0, items: [] });
  });

  it("is for administrators only, and refuses an unknown table by name", async () => {
    expect(errorCode(await server.gql(`{ auditLog { total } }`, {}, { token: viewer }))).toBe("FORBIDDEN");
    expect(errorCode(await server.gql(`{ auditLog { total } }`))).toBe("UNAUTHENTICATED");
    const unknown = await server.gql(`{ auditLog(table: "sessions") { total } }`, {}, { token });
    expect(errorCode(unknown)).toBe("BAD_USER_INPUT");
    expect(unknown.errors![0].message).toContain("table must be one of");
    expect(unknown.errors![0].extensions).toMatchObject({ field: "table", messageId: "audit.table", messageValues: { tables: expect.stringContaining("articles") } });
    const orphan = await server.gql(`{ auditLog(rowId: "1") { total } }`, {}, { token });
    expect(orphan.errors![0]).toMatchObject({ message: "rowId needs the table it belongs to", extensions: { messageId: "audit.rowIdNeedsTable" } });
  });

  it("logs two-factor sign-in set up, turned on and off, but not each sign-in's code, and never the secret", async () => {
    const { startTwoFactorEnrolment } = (await server.gql(`mutation { startTwoFactorEnrolment { secret } }`, {}, { token })).data;
    const secret: string = startTwoFactorEnrolment.secret;
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
    const confirmed = await server.gql(`mutation($code: String!) { confirmTwoFactorEnrolment(code: $code) { codes } }`, { code }, { token });
    expect(confirmed.errors).toBeUndefined();
    // A code accepted at sign-in moves last_step only: no entry.
    await sql(`update second_factors set last_step = coalesce(last_step, 0) + 1`);
    const off = await server.gql(`mutation { disableTwoFactor(currentPassword: "admin-password-123") { enabled } }`, {}, { token });
    expect(off.errors).toBeUndefined();

    const { items } = await auditLog(`table: "second_factors"`);
    expect(items.map((entry: { action: string }) => entry.action)).toEqual(["DELETE", "UPDATE", "CREATE"]);
    const [, enabled, begun] = items;
    expect(enabled).toMatchObject({ userName: "admin", via: "graphql", rowId: String(begun.changes.find((c: { field: string }) => c.field === "user_id").after) });
    expect(changeOf(enabled, "enabled_at")).toMatchObject({ before: null, shown: true });
    expect(changeOf(begun, "secret")).toEqual({ field: "secret", before: null, after: null, shown: false });
    expect(JSON.stringify(items)).not.toContain(secret);
  });

  it("watches exactly the tables it says it does", async () => {
    const rows = (await sql(
      `select distinct event_object_table as table from information_schema.triggers where action_statement like '%audit_row%' order by 1`,
    )) as { table: string }[];
    expect(rows.map((row) => row.table)).toEqual([...AUDITED_TABLES].sort());
  });
});
