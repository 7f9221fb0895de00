import type { Messages } from "@lingui/core";
import serverEn from "./catalogs/server.en.json";
import serverZh from "./catalogs/server.zh.json";
import { addCatalogs } from "./i18n";

// What the server's refusals mean, in each language (server-message.ts): loaded by the pages that send the
// server something it may refuse (the back-office, sign-in, the guestbook), not by every public page.
addCatalogs({ en: serverEn as Messages, zh: serverZh as Messages });
