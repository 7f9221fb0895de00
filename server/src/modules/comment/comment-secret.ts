import crypto from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { clientNetwork } from "../../kernel/client-network";
import { CommentSettings } from "./comment.entity";

/** The one settings row, which the migration makes with a random secret. */
export const SETTINGS_ID = 1;

export async function commentSettings(em: EntityManager): Promise<CommentSettings> {
  return em.findOneOrFail(CommentSettings, SETTINGS_ID);
}

/** HMAC-SHA-256 under the site's comment secret, hex: a value that cannot be reversed or matched elsewhere. */
export const keyedHash = (secret: string, purpose: string, value: string) => crypto.createHmac("sha256", secret).update(`${purpose}:${value}`).digest("hex");

/** A commenter's network, salted: what limits and blocks match, never the address itself. */
export const addressHash = (secret: string, ip: string) => keyedHash(secret, "address", clientNetwork(ip));

/** An e-mail address, salted, in the form people write it in either case. */
export const emailHash = (secret: string, email: string) => keyedHash(secret, "email", email.trim().toLowerCase());
