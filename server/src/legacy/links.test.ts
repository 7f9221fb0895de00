import { beforeAll, describe, expect, it } from "vitest";
import { CAPTCHA_TEXT, type TestServer } from "../../test/harness";
import { useTestServer } from "../../test/use-test-server";
import { Link } from "../modules/link/link.entity";
import { Role, RoleAuth } from "../modules/user/user.entity";
import { type LegacyClient } from "../../test/legacy-client";

let server: TestServer, api: LegacyClient, token: string;
useTestServer((started) => ({ server, api, token } = started), { signIn: "legacy" });
beforeAll(async () => {
  const links = [
    { name: "Third", url: "https://third.example", sid: 30 },
    { name: "First", url: "https://first.example/", logo: "https://first.example/logo.png", sid: 10 },
    { name: "Hidden", url: "http://hidden.example", sid: 20, isShow: false },
    { name: "Second", url: "https://second.example", sid: 20 },
  ];
  for (const input of links) {
    const created = await server.gql(CREATE, { input }, { token });
    ids[input.name] = created.data.createLink.id;
  }
});
/** Ids of the links made for these tests, by name. */
const ids: Record<string, number> = {};

const CREATE = `mutation($input: CreateLinkInput!) { createLink(input: $input) { id } }`;

const call = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  api.call(path, fields, { token, headers });
const link = (id: number) => server.em().findOneOrFail(Link, { id });

describe("/api/getLinks", () => {
  it("lists the shown links by sid in the legacy fields, for visitors and signed-in callers alike", async () => {
    const visitor = (await api.call("getLinks")).body;
    expect(visitor.status).toBe(1);
    expect(visitor.data.map((l: { name: string }) => l.name)).toEqual(["First", "Second", "Third"]);
    expect(visitor.data[0]).toEqual({
      id: ids.First, sid: 10, name: "First", url: "https://first.example/", logo: "https://first.example/logo.png", is_show: 1, is_select: 0,
    });
    expect(visitor.data[1].logo).toBe("");
    expect((await call("getLinks", {})).body).toEqual(visitor);
  });
});

describe("/api/linkUpdate", () => {
  it.each([
    ["is_select", "1", (l: Link) => l.isSelect, true],
    ["sid", "5", (l: Link) => l.sid, 5],
    ["is_show", "0", (l: Link) => l.isShow, false],
    ["is_show", "1", (l: Link) => l.isShow, true],
  ] as const)("sets %s to %j and answers the saved link", async (key, value, read, expected) => {
    const { body } = await call("linkUpdate", { id: String(ids.Third), [key]: value });
    expect(body.status).toBe(1);
    expect(Object.keys(body.data)).toEqual(["id", "sid", "name", "url", "logo", "is_show", "is_select"]);
    expect(body.data.id).toBe(ids.Third);
    expect(read(await link(ids.Third))).toBe(expected);
  });

  it("hides a link from the public list, and GraphQL reads the same", async () => {
    expect((await call("linkUpdate", { id: String(ids.Second), is_show: "0" })).body.status).toBe(1);
    expect((await api.call("getLinks")).body.data.map((l: { id: number }) => l.id)).not.toContain(ids.Second);
    const visitor = await server.gql(`{ links { id } }`);
    expect(visitor.data.links.map((l: { id: number }) => l.id)).not.toContain(ids.Second);
  });

  it("changes one field at a time and refuses bad values, writing nothing", async () => {
    const id = String(ids.First);
    expect((await call("linkUpdate", { id })).body).toEqual({ status: 0, msg: "Give one of is_select, sid, is_show to change.", data: null });
    expect((await call("linkUpdate", { id, is_show: "0", sid: "3" })).body.msg).toBe(
      "Change one field at a time: got sid and is_show; send only one of is_select, sid, is_show.",
    );
    expect((await call("linkUpdate", { id, is_show: "yes" })).body.msg).toBe("is_show must be 0 or 1");
    expect((await call("linkUpdate", { id, sid: "1000000" })).body.msg).toBe("sid must be a whole number from 0 to 999999");
    expect((await call("linkUpdate", { id: "99999", is_show: "0" })).body.msg).toBe("Link 99999 was not found.");
    expect(await link(ids.First)).toMatchObject({ sid: 10, isShow: true, isSelect: false });
  });

  it("needs a session with edit rights, and a request from this site", async () => {
    const fields = { id: String(ids.First), is_show: "0" };
    expect((await api.call("linkUpdate", fields)).body).toEqual({ status: 2, msg: "Please sign in first.", data: null });
    await server.createUser({ name: "link-viewer", password: "viewer-password-1", role: Role.USER, roleAuth: RoleAuth.VIEW });
    const viewer = await api.signIn("link-viewer", "viewer-password-1", CAPTCHA_TEXT);
    expect((await api.call("linkUpdate", fields, { token: viewer })).body).toEqual({ status: 0, msg: "no permission", data: null });
    expect((await call("linkUpdate", fields, { origin: "https://evil.example" })).body.msg).toBe("Refused: this request was sent from another site.");
    expect((await link(ids.First)).isShow).toBe(true);
  });
});
