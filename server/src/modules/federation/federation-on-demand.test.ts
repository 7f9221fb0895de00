import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Like } from "@fedify/vocab";
import { openTestDatabase } from "../../../test/harness";
import { visibleToVisitorsSql } from "../article/article-visibility";
import { createJobQueue, type RunningJobQueue } from "../../jobs/job-queue";
import { fedifyMessage } from "./federation-queue";
import { FederationOnDemand } from "./federation-on-demand";

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let jobs: RunningJobQueue | undefined;
const stopping = new AbortController();
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => {
  stopping.abort();
  await jobs?.stop();
  await opened?.close();
});

const ORIGIN = "https://blog.example";

it("loads Fedify for a message job that comes before anything else has, and handles the message", { timeout: 60_000 }, async () => {
  const orm = opened.database.orm;
  // A server just started with a received activity still queued: nothing has made its Federation yet.
  const config = { ...opened.config };
  jobs = createJobQueue(orm, [fedifyMessage], { config });
  new FederationOnDemand(orm, config, () => jobs!, stopping.signal);
  const [{ id: articleId }] = await orm.em.fork().execute<{ id: number }[]>(`select a."id" from "articles" a where ${visibleToVisitorsSql("a")} and a."translation_of" is null order by a."id" limit 1`);
  const like = new Like({ id: new URL(`https://peer.example/likes/${randomUUID()}`), actor: new URL("https://peer.example/users/ann"), object: new URL(`${ORIGIN}/ap/articles/${articleId}`) });
  // Fedify's own message for an activity its inbox took (already checked), as it queues it.
  const message = { type: "inbox", id: randomUUID(), baseUrl: ORIGIN, activity: await like.toJsonLd(), identifier: null, attempt: 0, started: new Date().toISOString(), traceContext: {} };
  await jobs.start();
  await jobs.send(fedifyMessage, { message });

  const reactions = () => orm.em.fork().execute<{ activity_uri: string }[]>(`select "activity_uri" from "federation_reactions" where "article_id" = ?`, [articleId]);
  const until = Date.now() + 30_000;
  let found = await reactions();
  while (found.length === 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    found = await reactions();
  }
  expect(found.map((row) => row.activity_uri)).toEqual([like.id!.href]);
});
