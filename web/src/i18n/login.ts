import type { Messages } from "@lingui/core";
import loginEn from "./catalogs/login.en.json";
import loginZh from "./catalogs/login.zh.json";
import { addCatalogs } from "./i18n";

// The sign-in page's messages, loaded with its own code: it is neither a public page nor inside the back-office.
addCatalogs({ en: loginEn as Messages, zh: loginZh as Messages });

/** A sign-in message id ("admin.login.account"), for labels kept as data and translated where shown. */
export type LoginMessageId = keyof typeof loginEn;

export { useT } from "./i18n";
