import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { Link } from "./link.entity";

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { users: ["viewer"], signIn: "graphql" });

const CREATE = `mutation($input: CreateLinkInput!) { createLink(input: $input) { id name url logo sid isShow } }`;
const gql = (query: string, variables: Record<string, unknown> = {}, as = token) => server.gql(query, variables, { token: as });

describe("friend links", () => {
  it("creates links, lists shown ones by sid for visitors and all for signed-in users", async () => {
    const a = (await gql(CREATE, { input: { name: "PostgreSQL", url: "https://www.postgresql.org", sid: 2 } })).data.createLink;
    const b = (await gql(CREATE, { input: { name: "MDN", url: "http://developer.mozilla.org/", sid: 1, logo: "https://developer.mozilla.org/favicon.ico" } })).data.createLink;
    const hidden = (await gql(CREATE, { input: { name: "Draft", url: "https://example.org", isShow: false } })).data.createLink;
    expect(a).toMatchObject({ name: "PostgreSQL", url: "https://www.postgresql.org/", isShow: true });

    const publicList = (await server.gql(`{ links { id } }`)).data.links.map((l: { id: number }) => l.id);
    expect(publicList).toEqual([b.id, a.id]);
    const all = (await gql(`{ links { id } }`)).data.links.map((l: { id: number }) => l.id);
    expect(all).toContain(hidden.id);
  });

  it("edits, toggles, orders and deletes", async () => {
    const id = (await gql(CREATE, { input: { name: "Temp", url: "https://temp.example" } })).data.createLink.id;
    expect((await gql(`mutation { updateLink(id: ${id}, input: { name: "Renamed", logo: "" }) { name logo } }`)).data.updateLink).toEqual({ name: "Renamed", logo: "" });
    expect((await gql(`mutation { setLinkShown(id: ${id}, shown: false) { isShow } }`)).data.setLinkShown.isShow).toBe(false);
    expect((await gql(`mutation { setLinkSelected(id: ${id}, selected: true) { isSelect } }`)).data.setLinkSelected.isSelect).toBe(true);
    expect((await gql(`mutation { setLinkSortOrder(id: ${id}, sid: 9) { sid } }`)).data.setLinkSortOrder.sid).toBe(9);
    expect((await gql(`mutation { deleteLink(id: ${id}) }`)).data.deleteLink).toBe(id);
    expect(errorCode(await gql(`mutation { deleteLink(id: ${id}) }`))).toBe("NOT_FOUND");
  });

  it("accepts only http(s) addresses and checks lengths, writing nothing on refusal", async () => {
    const before = await server.em().count(Link);
    for (const input of [
      { name: "x", url: "javascript:alert(1)" },
      { name: "x", url: "ftp://files.example" },
      { name: "x", url: "/relative/path" },
      { name: "x", url: "  " },
      { name: " ", url: "https://ok.example" },
      { name: "n".repeat(101), url: "https://ok.example" },
      { name: "x", url: "https://ok.example", logo: "data:image/png;base64,AA" },
    ]) {
      expect(errorCode(await gql(CREATE, { input })), JSON.stringify(input)).toBe("BAD_USER_INPUT");
    }
    expect(await server.em().count(Link)).toBe(before);
  });

  it("refuses writes to visitors and view-only users", async () => {
    expect(errorCode(await server.gql(CREATE, { input: { name: "x", url: "https://x.example" } }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(CREATE, { input: { name: "x", url: "https://x.example" } }, viewer))).toBe("FORBIDDEN");
  });
});
