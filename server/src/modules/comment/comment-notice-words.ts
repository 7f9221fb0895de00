import { escapeUTF8 } from "entities";
import { Language } from "../../kernel/language";

/** A message in both parts, ready for the outbox. */
export interface Words {
  subject: string;
  text: string;
  html: string;
}

const paragraphs = (parts: readonly string[]) => parts.map((part) => `<p>${part}</p>`).join("\n");
const link = (url: string, label: string) => `<a href="${escapeUTF8(url)}">${escapeUTF8(label)}</a>`;

/** The request to confirm an address for reply notices, in the commenter's language. */
export function confirmationWords(language: Language, site: string, confirmUrl: string): Words {
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
export function replyNoticeWords(language: Language, notice: ReplyNotice): Words {
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
export function removalWords(language: Language, site: string, confirmUrl: string): Words {
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
    confirmTitle: "Confirm reply notices",
    confirmAsk: "Send reply notices for your comments to this address?",
    confirmButton: "Confirm",
    confirmed: "Done: you will get an e-mail when someone replies to your comments.",
    stopTitle: "Stop reply notices",
    stopAsk: "Stop e-mails about replies in this conversation?",
    stopButton: "Stop notices",
    stopped: "Done: you will get no more notices for this conversation.",
    badLink: "This link is not valid. Copy the whole address from the e-mail and try again.",
    removeTitle: "Remove your comments",
    removeAsk: "Ask the site's owner to remove every comment written with your address?",
    removeButton: "Confirm",
    removeConfirmed: "Done: the site's owner has been asked to remove them.",
  },
  [Language.ZH]: {
    confirmTitle: "确认回复通知",
    confirmAsk: "把你的评论收到的回复通知寄到这个地址吗？",
    confirmButton: "确认",
    confirmed: "完成：有人回复你的评论时，你会收到电子邮件。",
    stopTitle: "停止回复通知",
    stopAsk: "不再接收这段对话的回复邮件吗？",
    stopButton: "停止通知",
    stopped: "完成：你不会再收到这段对话的通知。",
    badLink: "这个链接无效。请从邮件中复制完整的地址再试。",
    removeTitle: "删除你的评论",
    removeAsk: "请网站主人删除用你的地址发表的所有评论吗？",
    removeButton: "确认",
    removeConfirmed: "完成：已请网站主人删除这些评论。",
  },
};
