import { withoutLocale } from "@shared/locales";
import { publicPageAt } from "@shared/public-pages";

/** The back-office's paths (the spec's own, plus the article editor). */
export const ADMIN_PATH = /^\/(admin|system|seo|nav|navDetail|articleEdit|linked|message|role)(\/|$)/;

/** The GraphiQL sandbox, which nobody finds by search. */
const SANDBOX_PATH = /^\/sandbox(\/|$)/;

/**
 * Whether the server sends the bare app for this path, to be rendered by the browser: the back-office (its
 * data is the signed-in user's), the sign-in page and the sandbox. Every other page comes rendered.
 */
export function isClientRendered(path: string): boolean {
  return ADMIN_PATH.test(path) || SANDBOX_PATH.test(withoutLocale(path)) || publicPageAt(path)?.browserOnly === true;
}
