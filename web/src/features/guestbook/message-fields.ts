import type { MessageId } from "@lingui/core";

export interface MessageValues {
  name: string;
  email: string;
  text: string;
  code: string;
}

export type MessageField = keyof MessageValues;

/** The server's limit for a message (PostMessageInput.text); the textarea stops there and counts up to it. */
export const MESSAGE_MAX_LENGTH = 100;
/** The server's limit for a name. */
export const NAME_MAX_LENGTH = 50;

/** The fields a visitor must fill, in the order the form places them, with what each says when empty. */
const REQUIRED: readonly { field: MessageField; message: MessageId }[] = [
  { field: "name", message: "guestbook.error.name" },
  { field: "text", message: "guestbook.error.text" },
  { field: "code", message: "guestbook.error.code" },
];

/** The first required field left empty (spaces count as empty, as the server trims), or null. */
export function firstMissingField(values: MessageValues) {
  return REQUIRED.find(({ field }) => values[field].trim() === "") ?? null;
}

/** Which field a server refusal is about, from the `field` the API puts in BAD_USER_INPUT errors. */
export function fieldOfServerError(field: string | undefined): MessageField | null {
  if (field === "name" || field === "email" || field === "text") return field;
  if (field === "captcha") return "code";
  return null;
}
