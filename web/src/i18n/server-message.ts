import type { MessageId } from "@lingui/core";
import { translatorFor } from "./i18n";

/** A GraphQL error as it arrives: the server's English message, and what it says as an id and values when it gives one. */
interface ArrivedError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** The interface's language now: what the page's LocaleProvider last wrote into `<html lang>`. */
const readersLocale = () => (typeof document !== "undefined" && document.documentElement.lang.startsWith("zh") ? "zh" : "en");

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
