import "../runtime/require-node";
import "reflect-metadata";
import { importCommand, importFailure } from "./import-command";

/** `npm run import`: see import-command.ts. A counter that rewrites its line is for a terminal; a log gets the report only. */
const progress = process.stderr.isTTY ? (done: number, total: number) => process.stderr.write(`\r${done}/${total} posts`) : undefined;

importCommand(process.argv.slice(2), process.env, progress).then(
  ({ text, code }) => {
    if (progress) process.stderr.write("\n");
    console.log(text);
    process.exit(code);
  },
  (error: unknown) => {
    console.error(importFailure(error));
    process.exit(1);
  },
);
