import type { useT } from "../../../i18n/admin";

/** The server's minimum (CreateUserInput.password, changePassword's newPassword); checked here to say so sooner. */
export const PASSWORD_MIN_LENGTH = 10;

/** The hint under a new password field. */
export const passwordHint = (t: ReturnType<typeof useT>) => t("admin.password.hint", { min: PASSWORD_MIN_LENGTH });

/** What is wrong with a new password, or undefined when it is long enough. */
export function checkPassword(password: string, t: ReturnType<typeof useT>): string | undefined {
  return password.length < PASSWORD_MIN_LENGTH ? t("admin.password.tooShort", { min: PASSWORD_MIN_LENGTH }) : undefined;
}
