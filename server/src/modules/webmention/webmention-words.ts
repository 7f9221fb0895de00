import type { Locale } from "../../shared/locales";

/** Why a sending was refused at once, said to the sender (a program, or a person trying it by hand) in its language. */
export const REFUSALS = {
  missing: { en: "Send both source and target, form-encoded.", zh: "请以表单格式同时提供 source 和 target。" },
  sourceNotHttp: { en: "The source must be an absolute http or https address.", zh: "source 必须是完整的 http 或 https 地址。" },
  targetNotHttp: { en: "The target must be an absolute http or https address.", zh: "target 必须是完整的 http 或 https 地址。" },
  same: { en: "The source and the target are the same page.", zh: "source 和 target 是同一个页面。" },
  notOurs: { en: "The target is not one of this site's published articles.", zh: "target 不是本站已发布的文章。" },
  tooMany: { en: "This address has sent many Webmentions just now. Try again later.", zh: "这个地址刚刚发送了很多 Webmention。请稍后再试。" },
} as const satisfies Record<string, Record<Locale, string>>;

export type RefusalReason = keyof typeof REFUSALS;

/** What the 202 answer and the status page say, in the sender's language. */
export const STATUS_WORDS = {
  accepted: { en: "Received: the source will be checked shortly. Its status:", zh: "已收到：稍后会检查 source 页面。状态：" },
  unknown: { en: "No Webmention has this status address.", zh: "没有这个状态地址的 Webmention。" },
} as const satisfies Record<string, Record<Locale, string>>;
