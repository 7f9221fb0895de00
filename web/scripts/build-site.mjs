#!/usr/bin/env node
// Builds the site without ever taking a running server's site away: Vite writes a complete build into a new
// folder, and only then does web/dist switch to it (publish-build.mjs says how).
import fs from "node:fs";
import path from "node:path";
import { build } from "vite";
import { fingerprint, STAMP } from "../../scripts/source-fingerprint.mjs";
import { newBuildFolder, publishBuild } from "./publish-build.mjs";

const webDir = path.resolve(import.meta.dirname, "..");
/** Where in a build the server entry goes; server/src/ssr/server-entry.ts reads it from there. */
const SERVER_ENTRY_DIR = ".ssr";

// Always a production bundle: Vite follows NODE_ENV, and a shell or a test runner that set it to "development"
// or "test" would otherwise ship React's development build, about a third larger and slower.
process.env.NODE_ENV = "production";

// Taken before building, so an edit made during the build makes the next `npm start` build again.
const sources = fingerprint("web", path.resolve(webDir, ".."));
const outDir = newBuildFolder();
await build({ root: webDir, mode: "production", build: { outDir, emptyOutDir: true } });
// The server's entry for rendering the public pages, inside the same build so that it switches with it. A
// dot folder, which the static file server does not serve; its packages are the server's node_modules.
await build({
  root: webDir,
  mode: "production",
  publicDir: false,
  build: { ssr: "src/entry-server.tsx", outDir: path.join(outDir, SERVER_ENTRY_DIR), emptyOutDir: true, manifest: false },
});
fs.writeFileSync(path.join(outDir, STAMP), `${sources}\n`);
publishBuild(outDir);
console.log(`web/dist now points at ${path.relative(webDir, outDir)}`);
