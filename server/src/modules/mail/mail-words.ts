import { escapeUTF8 } from "entities";

/** A message in both parts, ready for the outbox (`queueMail`). */
export interface MailWords {
  subject: string;
  text: string;
  html: string;
}

/** HTML paragraphs of parts that are HTML already (escaped text, links). */
export const paragraphs = (parts: readonly string[]) => parts.map((part) => `<p>${part}</p>`).join("\n");

/** A link, its address and label escaped. */
export const link = (url: string, label: string) => `<a href="${escapeUTF8(url)}">${escapeUTF8(label)}</a>`;
