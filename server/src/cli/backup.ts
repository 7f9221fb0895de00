import "../runtime/require-node";
import "reflect-metadata";
import { runCommand } from "./cli-database";
import { backupCommand } from "./backup-command";

/** `npm run backup`: see backup-command.ts. */
runCommand(backupCommand);
