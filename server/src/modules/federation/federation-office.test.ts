import { describe, expect, it } from "vitest";
import { Accept } from "@fedify/vocab";
import { errorCode, type TestServer } from "../../../test/harness";
import { eventually } from "../../../test/eventually";
import { useFediversePeer, type FediversePeer } from "../../../test/fediverse-peer";
import { useTestServer } from "../../../test/use-test-server";

/**
 * The back-office's side of the fediverse, against a second fediverse server on this machine: the actor's
 * username, the followers' list, reactions per article, and blocking an account or a whole server.
 */
let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { signIn: "graphql", users: ["viewer"], env: { FEDERATION_TEST_PRIVATE_ADDRESSES: "true" } });

let peer: FediversePeer;
useFediversePeer((started) => (peer = started));

const gql = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });
const actorUrl = () => `${server.url}/ap/actors/blog`;
const host = () => new URL(server.url).host;
const peerHost = () => new URL(peer.url).host;
const messageOf = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => answer.errors?.[0]?.extensions?.messageId;

const FOLLOWERS = `query($server: String) { federationFollowers(offset: 0, limit: 20, server: $server) { total items { actorUri handle name host createTime } } }`;
const followers = async () => (await gql(FOLLOWERS)).data.federationFollowers as { total: number; items: { actorUri: string; handle: string; name: string; host: string }[] };
const USERNAME = `mutation($username: String) { updateFederationSettings(username: $username) { username handle } }`;
const username = async () => (await gql(`{ federationSettings { username handle actorUrl } }`)).data.federationSettings;
const webfinger = (name: string) => fetch(`${server.url}/.well-known/webfinger?resource=${encodeURIComponent(`acct:${name}@${host()}`)}`, { headers: { accept: "application/jrd+json" } });

// Each step may wait up to 30 s for a delivery on a busy machine.
describe("the fediverse in the back-office", { timeout: 90_000 }, () => {
  it("lets an administrator rename the actor while nobody follows it, and refuses a bad name in the reader's language", async () => {
    expect(errorCode(await server.gql(USERNAME, { username: "notes" }, { token: viewer }))).toBe("FORBIDDEN");
    for (const bad of ["Notes", "no-dashes", "", "a".repeat(31), "名字"]) {
      const refused = await gql(USERNAME, { username: bad });
      expect(errorCode(refused), bad).toBe("BAD_USER_INPUT");
      expect(messageOf(refused)).toBe("federation.username");
    }
    expect((await username()).username).toBe("blog");

    expect((await gql(USERNAME, { username: "quiet_notes_2" })).data.updateFederationSettings).toEqual({ username: "quiet_notes_2", handle: `@quiet_notes_2@${host()}` });
    expect(await username()).toMatchObject({ handle: `@quiet_notes_2@${host()}`, actorUrl: actorUrl() });
    const found = await webfinger("quiet_notes_2");
    expect(found.status).toBe(200);
    expect(((await found.json()) as { links: unknown[] }).links).toContainEqual(expect.objectContaining({ rel: "self", href: actorUrl() }));
    expect((await webfinger("blog")).status).toBe(404);
    const actor = await (await fetch(actorUrl(), { headers: { accept: "application/activity+json" } })).json();
    expect(actor).toMatchObject({ id: actorUrl(), preferredUsername: "quiet_notes_2" });

    const [logged] = await server.em().getConnection().execute(`select "user_name", "changes" from "audit_log" where "table_name" = 'federation_settings' order by "id" desc limit 1`);
    expect(logged).toMatchObject({ user_name: "admin", changes: { username: { before: "blog", after: "quiet_notes_2" } } });
  });

  it("lists a new follower with its handle, name, server and time, and then refuses to rename the actor, saying why", async () => {
    await peer.follow(actorUrl());
    await peer.waitFor((activity): activity is Accept => activity instanceof Accept);
    const list = await eventually(followers, (found) => found.total === 1);
    expect(list.items).toEqual([{ actorUri: peer.actorUrl, handle: `reader@${peerHost()}`, name: "A reader", host: peerHost(), createTime: expect.any(String) }]);
    expect((await gql(FOLLOWERS, { server: peerHost() })).data.federationFollowers.total).toBe(1);
    expect((await gql(FOLLOWERS, { server: "elsewhere.example" })).data.federationFollowers.total).toBe(0);
    expect((await gql(`{ federationFollowerServers { host followers } }`)).data.federationFollowerServers).toEqual([{ host: peerHost(), followers: 1 }]);

    const refused = await gql(USERNAME, { username: "another" });
    expect(errorCode(refused)).toBe("BAD_USER_INPUT");
    expect(refused.errors![0].extensions).toMatchObject({ field: "username", messageId: "federation.usernameFollowed", messageValues: { count: 1, username: "quiet_notes_2" } });
    expect((await username()).username).toBe("quiet_notes_2");
  });

  it("counts an article's likes and replies from the fediverse", async () => {
    const [article] = await server
      .em()
      .getConnection()
      .execute<{ id: number }[]>(`select "id" from "articles" where "translation_of" is null and "is_show" and "status" = 'PUBLISHED' order by "id" limit 1`);
    const objectUrl = `${server.url}/ap/articles/${article.id}`;
    await peer.like(actorUrl(), objectUrl);
    await peer.reply(actorUrl(), objectUrl, "<p>Nice.</p>");
    const reactions = async () => (await gql(`{ federationArticleReactions { articleId title path likes reposts replies } }`)).data.federationArticleReactions as { articleId: number; likes: number; replies: number }[];
    const [counted] = await eventually(reactions, (rows) => rows.some((row) => row.likes === 1 && row.replies === 1));
    expect(counted).toMatchObject({ articleId: article.id, likes: 1, reposts: 0, replies: 1, path: expect.stringMatching(/^\/posts\//) });
  });

  it("blocks an account by its handle: its follower goes at once, and its next Follow is taken and dropped (202), as Mastodon does for a suspended account", async () => {
    const blocked = await gql(`mutation($actor: String!) { blockFederationActor(actor: $actor) { id kind value label } }`, { actor: `@reader@${peerHost()}` });
    expect(blocked.data.blockFederationActor).toMatchObject({ kind: "ACTOR", value: peer.actorUrl, label: `@reader@${peerHost()}` });
    expect((await followers()).total).toBe(0);
    const [logged] = await server.em().getConnection().execute(`select "user_name", "action" from "audit_log" where "table_name" = 'federation_blocks' order by "id" desc limit 1`);
    expect(logged).toEqual({ user_name: "admin", action: "create" });

    // Fedify queues what its inbox takes before answering; a dropped Follow left no job behind when the answer came.
    const follow = await peer.follow(actorUrl());
    const queued = await server.em().getConnection().execute(`select 1 from "jobs"."job" where strpos("data"::text, ?) > 0`, [follow.id!.href]);
    expect(queued).toEqual([]);
    expect((await followers()).total).toBe(0);

    expect(errorCode(await server.gql(`mutation { deleteFederationBlock(id: ${blocked.data.blockFederationActor.id}) }`, {}, { token: viewer }))).toBe("FORBIDDEN");
    expect((await gql(`mutation($id: Int!) { deleteFederationBlock(id: $id) }`, { id: blocked.data.blockFederationActor.id })).data.deleteFederationBlock).toBe(blocked.data.blockFederationActor.id);
    expect((await gql(`{ federationBlocks { id } }`)).data.federationBlocks).toEqual([]);
  });

  it("blocks a whole server: its followers go at once and its deliveries, a Follow among them, are answered 403", async () => {
    await peer.follow(actorUrl());
    await eventually(followers, (found) => found.total === 1);

    const refusals = [
      [host(), "federation.blockOwnServer"],
      ["not a host", "federation.blockHost"],
    ];
    for (const [typed, messageId] of refusals) {
      const refused = await gql(`mutation($host: String!) { blockFederationServer(host: $host) { id } }`, { host: typed });
      expect(messageOf(refused), typed).toBe(messageId);
    }

    const blocked = await gql(`mutation($host: String!) { blockFederationServer(host: $host) { kind value } }`, { host: `http://${peerHost()}/users/someone` });
    expect(blocked.data.blockFederationServer).toEqual({ kind: "SERVER", value: peerHost() });
    expect((await followers()).total).toBe(0);
    expect((await gql(`{ federationFollowerServers { host } }`)).data.federationFollowerServers).toEqual([]);

    await expect(peer.follow(actorUrl())).rejects.toThrow(/403/);
    expect((await followers()).total).toBe(0);
  });
});
