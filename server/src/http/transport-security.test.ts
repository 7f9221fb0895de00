import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, startTestServer, type TestServer } from "../../test/harness";
import { cookieFrom, legacyClient } from "../../test/legacy-client";
import { Captcha } from "../modules/auth/auth.entities";
import { hashToken } from "../modules/auth/tokens";
import { CACHE_HEADER } from "../cache/answer-cache";

/** What a TLS-terminating proxy adds; the server must believe it only when TRUST_PROXY names the proxy. */
const FORWARDED_HTTPS = { "x-forwarded-proto": "https" };
const PLAIN = {};

interface Expected {
  secureCookies: boolean;
  /** Whether the server takes the request for HTTPS: then, and only then, HSTS and upgrade-insecure-requests. */
  https: boolean;
}

/**
 * Each configuration, and what a request that says it came over HTTPS (X-Forwarded-Proto) and a plain HTTP
 * request get. The test server listens on plain HTTP on 127.0.0.1, as a server behind a proxy does.
 * CAPTCHA_TEST_TEXT and COMMENT_TEST_CHALLENGE_MAX are off everywhere (production refuses them): captcha answers are read from the database.
 */
const CASES: [string, Record<string, string>, { forwardedHttps: Expected; plain: Expected }][] = [
  [
    "development behind a trusted proxy",
    { NODE_ENV: "development", TRUST_PROXY: "1", CAPTCHA_TEST_TEXT: "", COMMENT_TEST_CHALLENGE_MAX: "" },
    { forwardedHttps: { secureCookies: true, https: true }, plain: { secureCookies: false, https: false } },
  ],
  [
    "production behind a trusted proxy",
    { NODE_ENV: "production", TRUST_PROXY: "1", CAPTCHA_TEST_TEXT: "", COMMENT_TEST_CHALLENGE_MAX: "" },
    { forwardedHttps: { secureCookies: true, https: true }, plain: { secureCookies: false, https: false } },
  ],
  [
    "production without TRUST_PROXY, so X-Forwarded-Proto is a spoof",
    { NODE_ENV: "production", CAPTCHA_TEST_TEXT: "", COMMENT_TEST_CHALLENGE_MAX: "" },
    { forwardedHttps: { secureCookies: false, https: false }, plain: { secureCookies: false, https: false } },
  ],
  [
    "COOKIE_SECURE=true behind a TLS proxy that is not trusted",
    { NODE_ENV: "production", COOKIE_SECURE: "true", CAPTCHA_TEST_TEXT: "", COMMENT_TEST_CHALLENGE_MAX: "" },
    { forwardedHttps: { secureCookies: true, https: false }, plain: { secureCookies: true, https: false } },
  ],
];

describe.each(CASES)("transport security: %s", (_name, env, expected) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(env);
  });
  afterAll(() => server?.close());

  async function captchaAnswer(id: string): Promise<string> {
    return (await server.em().findOneOrFail(Captcha, { idHash: hashToken(id) })).answer;
  }

  /**
   * Every way the server sets or clears a cookie, through GraphQL and the legacy shim alike: both captchas,
   * sign-in (session set, captcha cleared), sign-out (session cleared), a guestbook message (captcha cleared).
   * Answers every Set-Cookie line.
   */
  async function everyCookieExchange(headers: Record<string, string>): Promise<string[]> {
    const lines: string[] = [];
    const api = legacyClient(server.url);

    const captcha = await server.gql(`{ captcha { id } }`, {}, { headers });
    lines.push(...captcha.headers.getSetCookie());

    const legacyCaptcha = await api.call("captcha", {}, { method: "GET", headers });
    lines.push(...legacyCaptcha.headers.getSetCookie());
    const captchaCookie = cookieFrom(legacyCaptcha.headers, "blog_captcha")!;
    const gvcode = await captchaAnswer(captchaCookie.split("=")[1]);
    const logup = await api.logup(ADMIN.name, ADMIN.password, gvcode, { cookie: captchaCookie, headers });
    expect(logup.body.status).toBe(1);
    lines.push(...logup.headers.getSetCookie());

    const logout = await server.gql(`mutation { logout }`, {}, { cookie: cookieFrom(logup.headers, "blog_session"), headers });
    expect(logout.data).toEqual({ logout: true });
    lines.push(...logout.headers.getSetCookie());

    const captchaId = captcha.data.captcha.id as string;
    const message = await server.gql(
      `mutation($input: PostMessageInput!) { postMessage(input: $input) { id } }`,
      { input: { name: "Ada", text: "Lovely blog!", captcha: await captchaAnswer(captchaId), captchaId } },
      { headers },
    );
    expect(message.errors).toBeUndefined();
    lines.push(...message.headers.getSetCookie());
    return lines;
  }

  const requests = [
    ["forwarded as HTTPS", FORWARDED_HTTPS, expected.forwardedHttps],
    ["plain HTTP", PLAIN, expected.plain],
  ] as const;

  describe.each(requests)("a request %s", (_kind, headers, { secureCookies, https }) => {
    it(`gets ${secureCookies ? "Secure" : "no Secure on its"} cookies`, async () => {
      const lines = await everyCookieExchange(headers);
      // Every cookie, each set and cleared (the known-browser one is only set): nothing the server sends escapes the check.
      expect(lines.map((line) => line.split("=")[0]).sort()).toEqual([
        "blog_captcha",
        "blog_captcha",
        "blog_captcha",
        "blog_captcha",
        "blog_device",
        "blog_session",
        "blog_session",
      ]);
      for (const line of lines) expect({ line, secure: /;\s*Secure(;|$)/i.test(line) }).toEqual({ line, secure: secureCookies });
    });

    it(`gets ${https ? "" : "no "}Strict-Transport-Security, and one framing policy on what can be shown as a page`, async () => {
      const documents = [await fetch(`${server.url}/healthz`, { headers }), await fetch(`${server.url}/`, { headers })];
      // The API's JSON is never shown as a page: no CSP or framing headers, but HSTS all the same.
      const api = await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: '{"query":"{ me { name } }"}' });
      for (const answer of [...documents, api]) {
        expect(answer.headers.get("strict-transport-security")).toBe(https ? "max-age=31536000; includeSubDomains" : null);
      }
      for (const answer of documents) {
        const csp = answer.headers.get("content-security-policy")!;
        expect(csp).toContain("frame-ancestors 'none'");
        expect(answer.headers.get("x-frame-options")).toBe("DENY");
        // Upgrading subresource requests only makes sense for a page that was itself served over HTTPS.
        expect(csp.includes("upgrade-insecure-requests")).toBe(https);
      }
      expect({ csp: api.headers.get("content-security-policy"), framing: api.headers.get("x-frame-options") }).toEqual({ csp: null, framing: null });
    });
  });

  it("keeps cached public answers for HTTPS and plain HTTP apart, each with its own headers", async () => {
    const read = (headers: Record<string, string>) =>
      fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: '{"query":"{ columns { id } }"}' });
    const legacyRead = (headers: Record<string, string>) => fetch(`${server.url}/api/getArticle`, { method: "POST", headers });
    // Where the forwarded header is not believed, both kinds of request are plain HTTP and share one answer.
    const plainFirst = expected.forwardedHttps.https ? "miss" : "hit";
    for (const send of [read, legacyRead]) {
      for (const [headers, { https }, first] of [[FORWARDED_HTTPS, expected.forwardedHttps, "miss"], [PLAIN, expected.plain, plainFirst]] as const) {
        for (const cache of [first, "hit"]) {
          const answer = await send(headers);
          expect(answer.status).toBe(200);
          expect({ cache: answer.headers.get(CACHE_HEADER), hsts: answer.headers.has("strict-transport-security") }).toEqual({ cache, hsts: https });
        }
      }
    }
  });
});
