import crypto from "node:crypto";
import argon2 from "argon2";

/** The shortest password a user may set. */
export const PASSWORD_MIN = 10;

/**
 * argon2id with the library's defaults (64 MiB, 3 passes), the OWASP-recommended family. Under test
 * (NODE_ENV=test, which only the test suites set) the same algorithm at its cheapest
 * cost: the suites sign in and create users hundreds of times, and a hash names its own cost, so verifying
 * takes the same path either way.
 */
export const PASSWORD_HASH_OPTIONS =
  process.env.NODE_ENV === "test"
    ? ({ type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const)
    : ({ type: argon2.argon2id } as const);

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
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
