import { withoutLocale } from "@shared/locales";

/** The back-office's paths (the spec's own, plus the article editor). */
export const ADMIN_PATH = /^\/(admin|system|seo|nav|navDetail|articleEdit|linked|message|role)(\/|$)/;

/** Pages the browser renders alone: the sign-in page and the sandbox, which nobody finds by search. */
const CLIENT_ONLY_PATH = /^\/(logup|sandbox)(\/|$)/;

/**
 * Whether the server sends the bare app for this path, to be rendered by the browser: the back-office (its
 * data is the signed-in user's), the sign-in page and the sandbox. Every other page comes rendered.
 */
export function isClientRendered(path: string): boolean {
  return ADMIN_PATH.test(path) || CLIENT_ONLY_PATH.test(withoutLocale(path));
}
