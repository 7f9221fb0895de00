import type { Messages } from "@lingui/core";
import adminEn from "./catalogs/admin.en.json";
import adminZh from "./catalogs/admin.zh.json";
import publicEn from "./catalogs/public.en.json";
import publicZh from "./catalogs/public.zh.json";
import { addCatalogs, provideMessages, useT, type Translate } from "./i18n";
import "./server";

// The back-office's messages, loaded with its code: every admin component, and the shared controls only it
// uses, read `useT` from here, so the public pages never download them.
addCatalogs({ en: adminEn as Messages, zh: adminZh as Messages });
// The back-office switches to its user's language as soon as it is saved, so both languages' shared
// messages come with its code rather than when first shown.
provideMessages("en", publicEn as Messages);
provideMessages("zh", publicZh as Messages);

/** A back-office message id ("admin.nav.console"), for labels kept as data and translated where shown. */
export type AdminMessageId = keyof typeof adminEn;

export { useT, type Translate };
export { translatorFor } from "./i18n";
export { useFormat } from "./format";

/** Labels kept as message ids (a select's options: value → id), each in the current language. */
export function useLabels<K extends string>(ids: Record<K, AdminMessageId>): Record<K, string> {
  const t = useT();
  return Object.fromEntries((Object.entries(ids) as [K, AdminMessageId][]).map(([key, id]) => [key, t(id)])) as Record<K, string>;
}
