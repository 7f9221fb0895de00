import { allPages } from "../all-pages";
import { givenText, read } from "../readers";
import { legacyRoute, setField, updateRoute } from "../route";
import { flag, legacyTime } from "../shapes";
import type { Message } from "../../modules/message/message.entity";
import { listMessages, postMessage, replyToMessage, setMessageShown } from "../../modules/message/message.service";

/**
 * A guestbook message as the public list shows it: only approved ones are listed, so there is no flag, and
 * never the e-mail address. reply_time is null until the owner replies.
 */
const messageRow = (m: Message) => ({
  id: m.id, name: m.name, text: m.text, reply: m.reply,
  create_time: legacyTime(m.createTime), reply_time: m.replyTime ? legacyTime(m.replyTime) : null,
});

/** A message just posted or changed: the list fields and whether it is shown (a new one is not, yet). */
const savedMessageRow = (m: Message) => ({ ...messageRow(m), is_show: flag(m.isShow) });

export const messageLegacy = {
  getMessages: legacyRoute({
    needs: listMessages.needs,
    publicRead: true,
    // Approved messages only, newest first, for every caller, like getDaily and getArticle: the shim has
    // no back-office list of messages; moderation goes through /api/messageUpdate or GraphQL.
    run: async (ctx) => (await allPages(listMessages, ctx, { status: "APPROVED" })).map(messageRow),
  }),
  messageAdd: legacyRoute({
    needs: postMessage.needs,
    writes: true,
    msg: "Thank you! Your message will appear once it is approved.",
    input: { name: read.text, email: read.text, text: read.text, gvcode: read.text },
    // As with /api/logup, the operation spends the captcha named by the captcha cookie.
    run: async (ctx, { name = "", email, text = "", gvcode = "" }) =>
      savedMessageRow(await postMessage.run(ctx, { input: { name, email, text, captcha: gvcode } })),
  }),
  messageUpdate: updateRoute(savedMessageRow, {
    is_show: setField(read.flag, setMessageShown, (id, shown) => ({ id, shown })),
    reply: setField(givenText, replyToMessage, (id, reply) => ({ id, reply })),
  }),
};
