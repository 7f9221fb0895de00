#!/usr/bin/env node
// Builds the server and the site, each only when its sources changed since its last build (`npm start`), or
// both whatever (`npm run build`, which passes --all). Each build is stamped with the fingerprint of the
// sources it was made from, taken before it started, so an edit made during a build is built next time.
// The build is a production one whatever NODE_ENV says (the site's build sets it).
//
//   node scripts/build.mjs          what changed
//   node scripts/build.mjs --all    everything
import { spawn } from "node:child_process";
import path from "node:path";
import { builtFingerprint, fingerprint, PARTS, writeStamp } from "./source-fingerprint.mjs";

const root = path.resolve(import.meta.dirname, "..");
const all = process.argv.includes("--all");

/** Builds one part if it needs it; resolves to the build's exit code (0 when it was up to date). */
async function buildPart(part) {
  const sources = fingerprint(part, root);
  if (!all && builtFingerprint(part, root) === sources) {
    console.log(`${part}: up to date, not rebuilt`);
    return 0;
  }
  console.log(`${part}: building`);
  const child = spawn("npm", ["run", "build", "-w", part], { cwd: root, stdio: "inherit" });
  const code = await new Promise((resolve) => child.once("exit", (exitCode) => resolve(exitCode ?? 1)));
  // The site's build stamps itself (it is also run on its own); the server's is stamped here.
  if (code === 0 && part === "server") writeStamp(part, root, sources);
  return code;
}

// The parts do not read each other's output, so they build side by side: the server's compiler on one core while
// the site's checks and bundle use the other.
const codes = await Promise.all(Object.keys(PARTS).map(buildPart));
const failed = codes.find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);
