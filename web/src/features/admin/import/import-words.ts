import type { MessageId } from "@lingui/core";
import type { ImportSaid } from "@shared/import-words";
import { useT, type Translate } from "../../../i18n/admin";
import { inReadersLanguage } from "../../../i18n/server-message";

/**
 * What the report says, in the reader's language: the import's own words from the back-office's catalog
 * (`admin.import.said.<id>`), a refusal's from the server's; the server's English words when it says nothing
 * more, or says something this page does not know.
 */
export function sayIn(t: Translate, english: string, said: ImportSaid | undefined): string {
  if (!said) return english;
  if (said.refusal) return inReadersLanguage({ message: english, extensions: { messageId: said.id, messageValues: said.values } }).message;
  const key = `admin.import.said.${said.id}`;
  const words = t(key as MessageId, said.values);
  return words === key ? english : words;
}

/** `sayIn` in the page's language. */
export function useSay(): (english: string, said: ImportSaid | undefined) => string {
  const t = useT();
  return (english, said) => sayIn(t, english, said);
}
