import { describe, expect, it } from "vitest";
import { type TestServer } from "../../test/harness";
import { useTestServer } from "../../test/use-test-server";
import { Article } from "../modules/article/article.entity";
import { SESSION_COOKIE } from "../modules/auth/cookies";
import { VIEW_COUNTING } from "../view-counting/view-counter";

// Behind a trusted proxy, so that requests come from addresses of their own (X-Forwarded-For).
let server: TestServer;
useTestServer((started) => ({ server } = started), { env: { TRUST_PROXY: "1" } });

interface Raw {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** POSTs a form to /api/getDetail as the older front end does, and keeps the answer's bytes and headers (but the date). */
async function getDetail(form: string, address: string, headers: Record<string, string> = {}): Promise<Raw> {
  const response = await fetch(`${server.url}/api/getDetail`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address, "user-agent": "Mozilla/5.0 Safari/18.0", ...headers },
    body: form,
  });
  const { date: _date, ...rest } = Object.fromEntries(response.headers);
  return { status: response.status, body: await response.text(), headers: rest };
}

const hitsOf = async (id: number) => (await server.em().findOneOrFail(Article, { id })).hits;

async function inFront<T>(call: () => Promise<T>): Promise<{ result: T; front: boolean }> {
  const before = server.countersAnsweredInFront();
  const result = await call();
  return { result, front: server.countersAnsweredInFront() > before };
}

describe("/api/getDetail answered in front of Express", () => {
  it("answers with the router's bytes and headers, counting by the same rules", async () => {
    const hits = await hitsOf(3);
    const first = await inFront(() => getDetail("id=3", "192.0.2.1"));
    expect(first.front).toBe(false);
    const envelope = JSON.parse(first.result.body);
    expect(envelope).toMatchObject({ status: 1, msg: "ok", data: { id: 3, hits: hits + 1 } });

    const repeat = await inFront(() => getDetail("id=3", "192.0.2.1"));
    expect(repeat.front).toBe(true);
    expect(repeat.result).toEqual(first.result);
    expect(repeat.result.headers).toMatchObject({ etag: expect.stringMatching(/^W\//), "content-type": "application/json; charset=utf-8" });

    const other = await inFront(() => getDetail("id=3", "192.0.2.2"));
    expect(other.front).toBe(true);
    expect(JSON.parse(other.result.body).data.hits).toBe(hits + 2);
    await server.flushCounts();
    expect(await hitsOf(3)).toBe(hits + 2);
  });

  it("leaves bad ids, missing articles, other bodies and signed-in calls to the router, which answers them as ever", async () => {
    await getDetail("id=3", "192.0.2.10");
    for (const form of ["id=abc", "id=3&id=4", "id=999999", "__proto__=1&id=3", "id=%E4%B8%AD"]) {
      const answer = await inFront(() => getDetail(form, "192.0.2.10"));
      expect(answer.front).toBe(false);
      expect(JSON.parse(answer.result.body)).toMatchObject({ status: 0, data: null });
    }
    const json = await inFront(() => getDetail(JSON.stringify({ id: 3 }), "192.0.2.10", { "content-type": "application/json" }));
    expect(json.front).toBe(false);
    expect(JSON.parse(json.result.body)).toMatchObject({ status: 1, data: { id: 3 } });
    const signedIn = await inFront(() => getDetail("id=3", "192.0.2.10", { cookie: `${SESSION_COOKIE}=whatever` }));
    expect(signedIn.front).toBe(false);
  });

  it("charges an address's budget once for a refused view", async () => {
    const address = "192.0.2.30";
    await getDetail("id=3", "192.0.2.31");
    for (let i = 1; i < VIEW_COUNTING.perAddress.counts; i++) await getDetail(`id=${900_000 + i}`, address);
    await server.flushCounts();
    const [hits4, hits5] = [await hitsOf(4), await hitsOf(5)];
    await getDetail("id=4", address);
    await getDetail("id=5", address);
    await server.flushCounts();
    expect([await hitsOf(4), await hitsOf(5)]).toEqual([hits4 + 1, hits5]);
  });
});
