import { browserParts } from "@shared/browser-parts";
import type { Translate } from "../../../i18n/admin";

/**
 * A session's browser as the reader says it ("Firefox on Linux", "Linux 上的 Firefox"), from its User-Agent
 * by the server's own rules; the product names stay as their makers write them.
 */
export function browserLabel(t: Translate, userAgent: string | null | undefined): string {
  const { browser, system } = browserParts(userAgent);
  if (!browser) return t("admin.sessions.unknownBrowser");
  return system ? t("admin.sessions.browserOn", { browser, system }) : browser;
}
