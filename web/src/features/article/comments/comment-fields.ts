import type { MessageId } from "@lingui/core";

export interface CommentValues {
  authorName: string;
  email: string;
  body: string;
  notifyReplies: boolean;
  /** The honeypot: hidden from people, so only a form filler puts anything in it. */
  website: string;
}

export type CommentField = "authorName" | "email" | "body";

/** The server's limits (PostCommentInput). */
export const COMMENT_MAX_LENGTH = 5000;
export const NAME_MAX_LENGTH = 50;

export const EMPTY_COMMENT: CommentValues = { authorName: "", email: "", body: "", notifyReplies: false, website: "" };

/**
 * The first field the form itself can tell is wrong, in the order the form places them, or null. An edit
 * changes the text only: the name and address stay as they were posted.
 */
export function firstProblem(values: CommentValues, editing = false): { field: CommentField; message: MessageId } | null {
  if (!editing && !values.authorName.trim()) return { field: "authorName", message: "comments.error.name" };
  if (!editing && values.notifyReplies && !values.email.trim()) return { field: "email", message: "comments.error.notifyNeedsEmail" };
  if (!values.body.trim()) return { field: "body", message: "comments.error.body" };
  return null;
}

/** Which field a server refusal is about, from BAD_USER_INPUT's `field` ("input.body", "email", …). */
export function fieldOfServerError(field: string | undefined): CommentField | null {
  const last = field?.split(".").pop();
  return last === "authorName" || last === "email" || last === "body" ? last : null;
}
