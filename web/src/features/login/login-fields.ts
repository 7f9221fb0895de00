export interface LoginValues {
  name: string;
  password: string;
  code: string;
}

export type LoginField = keyof LoginValues;

/** The fields in the order the form places them, with the message each shows when left empty (spec §5). */
export const LOGIN_FIELDS: readonly { field: LoginField; label: string; message: string }[] = [
  { field: "name", label: "Account", message: "enter user name" },
  { field: "password", label: "Password", message: "enter password" },
  { field: "code", label: "Captcha code", message: "enter captcha code" },
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
