#!/usr/bin/env node
// Builds the server and the site, each only when its sources changed since its last build (`npm start`), or
// both whatever (`npm run build`, which passes --all). Each build is stamped with the fingerprint of the
// sources it was made from, taken before it started, so an edit made during a build is built next time.
// The build is a production one whatever NODE_ENV says (the site's build sets it).
//
//   node scripts/build.mjs          what changed
//   node scripts/build.mjs --all    everything
import { spawnSync } from "node:child_process";
import path from "node:path";
import { builtFingerprint, fingerprint, PARTS, writeStamp } from "./source-fingerprint.mjs";

const root = path.resolve(import.meta.dirname, "..");
const all = process.argv.includes("--all");

for (const part of Object.keys(PARTS)) {
  const sources = fingerprint(part, root);
  if (!all && builtFingerprint(part, root) === sources) {
    console.log(`${part}: up to date, not rebuilt`);
    continue;
  }
  console.log(`${part}: building`);
  const result = spawnSync("npm", ["run", "build", "-w", part], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // The site's build stamps itself (it is also run on its own); the server's is stamped here.
  if (part === "server") writeStamp(part, root, sources);
}
