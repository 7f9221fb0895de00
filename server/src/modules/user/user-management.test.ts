import { describe, expect, it } from "vitest";
import { ADMIN, errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { User } from "./user.entity";

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql" });

const CREATE = `mutation($input: CreateUserInput!) { createUser(input: $input) { id name role roleAuth } }`;
const gql = (query: string, variables: Record<string, unknown> = {}, as = token) => server.gql(query, variables, { token: as });

describe("user management", () => {
  it("creates a user who can sign in, with a hashed password", async () => {
    const created = await gql(CREATE, { input: { name: "writer", password: "writer-password", role: "USER", roleAuth: "EDIT" } });
    expect(created.data.createUser).toMatchObject({ name: "writer", role: "USER", roleAuth: "EDIT" });
    const stored = await server.em().findOneOrFail(User, { name: "writer" });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    await expect(server.signIn("writer", "writer-password")).resolves.toBeTruthy();
  });

  it("refuses short passwords, bad or taken names", async () => {
    const short = await gql(CREATE, { input: { name: "shorty", password: "123456789", role: "USER", roleAuth: "VIEW" } });
    expect(short.errors![0].message).toMatch(/at least 10 characters/);
    expect(errorCode(await gql(CREATE, { input: { name: "bad name!", password: "long-enough-pw", role: "USER", roleAuth: "VIEW" } }))).toBe("BAD_USER_INPUT");
    const taken = await gql(CREATE, { input: { name: ADMIN.name, password: "long-enough-pw", role: "USER", roleAuth: "VIEW" } });
    expect(taken.errors![0].message).toMatch(/already exists/);
  });

  it("changes role and roleAuth, but never leaves no administrator with edit rights", async () => {
    const id = (await gql(CREATE, { input: { name: "second", password: "second-password", role: "USER", roleAuth: "VIEW" } })).data.createUser.id;
    expect((await gql(`mutation { updateUser(id: ${id}, input: { role: ADMIN, roleAuth: EDIT }) { role roleAuth } }`)).data.updateUser).toEqual({ role: "ADMIN", roleAuth: "EDIT" });
    // Two managers now: demoting the first admin is allowed, then the second is the last one.
    expect((await gql(`mutation { updateUser(id: ${id}, input: { roleAuth: VIEW }) { roleAuth } }`)).data.updateUser.roleAuth).toBe("VIEW");
    const demote = await gql(`mutation { updateUser(id: 1, input: { role: USER }) { role } }`);
    expect(demote.errors![0].message).toMatch(/last administrator/);
    expect((await server.em().findOneOrFail(User, { id: 1 })).role).toBe("ADMIN");
  });

  it("never deletes yourself or the last administrator; deletes others", async () => {
    const self = await gql(`mutation { deleteUser(id: 1) }`);
    expect(self.errors![0].message).toMatch(/cannot delete yourself/);
    const other = (await gql(CREATE, { input: { name: "temp", password: "temp-password", role: "ADMIN", roleAuth: "EDIT" } })).data.createUser.id;
    const otherToken = await server.signIn("temp", "temp-password");
    expect((await gql(`mutation { updateUser(id: 1, input: { roleAuth: VIEW }) { id } }`)).errors).toBeUndefined();
    const last = await gql(`mutation { deleteUser(id: ${other}) }`, {}, otherToken);
    expect(last.errors![0].message).toMatch(/cannot delete yourself/);
    expect((await gql(`mutation { updateUser(id: 1, input: { roleAuth: EDIT }) { id } }`, {}, otherToken)).errors).toBeUndefined();
    expect((await gql(`mutation { deleteUser(id: ${other}) }`)).data.deleteUser).toBe(other);
    expect(await server.em().count(User, { id: other })).toBe(0);
  });

  it("changes passwords: your own with the current one, anyone's as an administrator, ending their sessions", async () => {
    const id = (await gql(CREATE, { input: { name: "pat", password: "pat-password-1", role: "USER", roleAuth: "EDIT" } })).data.createUser.id;
    const patToken = await server.signIn("pat", "pat-password-1");
    const wrong = await gql(`mutation { changePassword(id: ${id}, currentPassword: "nope", newPassword: "pat-password-2") { id } }`, {}, patToken);
    expect(wrong.errors![0].message).toMatch(/current password is wrong/);
    const other = await gql(`mutation { changePassword(id: 1, newPassword: "hijack-password") { id } }`, {}, patToken);
    expect(errorCode(other)).toBe("FORBIDDEN");
    expect((await gql(`mutation { changePassword(id: ${id}, currentPassword: "pat-password-1", newPassword: "pat-password-2") { id } }`, {}, patToken)).errors).toBeUndefined();
    expect((await server.gql(`{ me { name } }`, {}, { token: patToken })).data.me.name).toBe("pat");

    expect((await gql(`mutation { changePassword(id: ${id}, newPassword: "reset-by-admin") { id } }`)).errors).toBeUndefined();
    expect((await server.gql(`{ me { name } }`, {}, { token: patToken })).data.me).toBeNull();
    await expect(server.signIn("pat", "reset-by-admin")).resolves.toBeTruthy();
  });

  it("lets any signed-in user set their own language, null following the site's, and logs the change", async () => {
    const id = (await gql(CREATE, { input: { name: "reader", password: "reader-password", role: "USER", roleAuth: "VIEW" } })).data.createUser.id;
    const readerToken = await server.signIn("reader", "reader-password");
    const me = async (as: string) => (await server.gql(`{ me { id language } }`, {}, { token: as })).data.me;
    expect(await me(readerToken)).toEqual({ id, language: null });

    const set = await gql(`mutation { setMyLanguage(language: ZH) { id language } }`, {}, readerToken);
    expect(set.data.setMyLanguage).toEqual({ id, language: "ZH" });
    expect(await me(readerToken)).toEqual({ id, language: "ZH" });
    expect((await me(token)).language).toBeNull();

    const log = await gql(`{ auditLog(table: "users", rowId: "${id}", limit: 1) { items { userName action changes { field before after } } } }`);
    expect(log.data.auditLog.items[0]).toMatchObject({ userName: "reader", action: "UPDATE", changes: [{ field: "language", before: null, after: "ZH" }] });

    expect((await gql(`mutation($language: Language) { setMyLanguage(language: $language) { language } }`, { language: null }, readerToken)).data.setMyLanguage.language).toBeNull();
    expect(await me(readerToken)).toEqual({ id, language: null });
    expect(errorCode(await gql(`mutation { setMyLanguage(language: FR) { id } }`, {}, readerToken))).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(errorCode(await server.gql(`mutation { setMyLanguage(language: EN) { id } }`))).toBe("UNAUTHENTICATED");
  });

  it("refuses user management to a non-administrator", async () => {
    await gql(CREATE, { input: { name: "plain", password: "plain-password", role: "USER", roleAuth: "EDIT" } });
    const plain = await server.signIn("plain", "plain-password");
    expect(errorCode(await gql(CREATE, { input: { name: "x2", password: "long-enough-pw", role: "ADMIN", roleAuth: "EDIT" } }, plain))).toBe("FORBIDDEN");
    expect(errorCode(await gql(`mutation { deleteUser(id: 1) }`, {}, plain))).toBe("FORBIDDEN");
  });
});
