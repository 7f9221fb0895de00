import crypto from "node:crypto";

/** The SHA-256 of `data` in hex: how tokens, limited keys and backup files are kept or checked. */
export const sha256 = (data: Buffer | string) => crypto.createHash("sha256").update(data).digest("hex");
