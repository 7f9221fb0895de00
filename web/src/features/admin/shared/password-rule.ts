/** The server's minimum (CreateUserInput.password, changePassword's newPassword); checked here to say so sooner. */
export const PASSWORD_MIN_LENGTH = 10;

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters`;

/** What is wrong with a new password, or undefined when it is long enough. */
export function checkPassword(password: string): string | undefined {
  return password.length < PASSWORD_MIN_LENGTH ? `The password needs at least ${PASSWORD_MIN_LENGTH} characters.` : undefined;
}
