import { escapeUTF8 } from "entities";
import { Language } from "../../kernel/language";
import { link, paragraphs, type MailWords } from "../mail/mail-words";


/** The request to confirm a subscription, in the reader's language. */
export function subscribeConfirmationWords(language: Language, site: string, confirmUrl: string): MailWords {
  if (language === Language.ZH) {
    return {
      subject: `确认订阅「${site}」`,
      text: [`有人用这个地址订阅了「${site}」的新文章。`, `确认订阅（链接 48 小时内有效）：${confirmUrl}`, "如果不是你本人，请忽略这封邮件：不会再有邮件寄给你。"].join("\n\n"),
      html: paragraphs([`有人用这个地址订阅了「${escapeUTF8(site)}」的新文章。`, link(confirmUrl, "确认订阅（48 小时内有效）"), "如果不是你本人，请忽略这封邮件：不会再有邮件寄给你。"]),
    };
  }
  return {
    subject: `Confirm your subscription to ${site}`,
    text: [`Someone subscribed this address to new posts from ${site}.`, `Confirm (the link works for 48 hours): ${confirmUrl}`, "If that was not you, ignore this message: nothing more will be sent."].join("\n\n"),
    html: paragraphs([`Someone subscribed this address to new posts from ${escapeUTF8(site)}.`, link(confirmUrl, "Confirm the subscription (within 48 hours)"), "If that was not you, ignore this message: nothing more will be sent."]),
  };
}

/** The fixed words of a post sent by e-mail. */
export const NEWSLETTER_WORDS = {
  [Language.EN]: {
    readOnSite: "Read on the site",
    continueOnSite: "This post is too long for an e-mail: read the rest on the site.",
    otherLanguage: "This post has no English version yet; here it is in Chinese.",
    why: (site: string) => `You get this because you subscribed to ${site}.`,
    unsubscribe: "Unsubscribe",
    testNote: "A test copy, sent to you before publishing.",
  },
  [Language.ZH]: {
    readOnSite: "在网站上阅读",
    continueOnSite: "这篇文章太长，邮件里放不下：请到网站上阅读全文。",
    otherLanguage: "这篇文章还没有中文版本，以下是英文原文。",
    why: (site: string) => `你收到这封邮件，是因为你订阅了「${site}」。`,
    unsubscribe: "退订",
    testNote: "这是发布前寄给你的测试邮件。",
  },
};

/** The words of the pages the mail links open. */
export const SUBSCRIBER_PAGE_WORDS = {
  [Language.EN]: {
    confirm: {
      title: "Confirm your subscription",
      ask: "Get new posts from this site by e-mail at this address?",
      button: "Confirm",
      done: "Done: new posts will come to you by e-mail.",
    },
    stop: { title: "Unsubscribe", ask: "Stop getting new posts by e-mail?", button: "Unsubscribe", done: "Done: you will get no more posts by e-mail." },
    badLink: "This link is not valid or has expired. Copy the whole address from the e-mail, or subscribe again.",
  },
  [Language.ZH]: {
    confirm: { title: "确认订阅", ask: "用这个地址通过电子邮件接收本站的新文章吗？", button: "确认", done: "完成：新文章会寄到你的邮箱。" },
    stop: { title: "退订", ask: "不再通过电子邮件接收新文章吗？", button: "退订", done: "完成：你不会再收到新文章的邮件。" },
    badLink: "这个链接无效或已过期。请从邮件中复制完整的地址，或重新订阅。",
  },
};
