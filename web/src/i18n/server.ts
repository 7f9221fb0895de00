import type { Messages } from "@lingui/core";
import serverEn from "./catalogs/server.en.json";
import serverZh from "./catalogs/server.zh.json";
import { addCatalogs } from "./i18n";

// What the server's refusals mean, in both languages, with the back-office's code: its import helpers say
// refusals in the reader's language at once (import-words.ts). The public pages load a language's only when a
// refusal arrives in it (server-message.ts).
addCatalogs({ en: serverEn as Messages, zh: serverZh as Messages });
