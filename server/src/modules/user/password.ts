import crypto from "node:crypto";
import argon2 from "argon2";

/** The shortest password a user may set. */
export const PASSWORD_MIN = 10;

/** argon2id with the library's defaults (64 MiB, 3 passes), the OWASP-recommended family. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password).catch(() => false);
}

/** Verifies against a throwaway hash so that an unknown name takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
export async function spendDecoyVerification(password: string): Promise<void> {
  decoyHash ??= hashPassword(crypto.randomBytes(16).toString("hex"));
  await verifyPassword(await decoyHash, password);
}

export function generatePassword(): string {
  return crypto.randomBytes(12).toString("base64url");
}
