import crypto from "node:crypto";
import argon2 from "argon2";
import type { EntityManager } from "@mikro-orm/postgresql";
import { PASSWORD_HASH_OPTIONS } from "../user/password";
import { RecoveryCode } from "./two-factor.entities";

/** How many recovery codes a user gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

/** Lower-case letters and digits without the look-alikes (0/o, 1/l/i), for codes read off paper. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const GROUPS = 3;
const GROUP_LENGTH = 4;
const CODE_LENGTH = GROUPS * GROUP_LENGTH;

/**
 * argon2id, as passwords are, but at OWASP's lighter profile (19 MiB, 2 passes): a code carries about
 * 59 random bits, so the hash's cost is defence in depth rather than the protection itself, and checking
 * one input against all ten codes must stay well under a second. Under test, passwords' cheap test cost.
 */
const HASH_OPTIONS =
  process.env.NODE_ENV === "test" ? PASSWORD_HASH_OPTIONS : ({ type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const);

function newCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return code.match(new RegExp(`.{${GROUP_LENGTH}}`, "g"))!.join("-");
}

/** What a typed code is compared as: any case, with or without the dashes and spaces. */
export function normaliseRecoveryCode(input: string): string | null {
  const bare = input.toLowerCase().replace(/[\s-]+/g, "");
  if (bare.length !== CODE_LENGTH || [...bare].some((c) => !ALPHABET.includes(c))) return null;
  return bare.match(new RegExp(`.{${GROUP_LENGTH}}`, "g"))!.join("-");
}

/** Replaces the user's recovery codes with new ones and answers them; only their hashes are kept. */
export async function replaceRecoveryCodes(em: EntityManager, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const hashes = await Promise.all(codes.map((code) => argon2.hash(code, HASH_OPTIONS)));
  await em.transactional(async (tx) => {
    await tx.nativeDelete(RecoveryCode, { user: userId });
    for (const hash of hashes) await tx.insert(RecoveryCode, { user: userId, hash });
  });
  return codes;
}

/**
 * Spends the recovery code `input`, when it is one of the user's: true once its row is deleted. The delete
 * must remove the row, so two requests racing with the same code cannot both succeed.
 */
export async function spendRecoveryCode(em: EntityManager, userId: number, input: string): Promise<boolean> {
  const code = normaliseRecoveryCode(input);
  if (!code) return false;
  const stored = await em.find(RecoveryCode, { user: userId }, { orderBy: { id: "asc" } });
  for (const row of stored) {
    if (await argon2.verify(row.hash, code).catch(() => false)) {
      return (await em.nativeDelete(RecoveryCode, { id: row.id })) === 1;
    }
  }
  return false;
}

export function recoveryCodesLeft(em: EntityManager, userId: number): Promise<number> {
  return em.count(RecoveryCode, { user: userId });
}
