import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { COMMENT_ELEMENTS, COMMENT_LINK_REL } from "../../kernel/sanitize-html";
import { LINK_SCHEMES, isAllowedUrl } from "../../shared/article-markup";
import { reader, useCommentClock } from "../../../test/comment-reader";
import { Comment } from "./comment.entity";

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql", env: { TRUST_PROXY: "true" } });
const clock = useCommentClock();
const admin = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });

/** Markup a browser would run, written as HTML, as Markdown, and as the tricks between the two. */
const PAYLOADS = [
  `<script>alert(1)</script>`,
  `<img src=x onerror=alert(1)>`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<object data="evil.swf"></object>`,
  `<embed src="evil.swf">`,
  `<p style="background:url(javascript:alert(1))">x</p>`,
  `<style>@import 'https://evil.example/x.css';</style>`,
  `<body onload=alert(1)>`,
  `<input autofocus onfocus=alert(1)>`,
  `<form action="javascript:alert(1)"><button>x</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<details open ontoggle=alert(1)>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `[x](javascript:alert(1))`,
  `[x](JaVaScRiPt:alert(1))`,
  `[x](&#106;avascript:alert(1))`,
  `[x](javascript&#58;alert(1))`,
  `[x](java%0Ascript:alert(1))`,
  `[x](vbscript:msgbox(1))`,
  `[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
  `[x](//evil.example)`,
  `[x](file:///etc/passwd)`,
  `[x](<javascript:alert(1)>)`,
  `<javascript:alert(1)>`,
  `[x][1]\n\n[1]: javascript:alert(1)`,
  `![x](https://evil.example/track.png)`,
  `![x](x" onerror="alert(1))`,
  `[x](https://ok.example "t\\" onmouseover=\\"alert(1)")`,
  `[x](https://ok.example/"onmouseover="alert(1))`,
  `[<img src=x onerror=alert(1)>](https://ok.example)`,
  `*<img src=x onerror=alert(1)>*`,
  `> <iframe src="https://evil.example"></iframe>`,
  `- <svg onload=alert(1)>\n- two`,
  "`<script>alert(1)</script>`",
  "```html\n<script>alert(1)</script>\n```",
  `&lt;script&gt;alert(1)&lt;/script&gt;`,
  `&#x3C;script&#x3E;alert(1)&#x3C;/script&#x3E;`,
  `\\<script>alert(1)\\</script>`,
  `javascript:alert(1) bare`,
  `https://ok.example/<script>alert(1)</script>`,
  `www.evil.example"onmouseover="alert(1)`,
  `<a href="https://ok.example" onclick="alert(1)" target="_blank" rel="opener">x</a>`,
  `[x](https://ok.example)<svg/onload=alert(1)>`,
];

type Node = DefaultTreeAdapterMap["node"];
const ALLOWED = new Set<string>([...COMMENT_ELEMENTS, "span"]);

/** What in a piece of HTML, parsed as a browser parses it, could run or load something: nothing, for a comment. */
function dangerIn(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeName === "#comment") found.push("an HTML comment");
    if ("tagName" in node) {
      if (!ALLOWED.has(node.tagName)) found.push(`<${node.tagName}>`);
      for (const { name, value } of node.attrs) {
        const allowed = (node.tagName === "a" && (name === "href" || name === "rel")) || (node.tagName === "ol" && name === "start");
        if (!allowed) found.push(`${node.tagName}[${name}]`);
        if (name === "href" && !isAllowedUrl(value, LINK_SCHEMES)) found.push(`href=${value}`);
        if (name === "href" && /^\s*\/\//.test(value)) found.push(`protocol-relative href=${value}`);
        if (name === "rel" && value !== COMMENT_LINK_REL) found.push(`rel=${value}`);
      }
    }
    if ("childNodes" in node) node.childNodes.forEach(visit);
    if ("content" in node && node.content) visit(node.content as unknown as Node);
  };
  visit(parseFragment(html) as unknown as Node);
  return found;
}

describe("comments and script injection", () => {
  const posted: { id: number; payload: string }[] = [];

  beforeAll(async () => {
    const created = await admin(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, title: "XSS corpus", content: "<p>Body</p>" } });
    const articleId = created.data.createArticle.id;
    await admin(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id: articleId });
    for (const [index, payload] of PAYLOADS.entries()) {
      // Each from an address of its own: the posting limit is not what this file is about.
      const result = await reader(server, clock, `203.0.113.${index + 1}`).post({ articleId, authorName: `<img src=x onerror=alert(${index})>`, body: payload });
      expect(result.errors, payload).toBeUndefined();
      posted.push({ id: result.data.postComment.comment.id, payload });
    }
    await admin(`mutation($ids: [Int!]!) { moderateComments(ids: $ids, action: APPROVE) { id } }`, { ids: posted.map((comment) => comment.id) });
  }, 120_000);

  it("has fifty payloads", () => {
    expect(PAYLOADS).toHaveLength(50);
  });

  it.each(PAYLOADS.map((payload, index) => [index, payload] as const))("stores #%i harmless: %s", async (index) => {
    const comment = await server.em().findOneOrFail(Comment, posted[index].id);
    expect(comment.body).toBe(PAYLOADS[index]);
    expect(dangerIn(comment.bodyHtml)).toEqual([]);
  });

  it("shows every one harmless in the thread a page renders, the names as plain text", async () => {
    const thread = await server.gql(`query($id: Int!) { commentThread(articleId: $id) { total comments { authorName bodyHtml } } }`, { id: (await server.em().findOneOrFail(Comment, posted[0].id)).thread.id });
    expect(thread.data.commentThread.total).toBe(PAYLOADS.length);
    for (const comment of thread.data.commentThread.comments) {
      expect(dangerIn(comment.bodyHtml), comment.bodyHtml).toEqual([]);
      expect(comment.authorName).toMatch(/^<img src=x onerror=alert\(\d+\)>$/);
    }
  });

  it("keeps what the subset allows, with every link marked as the reader's", async () => {
    const link = posted.find((comment) => comment.payload.startsWith("[x](https://ok.example)<svg"))!;
    expect((await server.em().findOneOrFail(Comment, link.id)).bodyHtml).toBe(`<p><a href="https://ok.example" rel="${COMMENT_LINK_REL}">x</a>&lt;svg/onload=alert(1)&gt;</p>`);
  });
});
