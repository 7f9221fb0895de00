import { browserParts } from "../../shared/browser-parts";

/**
 * "Firefox on Linux" from a User-Agent, in English, for the API's `browser` field; the back-office says it in
 * its reader's language from the same parts (shared/browser-parts.ts).
 */
export function browserName(userAgent: string | null | undefined): string {
  const { browser, system } = browserParts(userAgent);
  if (!browser) return "Unknown browser";
  return system ? `${browser} on ${system}` : browser;
}
