#!/usr/bin/env node
// Development: the server restarts on change (port 4000) and Vite serves the site with hot reload on
// http://localhost:5173, proxying /graphql, /api and /uploads to the server.
//
// Both run as this process's children directly, not through npm, so Ctrl-C (which reaches every process of
// the terminal's group) or SIGTERM stops each once and `npm run dev` ends with 0.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const require = createRequire(import.meta.url);
const vitePackage = require.resolve("vite/package.json", { paths: [path.join(root, "web")] });
const vite = path.join(path.dirname(vitePackage), JSON.parse(fs.readFileSync(vitePackage, "utf8")).bin.vite);

const children = [
  spawn(process.execPath, ["--watch", "-r", "@swc-node/register", "src/main.ts"], { cwd: path.join(root, "server"), stdio: "inherit" }),
  spawn(process.execPath, [vite], { cwd: path.join(root, "web"), stdio: "inherit" }),
];

let stopSignal;
function stop(signal) {
  stopSignal ??= signal;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));

let exitCode = 0;
for (const child of children) {
  child.on("exit", (code, signal) => {
    // Ended by the stop we asked for is a clean stop: with 0, by that very signal, or with the code a shell
    // gives a process ended by it (node --watch exits 143 on SIGTERM); anything else is not.
    const stopped = stopSignal !== undefined && (signal === stopSignal || code === 128 + os.constants.signals[stopSignal]);
    const clean = code === 0 || stopped;
    if (!clean && exitCode === 0) exitCode = code || 1;
    stop("SIGTERM");
    if (children.every((each) => each.exitCode !== null || each.signalCode !== null)) process.exit(exitCode);
  });
}
