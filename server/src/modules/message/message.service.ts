import type { EntityManager } from "@mikro-orm/postgresql";
import type { FilterQuery } from "@mikro-orm/core";
import { spendCaptcha } from "../auth/captcha.service";
import { CAPTCHA_COOKIE } from "../auth/cookies";
import { badInput } from "../../kernel/errors";
import { checkPage } from "../../kernel/paging";
import { optionalEmail, optionalText, requireText } from "../../kernel/text-rules";
import { deleteRowOperation, findRowOrFail } from "../../kernel/row-updates";
import { operation } from "../../kernel/operation";
import { EDIT, PUBLIC } from "../../kernel/permissions";
import { Message } from "./message.entity";
import { findPage } from "../../kernel/find-page";
import { addressLimiter } from "../rate-limit/rate-limit.service";

/** The spec's textarea default. */
export const MESSAGE_MAX_LENGTH = 100;
export const REPLY_MAX_LENGTH = 500;
/** A visitor may post this many messages from one address in ten minutes; the next is refused with HTTP 429. */
export const POSTING = addressLimiter({
  action: "message.post",
  perWindow: 3,
  windowMs: 10 * 60_000,
  refusal: { id: "message.wait", message: (minutes) => `You have left several messages just now. Try again in ${minutes} minutes.` },
});

export type MessageStatus = "ALL" | "APPROVED" | "PENDING";

async function findMessages(
  em: EntityManager,
  args: { offset: number; limit: number; status: MessageStatus },
  signedIn: boolean,
) {
  checkPage(args);
  const status = signedIn ? args.status : "APPROVED";
  const where: FilterQuery<Message> = status === "ALL" ? {} : { isShow: status === "APPROVED" };
  const [items, total] = await findPage(em, Message, where, {
    orderBy: { createTime: "desc", id: "desc" },
    offset: args.offset,
    limit: args.limit,
  });
  return { items, total };
}

export interface NewMessage {
  name: string;
  email?: string;
  text: string;
  captcha: string;
  captchaId?: string;
}

/**
 * A visitor's message: plain text, waiting for approval. Limited per address before the captcha is spent (a
 * refused visitor keeps it), and counted with the message it saves.
 */
async function saveNewMessage(em: EntityManager, input: NewMessage, ip: string): Promise<Message> {
  const name = requireText(input.name ?? "", "name", 50)!;
  const email = optionalEmail(input.email ?? undefined, "email") ?? "";
  const text = requireText(input.text ?? "", "text", MESSAGE_MAX_LENGTH)!;
  if (!input.captcha?.trim()) throw badInput("enter captcha code", "captcha", { id: "signIn.enterCaptcha" });

  await POSTING.check(em, ip);
  if (!(await spendCaptcha(em, input.captchaId, input.captcha))) {
    throw badInput("The captcha code is wrong or has expired. Enter the code from the new picture.", "captcha", { id: "signIn.captcha" });
  }
  return em.transactional(async (tx) => {
    await POSTING.take(tx, ip);
    const message = tx.create(Message, { name, email, text });
    await tx.flush();
    return message;
  });
}

async function saveShown(em: EntityManager, id: number, shown: boolean): Promise<Message> {
  const message = await findRowOrFail(em, Message, "Message", id);
  message.isShow = shown;
  await em.flush();
  return message;
}

/** An empty reply removes the reply. */
async function saveReply(em: EntityManager, id: number, reply: string): Promise<Message> {
  const text = optionalText(reply, "reply", REPLY_MAX_LENGTH) ?? "";
  const message = await findRowOrFail(em, Message, "Message", id);
  message.reply = text;
  message.replyTime = text ? new Date() : null;
  await em.flush();
  return message;
}

// The use cases GraphQL and the legacy /api shim both run; each says once who may call it.

/** Messages newest first, a page at a time: approved ones for visitors, any status for signed-in users. */
export const listMessages = operation(PUBLIC, (ctx, args: { offset: number; limit: number; status: MessageStatus }) =>
  findMessages(ctx.em, args, !!ctx.user),
);

/**
 * A visitor leaves a message. The captcha is the one the captcha cookie names unless the input names one;
 * it is spent either way, so the cookie is cleared.
 */
export const postMessage = operation(PUBLIC, async (ctx, { input }: { input: NewMessage }) => {
  const message = await saveNewMessage(
    ctx.em,
    { ...input, captchaId: input.captchaId ?? ctx.cookies.get(CAPTCHA_COOKIE) },
    ctx.ip,
  );
  ctx.cookies.clear(CAPTCHA_COOKIE);
  return message;
});

/** Approves (shows) or hides a message. */
export const setMessageShown = operation(EDIT, (ctx, { id, shown }: { id: number; shown: boolean }) => saveShown(ctx.em, id, shown));

export const replyToMessage = operation(EDIT, (ctx, { id, reply }: { id: number; reply: string }) => saveReply(ctx.em, id, reply));

export const deleteMessage = deleteRowOperation(EDIT, Message, "Message");
