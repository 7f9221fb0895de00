import { describedEnum, type EnumValue } from "../../kernel/described-enum";
import { CommentState, type CommentSettings } from "./comment.entity";
import { countLinks } from "./comment-markdown";

export const HeldBecause = describedEnum("CommentHeldBecause", "Why a new or edited comment was not shown at once.", {
  NEW_COMMENTER: "Comments from someone the owner has not approved before wait for the owner.",
  LINKS: "It holds more than three links.",
  HELD_WORD: "It uses a word the owner checks by hand.",
  SPAM_WORD: "It uses a word the owner treats as spam.",
});
export type HeldBecause = EnumValue<typeof HeldBecause>;

/** More links than this and a comment waits: link spam is what most comment spam is. */
export const MAX_LINKS_SHOWN_AT_ONCE = 3;

/** The first of the owner's words (or phrases) the text holds, ignoring case. */
function firstWordIn(text: string, words: readonly string[]): string | undefined {
  const lower = text.toLowerCase();
  return words.find((word) => word.trim() && lower.includes(word.trim().toLowerCase()));
}

export interface Judgement {
  state: CommentState;
  heldBecause: HeldBecause | null;
}

/**
 * Where a comment goes, from its content and its author: spam words first (they decide alone), then the
 * content that always waits (links, held words), then the author: someone known (the owner approved a comment
 * from their confirmed address before, and the setting allows it) is shown at once, anyone else waits.
 */
export function judge(settings: Pick<CommentSettings, "heldWords" | "spamWords">, body: string, html: string, knownCommenter: boolean): Judgement {
  if (firstWordIn(body, settings.spamWords) !== undefined) return { state: CommentState.SPAM, heldBecause: HeldBecause.SPAM_WORD };
  if (countLinks(html) > MAX_LINKS_SHOWN_AT_ONCE) return { state: CommentState.PENDING, heldBecause: HeldBecause.LINKS };
  if (firstWordIn(body, settings.heldWords) !== undefined) return { state: CommentState.PENDING, heldBecause: HeldBecause.HELD_WORD };
  if (!knownCommenter) return { state: CommentState.PENDING, heldBecause: HeldBecause.NEW_COMMENTER };
  return { state: CommentState.APPROVED, heldBecause: null };
}
