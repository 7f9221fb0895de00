import { beforeEach, describe, expect, it } from "vitest";
import { CAPTCHA_TEXT, errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { LimitedAction } from "../rate-limit/rate-limit.entity";
import { Message } from "./message.entity";
import { POSTING } from "./message.service";

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { users: ["viewer"], signIn: "graphql" });
// Every post comes from one address, whose count the limiter keeps: each test starts with none.
beforeEach(async () => {
  await server.em().nativeDelete(Message, {});
  await server.em().nativeDelete(LimitedAction, {});
});

const POST = `mutation($input: PostMessageInput!) { postMessage(input: $input) { id name text isShow reply email } }`;
const LIST = `query($status: MessageStatus, $offset: Int, $limit: Int) { messages(status: $status, offset: $offset, limit: $limit) { total items { id name text reply email isShow } } }`;

async function post(fields: Record<string, unknown>, captcha = CAPTCHA_TEXT) {
  const captchaId = (await server.gql(`{ captcha { id } }`)).data.captcha.id;
  return server.gql(POST, { input: { name: "Ada", text: "Lovely blog!", captcha, captchaId, ...fields } });
}
const admin = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });

describe("guestbook", () => {
  it("keeps a new message pending until approved, then shows it with the reply to visitors", async () => {
    const posted = await post({ email: "ada@example.org" });
    expect(posted.errors).toBeUndefined();
    const message = posted.data.postMessage;
    expect(message).toMatchObject({ name: "Ada", isShow: false, email: null });
    expect((await server.gql(LIST)).data.messages.total).toBe(0);

    const pending = (await admin(LIST, { status: "PENDING" })).data.messages;
    expect(pending.items[0]).toMatchObject({ id: message.id, email: "ada@example.org" });

    await admin(`mutation { setMessageShown(id: ${message.id}, shown: true) { id } }`);
    await admin(`mutation { replyToMessage(id: ${message.id}, reply: "Thank you!") { reply } }`);
    const visible = (await server.gql(LIST)).data.messages;
    expect(visible.items).toEqual([{ id: message.id, name: "Ada", text: "Lovely blog!", reply: "Thank you!", email: null, isShow: true }]);
    expect((await server.gql(LIST, { status: "PENDING" })).data.messages.total).toBe(1);
  });

  it("shows a visitor's e-mail address to administrators only, not to other signed-in users", async () => {
    await post({ email: "grace@example.org", name: "Grace" });
    const asReader = (await server.gql(LIST, { status: "PENDING" }, { token: viewer })).data.messages.items;
    const asAdmin = (await admin(LIST, { status: "PENDING" })).data.messages.items;
    expect(asReader.find((message: { name: string }) => message.name === "Grace")).toMatchObject({ email: null });
    expect(asAdmin.find((message: { name: string }) => message.name === "Grace")).toMatchObject({ email: "grace@example.org" });
  });

  it("stores markup as plain text, exactly as typed", async () => {
    const text = `<b>hi</b><script>alert(1)</script>`;
    const posted = await post({ text });
    expect(posted.data.postMessage.text).toBe(text);
    expect((await server.em().findOneOrFail(Message, { id: posted.data.postMessage.id })).text).toBe(text);
  });

  it("checks lengths, the e-mail and the captcha, writing nothing on refusal", async () => {
    expect((await post({ text: "x".repeat(101) })).errors![0].message).toMatch(/at most 100 characters/);
    expect(errorCode(await post({ text: "   " }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await post({ name: "" }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await post({ email: "nope" }))).toBe("BAD_USER_INPUT");
    expect((await post({}, "wrong")).errors![0].message).toMatch(/captcha/i);
    expect(await server.em().count(Message)).toBe(0);
    expect((await post({ text: "字".repeat(100) })).errors).toBeUndefined();
  });

  it("throttles posting per address, saying when to try again", async () => {
    for (let i = 0; i < POSTING.perWindow; i++) expect((await post({ text: `hello ${i}` })).errors).toBeUndefined();
    const refused = await post({ text: "one more" });
    expect(errorCode(refused)).toBe("TOO_MANY_REQUESTS");
    expect(refused.errors![0].message).toMatch(/try again in \d+ minutes/i);
    expect(await server.em().count(Message)).toBe(POSTING.perWindow);
  });

  it("pages newest first for the back-office, and deletes", async () => {
    const em = server.em();
    for (let i = 0; i < 12; i++) em.create(Message, { name: `n${i}`, text: `t${i}`, createTime: new Date(Date.now() - i * 60_000) });
    await em.flush();
    const page1 = (await admin(LIST, { limit: 10 })).data.messages;
    const page2 = (await admin(LIST, { offset: 10, limit: 10 })).data.messages;
    expect(page1.total).toBe(12);
    expect(page1.items[0].name).toBe("n0");
    expect(page2.items.map((m: { name: string }) => m.name)).toEqual(["n10", "n11"]);
    const id = page1.items[0].id;
    expect((await admin(`mutation { deleteMessage(id: ${id}) }`)).data.deleteMessage).toBe(id);
    expect(errorCode(await admin(`mutation { setMessageShown(id: ${id}, shown: true) { id } }`))).toBe("NOT_FOUND");
  });

  it("refuses moderation to visitors and view-only users", async () => {
    const id = (await post({})).data.postMessage.id;
    expect(errorCode(await server.gql(`mutation { setMessageShown(id: ${id}, shown: true) { id } }`))).toBe("UNAUTHENTICATED");
    expect(errorCode(await server.gql(`mutation { replyToMessage(id: ${id}, reply: "x") { id } }`, {}, { token: viewer }))).toBe("FORBIDDEN");
    expect(errorCode(await server.gql(`mutation { deleteMessage(id: ${id}) }`, {}, { token: viewer }))).toBe("FORBIDDEN");
  });
});
