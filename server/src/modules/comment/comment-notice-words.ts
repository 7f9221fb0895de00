import { escapeUTF8 } from "entities";
import { Language } from "../../kernel/language";
import { link, paragraphs, type MailWords } from "../mail/mail-words";


/** The request to confirm an address for reply notices, in the commenter's language. */
export function confirmationWords(language: Language, site: string, confirmUrl: string): MailWords {
  if (language === Language.ZH) {
    return {
      subject: `确认「${site}」的回复通知`,
      text: [`你在「${site}」发表评论时，要求有人回复时用电子邮件通知你。`, `确认这个地址：${confirmUrl}`, "如果不是你本人，请忽略这封邮件：不会再有邮件寄给你。"].join("\n\n"),
      html: paragraphs([`你在「${escapeUTF8(site)}」发表评论时，要求有人回复时用电子邮件通知你。`, link(confirmUrl, "确认这个地址"), "如果不是你本人，请忽略这封邮件：不会再有邮件寄给你。"]),
    };
  }
  return {
    subject: `Confirm reply notices from ${site}`,
    text: [`You asked ${site} to tell you by e-mail when someone replies to your comments.`, `Confirm this address: ${confirmUrl}`, "If that was not you, ignore this message: nothing more will be sent."].join("\n\n"),
    html: paragraphs([`You asked ${escapeUTF8(site)} to tell you by e-mail when someone replies to your comments.`, link(confirmUrl, "Confirm this address"), "If that was not you, ignore this message: nothing more will be sent."]),
  };
}

export interface ReplyNotice {
  site: string;
  articleTitle: string;
  articleUrl: string;
  replierName: string;
  /** The reply as written (the text part) and as rendered and sanitised (the HTML part). */
  replyText: string;
  replyHtml: string;
  unsubscribeUrl: string;
}

/** The notice of an approved reply, in the recipient's language. */
export function replyNoticeWords(language: Language, notice: ReplyNotice): MailWords {
  const zh = language === Language.ZH;
  const said = zh ? `${notice.replierName} 回复了你在《${notice.articleTitle}》下的评论：` : `${notice.replierName} replied to your comment on “${notice.articleTitle}”:`;
  const read = zh ? "阅读这段对话" : "Read the conversation";
  const stop = zh ? "不再接收这段对话的通知" : "Stop notices for this conversation";
  return {
    subject: zh ? `${notice.replierName} 回复了你在《${notice.articleTitle}》下的评论` : `${notice.replierName} replied to your comment on “${notice.articleTitle}”`,
    text: [said, notice.replyText, `${read}: ${notice.articleUrl}`, `${stop}: ${notice.unsubscribeUrl}`].join("\n\n"),
    html: [`<p>${escapeUTF8(said)}</p>`, `<blockquote>${notice.replyHtml}</blockquote>`, paragraphs([link(notice.articleUrl, read), link(notice.unsubscribeUrl, stop)])].join("\n"),
  };
}

/** The request to confirm that every comment written with an address should be removed. */
export function removalWords(language: Language, site: string, confirmUrl: string): MailWords {
  if (language === Language.ZH) {
    return {
      subject: `确认删除你在「${site}」的评论`,
      text: [`有人要求删除用这个地址在「${site}」发表的所有评论。`, `如果是你本人，请确认：${confirmUrl}`, "确认后，网站主人会删除这些评论。如果不是你，请忽略这封邮件：什么都不会改变。"].join("\n\n"),
      html: paragraphs([`有人要求删除用这个地址在「${escapeUTF8(site)}」发表的所有评论。`, link(confirmUrl, "确认删除"), "确认后，网站主人会删除这些评论。如果不是你，请忽略这封邮件：什么都不会改变。"]),
    };
  }
  return {
    subject: `Confirm removing your comments from ${site}`,
    text: [`Someone asked ${site} to remove every comment written with this address.`, `If that was you, confirm: ${confirmUrl}`, "Once you confirm, the site's owner removes them. If it was not you, ignore this message: nothing changes."].join("\n\n"),
    html: paragraphs([`Someone asked ${escapeUTF8(site)} to remove every comment written with this address.`, link(confirmUrl, "Confirm the removal"), "Once you confirm, the site's owner removes them. If it was not you, ignore this message: nothing changes."]),
  };
}

/** The words of the pages the links open: asking to confirm or stop, and saying it is done or the link is bad. */
export const PAGE_WORDS = {
  [Language.EN]: {
    confirm: {
      title: "Confirm reply notices",
      ask: "Send reply notices for your comments to this address?",
      button: "Confirm",
      done: "Done: you will get an e-mail when someone replies to your comments.",
    },
    stop: {
      title: "Stop reply notices",
      ask: "Stop e-mails about replies in this conversation?",
      button: "Stop notices",
      done: "Done: you will get no more notices for this conversation.",
    },
    remove: {
      title: "Remove your comments",
      ask: "Ask the site's owner to remove every comment written with your address?",
      button: "Confirm",
      done: "Done: the site's owner has been asked to remove them.",
    },
    badLink: "This link is not valid. Copy the whole address from the e-mail and try again.",
  },
  [Language.ZH]: {
    confirm: { title: "确认回复通知", ask: "把你的评论收到的回复通知寄到这个地址吗？", button: "确认", done: "完成：有人回复你的评论时，你会收到电子邮件。" },
    stop: { title: "停止回复通知", ask: "不再接收这段对话的回复邮件吗？", button: "停止通知", done: "完成：你不会再收到这段对话的通知。" },
    remove: { title: "删除你的评论", ask: "请网站主人删除用你的地址发表的所有评论吗？", button: "确认", done: "完成：已请网站主人删除这些评论。" },
    badLink: "这个链接无效。请从邮件中复制完整的地址再试。",
  },
};
