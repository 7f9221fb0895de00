#!/usr/bin/env node
// Builds the site without ever taking a running server's site away. Vite writes a complete build into a new
// folder under .builds/, and only then is web/dist, a symbolic link, pointed at it: a rename over the old link,
// which is atomic, so a request sees either the whole old build or the whole new one, never an empty or
// half-written folder. The new build also carries the previous build's own scripts and styles, so a page
// loaded just before the switch still finds what it names; the folder before it is kept for a rollback by
// hand, and older ones are removed.
import fs from "node:fs";
import path from "node:path";
import { build } from "vite";
import { fingerprint, STAMP } from "../../scripts/source-fingerprint.mjs";

const webDir = path.resolve(import.meta.dirname, "..");
const buildsDir = path.join(webDir, ".builds");
const dist = path.join(webDir, "dist");
/** The live build and the one before it. */
const KEEP = 2;
/** Where in a build the server entry goes; server/src/ssr/server-entry.ts reads it from there. */
const SERVER_ENTRY_DIR = ".ssr";
/** The files a build made itself, as opposed to those it carries over from the build before it. */
const OWN_ASSETS = ".own-assets.json";

// Always a production bundle: Vite follows NODE_ENV, and a shell or a test runner that set it to "development"
// or "test" would otherwise ship React's development build, about a third larger and slower.
process.env.NODE_ENV = "production";

// Taken before building, so an edit made during the build makes the next `npm start` build again.
const sources = fingerprint("web", path.resolve(webDir, ".."));
const id = `${new Date().toISOString().replace(/[-:.TZ]/g, "")}-${process.pid}`;
const outDir = path.join(buildsDir, id);
fs.mkdirSync(buildsDir, { recursive: true });
await build({ root: webDir, mode: "production", build: { outDir, emptyOutDir: true } });
if (!fs.existsSync(path.join(outDir, "index.html"))) throw new Error(`the build in ${outDir} has no index.html`);
// The server's entry for rendering the public pages, inside the same build so that it switches with it. A
// dot folder, which the static file server does not serve; its packages are the server's node_modules.
await build({
  root: webDir,
  mode: "production",
  publicDir: false,
  build: { ssr: "src/entry-server.tsx", outDir: path.join(outDir, SERVER_ENTRY_DIR), emptyOutDir: true, manifest: false },
});

fs.writeFileSync(path.join(outDir, STAMP), `${sources}\n`);
adoptPlainDist();
carryOverPreviousAssets();
const link = path.join(webDir, `.dist-${id}`);
fs.symlinkSync(path.relative(webDir, outDir), link, "dir");
fs.renameSync(link, dist);
console.log(`web/dist now points at ${path.relative(webDir, outDir)}`);
pruneOldBuilds();

/** A dist folder from before builds were switched by link becomes one of the kept builds. */
function adoptPlainDist() {
  const stat = fs.lstatSync(dist, { throwIfNoEntry: false });
  if (stat && !stat.isSymbolicLink()) fs.renameSync(dist, path.join(buildsDir, `0-adopted-${id}`));
}

/**
 * Hashed file names differ between builds of different sources; the previous build's own files are copied
 * in beside the new ones (never over them), one generation deep, so the folder does not grow build after build.
 */
function carryOverPreviousAssets() {
  const newAssets = path.join(outDir, "assets");
  const own = fs.existsSync(newAssets) ? fs.readdirSync(newAssets) : [];
  fs.writeFileSync(path.join(outDir, OWN_ASSETS), JSON.stringify(own));
  const previous = fs.existsSync(dist) ? fs.realpathSync(dist) : undefined;
  if (!previous) return;
  const previousAssets = path.join(previous, "assets");
  const ownList = path.join(previous, OWN_ASSETS);
  const names = fs.existsSync(ownList) ? JSON.parse(fs.readFileSync(ownList, "utf8")) : fs.existsSync(previousAssets) ? fs.readdirSync(previousAssets) : [];
  fs.mkdirSync(newAssets, { recursive: true });
  for (const name of names) {
    const target = path.join(newAssets, name);
    if (!fs.existsSync(target)) fs.copyFileSync(path.join(previousAssets, name), target);
  }
}

function pruneOldBuilds() {
  const live = path.basename(fs.readlinkSync(dist));
  const builds = fs.readdirSync(buildsDir).sort();
  const kept = new Set([live, ...builds.filter((name) => name !== live).slice(-(KEEP - 1))]);
  for (const name of builds) if (!kept.has(name)) fs.rmSync(path.join(buildsDir, name), { recursive: true, force: true });
}
