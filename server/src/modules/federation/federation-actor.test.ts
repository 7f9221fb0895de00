import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { signIn: "graphql", users: ["viewer"] });

const AP = "application/activity+json";
const get = (path: string, accept = AP) => fetch(`${server.url}${path}`, { headers: { accept }, redirect: "manual" });
const host = () => new URL(server.url).host;

/** An answer's JSON document, awaited whether given the answer or its promise. */
const jsonOf = async (answer: Response | Promise<Response>): Promise<any> => (await answer).json();

// Generous: the first request makes the blog's keys (RSA takes seconds on a busy machine).
describe("the blog as one fediverse actor", { timeout: 120_000 }, () => {
  it("is found by WebFinger as blog@host, pointing at its actor URL", async () => {
    const answer = await get(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:blog@${host()}`)}`, "application/jrd+json");
    expect(answer.status).toBe(200);
    const jrd = await jsonOf(answer);
    expect(jrd.subject).toBe(`acct:blog@${host()}`);
    expect(jrd.links).toContainEqual(expect.objectContaining({ rel: "self", type: AP, href: `${server.url}/ap/actors/blog` }));

    const unknown = await get(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:nobody@${host()}`)}`, "application/jrd+json");
    expect(unknown.status).toBe(404);
  });

  it("answers JSON to a server, with its name, summaries, keys and collections, and the same keys every time", async () => {
    const answer = await get("/ap/actors/blog");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("application/activity+json");
    expect(answer.headers.get("vary")).toMatch(/Accept/i);
    const actor = await jsonOf(answer);
    expect(actor).toMatchObject({
      id: `${server.url}/ap/actors/blog`,
      type: "Person",
      preferredUsername: "blog",
      inbox: `${server.url}/ap/actors/blog/inbox`,
      outbox: `${server.url}/ap/actors/blog/outbox`,
      followers: `${server.url}/ap/actors/blog/followers`,
      endpoints: { sharedInbox: `${server.url}/ap/inbox` },
      url: `${server.url}/`,
    });
    expect(typeof actor.name).toBe("string");
    expect(actor.name.length).toBeGreaterThan(0);
    expect(actor.publicKey.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(actor.assertionMethod).toHaveLength(2);
    expect(Object.keys(actor.summaryMap ?? {}).length + (actor.summary ? 1 : 0)).toBeGreaterThan(0);

    const again = await jsonOf(get("/ap/actors/blog"));
    expect(again.publicKey.publicKeyPem).toBe(actor.publicKey.publicKeyPem);
    const stored = await server.em().getConnection().execute<{ kind: string }[]>(`select "kind" from "federation_keys" order by "kind"`);
    expect(stored.map((row) => row.kind)).toEqual(["Ed25519", "RSASSA-PKCS1-v1_5"]);
  });

  it("sends a browser at the same URL to the home page, varying by Accept", async () => {
    const answer = await get("/ap/actors/blog", "text/html,application/xhtml+xml");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/");
    expect(answer.headers.get("vary")).toMatch(/Accept/i);
  });

  it("describes the server by NodeInfo", async () => {
    const links = await jsonOf(get("/.well-known/nodeinfo", "application/json"));
    const href = links.links.find((link: { rel: string }) => link.rel.includes("nodeinfo"))?.href;
    expect(href).toBe(`${server.url}/nodeinfo/2.1`);
    const info = await jsonOf(get("/nodeinfo/2.1", "application/json"));
    expect(info).toMatchObject({ software: { name: "quiet-notes" }, protocols: ["activitypub"], openRegistrations: false });
  });

  it("refuses an unsigned activity with 401 and stores nothing", async () => {
    const follow = {
      "@context": "https://www.w3.org/ns/activitystreams",
      id: "http://127.0.0.1:9/follows/1",
      type: "Follow",
      actor: "http://127.0.0.1:9/users/mallory",
      object: `${server.url}/ap/actors/blog`,
    };
    const answer = await fetch(`${server.url}/ap/actors/blog/inbox`, { method: "POST", headers: { "content-type": AP }, body: JSON.stringify(follow) });
    expect(answer.status).toBe(401);
    const followers = await server.em().getConnection().execute(`select count(*)::int as "n" from "federation_followers"`);
    expect(followers[0].n).toBe(0);
  });

  it("leaves other addresses to the site", async () => {
    expect((await get("/ap/actors/someone-else")).status).toBe(404);
  });

  it("answers nothing as an actor once an administrator turns federation off, and again once it is on", async () => {
    const SWITCH = `mutation($enabled: Boolean!) { updateFederationSettings(enabled: $enabled) { enabled } }`;
    expect(errorCode(await server.gql(SWITCH, { enabled: false }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await server.gql(SWITCH, { enabled: false }, { token: viewer }))).toBe("FORBIDDEN");
    expect((await get("/ap/actors/blog")).status).toBe(200);

    expect((await server.gql(SWITCH, { enabled: false }, { token })).data.updateFederationSettings).toEqual({ enabled: false });
    expect((await server.gql(`{ federationSettings { enabled } }`, {}, { token })).data.federationSettings).toEqual({ enabled: false });
    expect((await get("/ap/actors/blog")).status).toBe(404);
    expect((await get(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:blog@${host()}`)}`, "application/jrd+json")).status).toBe(404);
    expect((await get("/.well-known/nodeinfo", "application/json")).status).toBe(404);

    await server.gql(SWITCH, { enabled: true }, { token });
    expect((await get("/ap/actors/blog")).status).toBe(200);
  });

  it("lets an administrator choose Notes instead of Articles, leaving the other setting as it was", async () => {
    const NOTES = `mutation($sendNotes: Boolean) { updateFederationSettings(sendNotes: $sendNotes) { enabled sendNotes } }`;
    expect(errorCode(await server.gql(NOTES, { sendNotes: true }, { token: viewer }))).toBe("FORBIDDEN");
    expect((await server.gql(NOTES, { sendNotes: true }, { token })).data.updateFederationSettings).toEqual({ enabled: true, sendNotes: true });
    expect((await server.gql(NOTES, { sendNotes: false }, { token })).data.updateFederationSettings).toEqual({ enabled: true, sendNotes: false });
  });
});
