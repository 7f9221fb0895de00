import type { LoginMessageId } from "../../i18n/login";

export interface LoginValues {
  name: string;
  password: string;
  code: string;
}

export type LoginField = keyof LoginValues;

/**
 * The fields in the order the form places them, with the message each shows when left empty (spec §5), as
 * message ids.
 */
export const LOGIN_FIELDS: readonly { field: LoginField; label: LoginMessageId; message: LoginMessageId }[] = [
  { field: "name", label: "admin.login.account", message: "admin.login.enterName" },
  { field: "password", label: "admin.login.password", message: "admin.login.enterPassword" },
  { field: "code", label: "admin.login.captcha", message: "admin.login.enterCaptcha" },
];

/**
 * The first empty field in placement order, or null. The legacy form checked from the last field to the
 * first and let each empty one overwrite the previous finding, which comes to the same field. A password
 * made of spaces is a real password, so only the name and the code are trimmed, as the server does.
 */
export function firstEmptyField(values: LoginValues) {
  return (
    LOGIN_FIELDS.find(({ field }) => (field === "password" ? values.password === "" : values[field].trim() === "")) ?? null
  );
}

/** Which field a server message is about, from the `field` the API puts in BAD_USER_INPUT errors. */
export function fieldOfServerError(field: unknown): LoginField | null {
  if (field === "name" || field === "password") return field;
  if (field === "captcha") return "code";
  return null;
}
