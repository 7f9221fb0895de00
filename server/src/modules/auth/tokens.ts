import crypto from "node:crypto";
import { sha256 } from "../../kernel/sha256";

export function randomToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** Tokens are stored hashed: the database alone cannot be used to act as a user. */
export const hashToken = (token: string): string => sha256(token);
