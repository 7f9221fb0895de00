#!/usr/bin/env node
// Development: the server restarts on change (port 4000) and Vite serves the site with hot reload on
// http://localhost:5173, proxying /graphql, /api and /uploads to the server.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "server"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "web"], { stdio: "inherit" }),
];

function stop(signal) {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children) child.on("exit", (code) => {
  stop("SIGTERM");
  process.exitCode = code ?? 0;
});
