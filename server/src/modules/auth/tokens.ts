import crypto from "node:crypto";

export function randomToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** Tokens are stored hashed: the database alone cannot be used to act as a user. */
export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}
