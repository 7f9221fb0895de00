import { generate } from "otplib";
import sharp from "sharp";
import { expect } from "vitest";
import { Comment } from "../src/modules/comment/comment.entity";
import { CAPTCHA_TEXT, type TestServer } from "./harness";

/** What a filled blog's test needs to check after a restore: who signs in how, and where its pages are. */
export interface FilledBlog {
  editor: { name: string; password: string };
  twoFactor: { name: string; password: string; recoveryCodes: string[] };
  publishedSlug: string;
  tagSlug: string;
  image: string;
}

async function ok(result: Promise<{ data?: any; errors?: unknown }>) {
  const { data, errors } = await result;
  expect(errors).toBeUndefined();
  return data;
}

/**
 * Adds to the demo content what a backup has to carry: a published article in Chinese with a tag, an image
 * and a second revision, a reader's comment the owner approved and answered, a draft, an approved message with
 * a reply, a link, an editor, and a user with two-factor sign-in.
 */
export async function fillBlog(server: TestServer, token: string): Promise<FilledBlog> {
  const gql = (query: string, variables: Record<string, unknown> = {}) => ok(server.gql(query, variables, { token }));
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c08040" } }).png().toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "bread.png");
  const uploaded = await fetch(`${server.url}/api/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
  const image = ((await uploaded.json()) as { data: { url: string } }).data.url;

  const create = `mutation($input: CreateArticleInput!) { createArticle(input: $input) { id slug } }`;
  const { createArticle: bread } = await gql(create, { input: { columnId: 2, title: "吐司的做法", summary: "面包：烤到金黄", content: `<p>先揉面。</p><figure><img src="${image}" alt="A loaf"></figure>` } });
  await gql(`mutation($id: Int!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { id } }`, { id: bread.id, input: { content: `<p>先揉面，再发酵。</p><figure><img src="${image}" alt="A loaf"></figure>` } });
  await gql(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id: bread.id });
  const { createTag } = await gql(`mutation { createTag(input: { name: "烘焙" }) { id slug } }`);
  await gql(`mutation($id: Int!, $tagIds: [Int!]!) { setArticleTags(id: $id, tagIds: $tagIds) { id } }`, { id: bread.id, tagIds: [createTag.id] });
  await gql(create, { input: { columnId: 2, title: "Still a draft", summary: "Not yet", content: "<p>Unfinished.</p>" } });

  // Written straight to the table: posting through the API would wait out the comment form's minimum time.
  const em = server.em();
  const comment = em.create(Comment, { thread: bread.id, authorName: "读者", body: "看起来*很好吃*", bodyHtml: "<p>看起来<em>很好吃</em></p>", language: "ZH", ipHash: "0".repeat(64) });
  await em.flush();
  await gql(`mutation($id: Int!) { replyToComment(id: $id, body: "谢谢！") { id } }`, { id: comment.id });

  const captcha = await ok(server.gql(`{ captcha { id } }`));
  const { postMessage } = await ok(server.gql(`mutation($input: PostMessageInput!) { postMessage(input: $input) { id } }`, { input: { name: "读者", text: "写得真好", captcha: CAPTCHA_TEXT, captchaId: captcha.captcha.id } }));
  await gql(`mutation($id: Int!) { setMessageShown(id: $id, shown: true) { id } }`, { id: postMessage.id });
  await gql(`mutation($id: Int!) { replyToMessage(id: $id, reply: "谢谢！") { id } }`, { id: postMessage.id });
  await gql(`mutation { createLink(input: { name: "朋友", url: "https://example.com/friend", isShow: true }) { id } }`);

  const editor = { name: "editor", password: "editor-password-1" };
  await server.createUser({ ...editor });
  const twoFactor = { name: "guarded", password: "guarded-password-1" };
  await server.createUser(twoFactor);
  const guardedToken = await server.signIn(twoFactor.name, twoFactor.password);
  const started = await ok(server.gql(`mutation { startTwoFactorEnrolment { secret } }`, {}, { token: guardedToken }));
  const code = await generate({ secret: started.startTwoFactorEnrolment.secret });
  const confirmed = await ok(server.gql(`mutation($code: String!) { confirmTwoFactorEnrolment(code: $code) { codes } }`, { code }, { token: guardedToken }));
  return { editor, twoFactor: { ...twoFactor, recoveryCodes: confirmed.confirmTwoFactorEnrolment.codes }, publishedSlug: bread.slug, tagSlug: createTag.slug, image };
}

/** The public pages, feeds and sitemap of a filled blog. */
export const publicPaths = (blog: FilledBlog) => ["/", `/posts/${encodeURIComponent(blog.publishedSlug)}`, `/tag/${encodeURIComponent(blog.tagSlug)}`, "/about", "/guestbook", "/rss.xml", "/atom.xml", "/sitemap.xml", "/robots.txt", blog.image];

/** JSON with every object's keys sorted: the same data, whatever order parallel reads filled it in. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(canonical) : value && typeof value === "object" ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)])) : value;

/** A page's served data (its Apollo cache snapshot and messages), whose keys follow the order its queries happened to finish in, put in order. */
const sortedSnapshot = (html: string) =>
  html.replace(/(<script type="application\/json" id="served-page">)(.*?)(<\/script>)/s, (_all, open: string, json: string, close: string) => open + JSON.stringify(canonical(JSON.parse(json))) + close);

/**
 * Each path's status, type and body, with the server's own address replaced (two test servers listen on two
 * ports; links follow the address a visitor came to), the per-answer script nonce blanked and the page's
 * cache snapshot in a stable order.
 */
export async function publicAnswers(url: string, paths: readonly string[]): Promise<Record<string, string>> {
  const answers: Record<string, string> = {};
  for (const path of paths) {
    const response = await fetch(url + path);
    const bytes = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get("content-type") ?? "";
    const body = /^(text|application\/(rss|atom)?\+?xml)/.test(type) ? bytes.toString("utf8").split(url).join("ORIGIN").split(new URL(url).host).join("HOST").replace(/nonce="[^"]*"/g, 'nonce=""') : bytes.toString("base64");
    answers[path] = `${response.status} ${type}\n${sortedSnapshot(body)}`;
  }
  return answers;
}
