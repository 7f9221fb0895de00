import { beforeAll, describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { Role, RoleAuth } from "./user.entity";

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql" });
beforeAll(async () => {
  await server.createUser({ name: "reader", password: "reader-password-1", role: Role.USER, roleAuth: RoleAuth.VIEW });
});

const gql = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });

describe("users", () => {
  it("lists users with role and roleAuth, paged", async () => {
    const result = await gql(`{ users(orderBy: NAME, direction: ASC, limit: 1) { total items { id name role roleAuth isShow } } }`);
    expect(result.data.users.total).toBe(2);
    expect(result.data.users.items).toEqual([{ id: 1, name: "admin", role: "ADMIN", roleAuth: "EDIT", isShow: true }]);
    const second = await gql(`{ users(orderBy: NAME, offset: 1, limit: 1) { items { name role roleAuth } } }`);
    expect(second.data.users.items).toEqual([{ name: "reader", role: "USER", roleAuth: "VIEW" }]);
  });

  it("sets shown, selected and sort order", async () => {
    await gql(`mutation { setUserShown(id: 2, shown: false) { id } }`);
    await gql(`mutation { setUserSelected(id: 2, selected: true) { id } }`);
    const result = await gql(`mutation { setUserSortOrder(id: 2, sid: 5) { isShow isSelect sid } }`);
    expect(result.data.setUserSortOrder).toEqual({ isShow: false, isSelect: true, sid: 5 });
    expect(errorCode(await gql(`mutation { setUserSortOrder(id: 77, sid: 5) { sid } }`))).toBe("NOT_FOUND");
  });

  it("answers me with the signed-in user and null when signed out", async () => {
    expect((await gql(`{ me { name role } }`)).data.me).toEqual({ name: "admin", role: "ADMIN" });
    expect((await server.gql(`{ me { name } }`)).data.me).toBeNull();
  });
});
