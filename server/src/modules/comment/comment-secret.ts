import crypto from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { clientNetwork } from "../../kernel/client-network";
import { CommentSettings } from "./comment.entity";

/** The one settings row. */
export const SETTINGS_ID = 1;

/**
 * The settings, made on first use with a new random secret: not by the migration, so that restoring a backup
 * brings back the site's own row (and with it the secret its stored hashes were made with). Several processes
 * may get here at once; the first insert wins and every one reads the same row.
 */
export async function commentSettings(em: EntityManager): Promise<CommentSettings> {
  const existing = await em.findOne(CommentSettings, SETTINGS_ID);
  if (existing) return existing;
  await em.execute(`insert into "comment_settings" ("id", "secret") values (?, ?) on conflict ("id") do nothing`, [SETTINGS_ID, crypto.randomBytes(32).toString("hex")]);
  return em.findOneOrFail(CommentSettings, SETTINGS_ID);
}

/** HMAC-SHA-256 under the site's comment secret, hex: a value that cannot be reversed or matched elsewhere. */
export const keyedHash = (secret: string, purpose: string, value: string) => crypto.createHmac("sha256", secret).update(`${purpose}:${value}`).digest("hex");

/** A commenter's network, salted: what limits and blocks match, never the address itself. */
export const addressHash = (secret: string, ip: string) => keyedHash(secret, "address", clientNetwork(ip));

/** An e-mail address, salted, in the form people write it in either case. */
export const emailHash = (secret: string, email: string) => keyedHash(secret, "email", email.trim().toLowerCase());
