import { beforeEach, describe, expect, it } from "vitest";
import { CAPTCHA_TEXT, type TestServer } from "../../test/harness";
import { useTestServer } from "../../test/use-test-server";
import { Message } from "../modules/message/message.entity";
import { POSTING } from "../modules/message/message.service";
import { LimitedAction } from "../modules/rate-limit/rate-limit.entity";
import { Role, RoleAuth } from "../modules/user/user.entity";
import { type LegacyClient } from "../../test/legacy-client";

let server: TestServer, api: LegacyClient, token: string;
useTestServer((started) => ({ server, api, token } = started), { signIn: "legacy" });
// Every post comes from one address, whose count the limiter keeps: each test starts with none.
beforeEach(async () => {
  await server.em().nativeDelete(Message, {});
  await server.em().nativeDelete(LimitedAction, {});
});

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const ROW = ["id", "name", "text", "reply", "create_time", "reply_time"];

/** Posts as a visitor does: a fresh captcha cookie, then the form. */
async function add(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const cookie = await api.captchaCookie();
  return api.call("messageAdd", { name: "Ada", text: "Lovely blog!", gvcode: CAPTCHA_TEXT, ...fields }, { cookie, headers });
}

const update = (fields: Record<string, string>) => api.call("messageUpdate", fields, { token });

/** Messages straight into the database, the newest first in the given order. */
async function seed(rows: Partial<Message>[]): Promise<Message[]> {
  const em = server.em();
  const saved = rows.map((row, i) =>
    em.create(Message, { name: `n${i}`, text: `t${i}`, createTime: new Date(Date.now() - i * 60_000), ...row }),
  );
  await em.flush();
  return saved;
}

describe("/api/messageAdd", () => {
  it("saves the message as plain text, waiting for approval, and answers it", async () => {
    const text = "<b>hi</b> & <script>alert(1)</script>";
    const { body } = await add({ email: "ada@example.org", text });
    expect(body).toMatchObject({ status: 1, msg: "Thank you! Your message will appear once it is approved." });
    expect(Object.keys(body.data)).toEqual([...ROW, "is_show"]);
    expect(body.data).toMatchObject({ name: "Ada", text, reply: "", reply_time: null, is_show: 0 });
    expect(body.data.create_time).toMatch(TIME);
    const saved = await server.em().findOneOrFail(Message, { id: body.data.id });
    expect(saved).toMatchObject({ text, email: "ada@example.org", isShow: false });
    expect((await api.call("getMessages")).body.data).toEqual([]);
  });

  it.each([
    [{ name: "" }, "name must not be blank"],
    [{ text: "   " }, "text must not be blank"],
    [{ text: "x".repeat(101) }, "text must be at most 100 characters"],
    [{ email: "not-an-address" }, "email must be an e-mail address"],
    [{ gvcode: "" }, "enter captcha code"],
    [{ gvcode: "wrong" }, "The captcha code is wrong or has expired. Enter the code from the new picture."],
  ])("refuses %j with the service's msg and saves nothing", async (fields, msg) => {
    expect((await add(fields)).body).toEqual({ status: 0, msg, data: null });
    expect(await server.em().count(Message)).toBe(0);
  });

  it("needs the captcha cookie that goes with the answer", async () => {
    const { body } = await api.call("messageAdd", { name: "Ada", text: "Hi", gvcode: CAPTCHA_TEXT });
    expect(body.status).toBe(0);
    expect(body.msg).toMatch(/captcha/i);
  });

  it("throttles posting per address, saying when to try again", async () => {
    for (let i = 0; i < POSTING.perWindow; i++) expect((await add({ text: `hello ${i}` })).body.status).toBe(1);
    const { body } = await add({ text: "one more" });
    expect(body.status).toBe(0);
    expect(body.msg).toMatch(/try again in \d+ minutes/i);
    expect(await server.em().count(Message)).toBe(POSTING.perWindow);
  });

  it("is refused when sent from another site", async () => {
    expect((await add({}, { origin: "https://evil.example" })).body.msg).toBe("Refused: this request was sent from another site.");
    expect(await server.em().count(Message)).toBe(0);
  });
});

describe("/api/getMessages", () => {
  it("lists approved messages newest first, without e-mail, for visitors and signed-in callers alike", async () => {
    const [newest, pending, older] = await seed([
      { isShow: true, email: "a@example.org" },
      { isShow: false },
      { isShow: true, reply: "Thanks!", replyTime: new Date() },
    ]);
    const { body, text } = await api.call("getMessages");
    expect(body.status).toBe(1);
    expect(body.data.map((m: { id: number }) => m.id)).toEqual([newest.id, older.id]);
    expect(Object.keys(body.data[0])).toEqual(ROW);
    expect(body.data[0]).toMatchObject({ name: "n0", text: "t0", reply: "", reply_time: null });
    expect(body.data[1].reply).toBe("Thanks!");
    expect(body.data[1].reply_time).toMatch(TIME);
    expect(text).not.toContain("a@example.org");
    expect(body.data.map((m: { id: number }) => m.id)).not.toContain(pending.id);
    expect((await api.call("getMessages", {}, { token })).body).toEqual(body);
  });
});

describe("/api/messageUpdate", () => {
  it("approves a message, which then appears publicly, and hides it again", async () => {
    const [message] = await seed([{ isShow: false }]);
    const { body } = await update({ id: String(message.id), is_show: "1" });
    expect(body.status).toBe(1);
    expect(body.data).toMatchObject({ id: message.id, is_show: 1 });
    expect((await api.call("getMessages")).body.data.map((m: { id: number }) => m.id)).toEqual([message.id]);
    expect((await update({ id: String(message.id), is_show: "0" })).body.data.is_show).toBe(0);
    expect((await api.call("getMessages")).body.data).toEqual([]);
  });

  it("replies as plain text with the time, and an empty reply removes it", async () => {
    const [message] = await seed([{ isShow: true }]);
    const replied = (await update({ id: String(message.id), reply: "  <i>Thank you</i>  " })).body;
    expect(replied.data).toMatchObject({ reply: "<i>Thank you</i>", is_show: 1 });
    expect(replied.data.reply_time).toMatch(TIME);
    expect((await api.call("getMessages")).body.data[0].reply).toBe("<i>Thank you</i>");
    const removed = (await update({ id: String(message.id), reply: "" })).body;
    expect(removed.data).toMatchObject({ reply: "", reply_time: null });
    expect((await update({ id: String(message.id), reply: "x".repeat(501) })).body.msg).toBe("reply must be at most 500 characters");
  });

  it("changes one field at a time and refuses bad values, writing nothing", async () => {
    const [message] = await seed([{ isShow: false }]);
    const id = String(message.id);
    expect((await update({ id })).body).toEqual({ status: 0, msg: "Give one of is_show, reply to change.", data: null });
    expect((await update({ id, is_show: "1", reply: "Hi" })).body.msg).toBe(
      "Change one field at a time: got is_show and reply; send only one of is_show, reply.",
    );
    expect((await update({ id, is_show: "2" })).body.msg).toBe("is_show must be 0 or 1");
    expect((await update({ id: "99999", is_show: "1" })).body.msg).toBe("Message 99999 was not found.");
    expect(await server.em().findOneOrFail(Message, { id: message.id })).toMatchObject({ isShow: false, reply: "" });
  });

  it("needs a session with edit rights", async () => {
    const [message] = await seed([{ isShow: false }]);
    const fields = { id: String(message.id), is_show: "1" };
    expect((await api.call("messageUpdate", fields)).body).toEqual({ status: 2, msg: "Please sign in first.", data: null });
    await server.createUser({ name: "message-viewer", password: "viewer-password-1", role: Role.USER, roleAuth: RoleAuth.VIEW });
    const viewer = await api.signIn("message-viewer", "viewer-password-1", CAPTCHA_TEXT);
    expect((await api.call("messageUpdate", fields, { token: viewer })).body).toEqual({ status: 0, msg: "no permission", data: null });
    expect((await server.em().findOneOrFail(Message, { id: message.id })).isShow).toBe(false);
  });
});
