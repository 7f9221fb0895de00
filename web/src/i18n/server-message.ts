import type { MessageId, Messages } from "@lingui/core";
import type { Locale } from "@shared/locales";
import { addMessages, translatorFor } from "./i18n";

/** A GraphQL error as it arrives: the server's English message, and what it says as an id and values when it gives one. */
interface ArrivedError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** The interface's language now: what the page's LocaleProvider last wrote into `<html lang>`. */
export const readersLocale = (): Locale => (typeof document !== "undefined" && document.documentElement.lang.startsWith("zh") ? "zh" : "en");

/** What the server's refusals mean, a chunk per language (the back-office carries both, see server.ts). */
const SERVER_CATALOGS: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import("./catalogs/server.en.json"),
  zh: () => import("./catalogs/server.zh.json"),
};
const serverCatalogs: Partial<Record<Locale, Promise<void>>> = {};

/**
 * Loads the words of the server's refusals in a language, the first time a refusal arrives in it: a page
 * that sends the server something it may refuse (the guestbook, sign-in) does not load them before.
 */
export function loadServerMessages(locale: Locale): Promise<void> {
  return (serverCatalogs[locale] ??= SERVER_CATALOGS[locale]().then((catalog) => addMessages(locale, catalog.default as Messages)));
}

/** Whether the server said what an error means, so that it can be said in the reader's language. */
export function hasMessageId(error: ArrivedError): boolean {
  return typeof error.extensions?.messageId === "string";
}

/**
 * The error with its message in the reader's language, when the server said what it means (`messageId`,
 * `messageValues`, see server/src/kernel/errors.ts) and the catalogs know it; the field it names is called
 * by its label. Anything else keeps the server's English words.
 */
export function inReadersLanguage<E extends ArrivedError>(error: E): E {
  const id = error.extensions?.messageId;
  if (typeof id !== "string") return error;
  const t = translatorFor(readersLocale());
  const key = `server.${id}`;
  const values: Record<string, unknown> = { ...((error.extensions?.messageValues as Record<string, unknown> | undefined) ?? {}) };
  if (typeof values.field === "string") {
    // "input.title" when the server names an argument's path: the field is its last part.
    const field = values.field.split(".").pop()!;
    const label = `server.field.${field}`;
    const named = t(label as MessageId);
    values.field = named === label ? field : named;
  }
  const message = t(key as MessageId, values);
  return message === key ? error : { ...error, message };
}
