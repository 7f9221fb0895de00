import "../runtime/require-node";
import "reflect-metadata";
import { runCommand } from "./cli-database";
import { restoreCommand } from "./restore-command";

/** `npm run restore`: see restore-command.ts. */
runCommand(restoreCommand);
