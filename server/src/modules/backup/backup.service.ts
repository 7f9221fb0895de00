import { operation } from "../../kernel/operation";
import { ADMIN } from "../../kernel/permissions";
import { takeBackup } from "./take-backup";

/**
 * The whole blog as a backup archive. Administrators only: it holds every user's password hash and
 * two-factor secret, so whoever has the file can sign in as anyone; keep it as carefully as the database.
 * The archive is a stream: the caller sends it on as it is written.
 */
export const downloadBackup = operation(ADMIN, async (ctx) => (await takeBackup(ctx.em, ctx.uploads)).archive);
