import { describe, expect, it } from "vitest";
import { Accept, Create } from "@fedify/vocab";
import type { TestServer } from "../../../test/harness";
import { eventually } from "../../../test/eventually";
import { useFediversePeer, type FediversePeer } from "../../../test/fediverse-peer";
import { useTestServer } from "../../../test/use-test-server";

// A failed delivery is retried within the 10 s the test lease allows, instead of after 30 s and more; a lease
// much shorter than a delivery takes on a busy machine would have live jobs taken again.
let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql", env: { FEDERATION_TEST_PRIVATE_ADDRESSES: "true", JOB_TEST_LEASE_SECONDS: "10" } });

let peer: FediversePeer;
useFediversePeer((started) => (peer = started));

const gql = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });
const actorUrl = () => `${server.url}/ap/actors/blog`;
const followerCount = async () => (await server.em().getConnection().execute<{ n: number }[]>(`select count(*)::int as "n" from "federation_followers"`))[0].n;

describe("deliveries through the job queue", { timeout: 90_000 }, () => {
  let articleId: number;

  it("delivers again later to an inbox that answered 503", async () => {
    await peer.follow(actorUrl());
    await peer.waitFor((activity): activity is Accept => activity instanceof Accept);

    peer.refuseNext(503);
    const created = await gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, title: "Through a busy inbox", content: "<p>Patience.</p>" } });
    articleId = created.data.createArticle.id;
    await gql(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id: articleId });

    const create = await peer.waitFor((activity): activity is Create => activity instanceof Create);
    expect(peer.refused.map((refusal) => refusal.status)).toEqual([503]);
    // The same activity, delivered again.
    expect(create.id?.href).toBe(peer.refused[0].activityId);
    expect(create.objectId?.href).toBe(`${server.url}/ap/articles/${articleId}`);
    expect(await followerCount()).toBe(1);
  });

  it("removes the follower whose inbox answers 410, without trying again", async () => {
    peer.refuseNext(410, 410, 410, 410, 410);
    await gql(`mutation($id: Int!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { id } }`, { id: articleId, input: { title: "Through a gone inbox" } });
    expect(await eventually(followerCount, (n) => n === 0)).toBe(0);
    const gone = peer.refused.filter((refusal) => refusal.status === 410);
    expect(gone.length).toBeGreaterThan(0);
    // Given up at the first try: its job completed without a retry. (Within one try Fedify may knock twice, signed
    // by RFC 9421 and then by draft-cavage.)
    const delivery = () =>
      server
        .em()
        .getConnection()
        .execute<{ state: string; retry_count: number }[]>(
          `select "state", "retry_count" from "jobs"."job" where "name" = 'federation.message' and strpos("data"::text, ?) > 0 and "data"::text like '%"inbox"%'`,
          [gone[0].activityId],
        );
    expect(await eventually(delivery, (rows) => rows.length > 0 && rows.every((row) => row.state === "completed"))).toEqual([{ state: "completed", retry_count: 0 }]);
  });
});
