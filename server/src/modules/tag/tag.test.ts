import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { Tag } from "./tag.entity";

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { users: ["viewer"], signIn: "graphql" });

const FIELDS = "id name slug description";
const CREATE = `mutation($input: CreateTagInput!) { createTag(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: UpdateTagInput!) { updateTag(id: $id, input: $input) { ${FIELDS} } }`;
const gql = (query: string, variables: Record<string, unknown> = {}, as = token) => server.gql(query, variables, { token: as });
const create = async (input: Record<string, unknown>) => (await gql(CREATE, { input })).data.createTag;

describe("tags", () => {
  it("makes a slug from the name, Chinese names included, and lists tags by name for everyone", async () => {
    const node = await create({ name: "  Node.js 24 ", description: "The runtime." });
    const essays = await create({ name: "随笔 生活" });
    expect(node).toMatchObject({ name: "Node.js 24", slug: "node-js-24", description: "The runtime." });
    expect(essays).toMatchObject({ name: "随笔 生活", slug: "随笔-生活", description: "" });

    const names = (await server.gql(`{ tags { name } }`)).data.tags.map((t: { name: string }) => t.name);
    expect(names.indexOf("Node.js 24")).toBeLessThan(names.indexOf("随笔 生活"));
    expect((await server.gql(`query($slug: String!) { tag(slug: $slug) { name } }`, { slug: "随笔-生活" })).data.tag).toEqual({ name: "随笔 生活" });
    expect((await server.gql(`{ tag(slug: "no-such-tag") { id } }`)).data.tag).toBeNull();
  });

  it("shows a new tag to visitors at once, though public reads are cached", async () => {
    const before = (await server.gql(`{ tags { slug } }`)).data.tags;
    await create({ name: "Cache check" });
    const after = (await server.gql(`{ tags { slug } }`)).data.tags;
    expect(after.length).toBe(before.length + 1);
    expect(after.map((t: { slug: string }) => t.slug)).toContain("cache-check");
  });

  it("renames without moving the permalink, and changes the slug only when asked", async () => {
    const tag = await create({ name: "Databases" });
    expect((await gql(UPDATE, { id: tag.id, input: { name: "PostgreSQL" } })).data.updateTag).toMatchObject({ name: "PostgreSQL", slug: "databases" });
    expect((await gql(UPDATE, { id: tag.id, input: { slug: "postgresql", description: "" } })).data.updateTag).toMatchObject({ slug: "postgresql", description: "" });
    expect((await gql(`mutation { deleteTag(id: ${tag.id}) }`)).data.deleteTag).toBe(tag.id);
    expect(errorCode(await gql(`mutation { deleteTag(id: ${tag.id}) }`))).toBe("NOT_FOUND");
    expect(errorCode(await gql(UPDATE, { id: tag.id, input: { name: "Gone" } }))).toBe("NOT_FOUND");
  });

  it("refuses clashing names (whatever the case) and slugs, bad slugs and lengths, writing nothing", async () => {
    const taken = await create({ name: "Design" });
    const before = await server.em().count(Tag);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: "design" }, /A tag named "Design" already exists/],
      [{ name: "Other", slug: "design" }, /already belongs to the tag "Design"/],
      [{ name: "   " }, /name must not be blank/],
      [{ name: "n".repeat(51) }, /at most 50 characters/],
      [{ name: "!!!" }, /give a slug/],
      [{ name: "Fine", slug: "Not A Slug" }, /slug must be lower-case letters or digits/],
      [{ name: "Fine", slug: "a--b" }, /slug must be/],
      [{ name: "Fine", description: "d".repeat(501) }, /at most 500 characters/],
    ];
    for (const [input, message] of cases) {
      const answer = await gql(CREATE, { input });
      expect(errorCode(answer), JSON.stringify(input)).toBe("BAD_USER_INPUT");
      expect(answer.errors![0].message).toMatch(message);
    }
    expect(await server.em().count(Tag)).toBe(before);
    // LIKE's wildcards in a name are plain characters, not a pattern that matches "Design".
    expect((await create({ name: "Desi%" })).slug).toBe("desi");
    const other = await create({ name: "Other design" });
    expect(errorCode(await gql(UPDATE, { id: other.id, input: { name: "DESIGN" } }))).toBe("BAD_USER_INPUT");
    const nothing = await gql(UPDATE, { id: other.id, input: {} });
    expect(errorCode(nothing)).toBe("BAD_USER_INPUT");
    expect(nothing.errors![0]).toMatchObject({ message: "Give at least one field to change.", extensions: { messageId: "change.nothing" } });
    expect((await gql(UPDATE, { id: taken.id, input: { name: "design" } })).data.updateTag.name).toBe("design");
  });

  it("lets visitors read but only editors write", async () => {
    expect(errorCode(await server.gql(CREATE, { input: { name: "Anonymous" } }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(CREATE, { input: { name: "Viewer" } }, viewer))).toBe("FORBIDDEN");
    expect(errorCode(await gql(`mutation { deleteTag(id: 1) }`, {}, viewer))).toBe("FORBIDDEN");
    expect((await server.gql(`{ tags { id } }`)).errors).toBeUndefined();
  });
});
