// Puts a finished site build live without ever taking a running server's site away. A build is written
// complete into a new folder under .builds/ (newBuildFolder), and only then is web/dist, a symbolic link,
// pointed at it (publishBuild): a rename over the old link, which is atomic, so a request sees either the whole
// old build or the whole new one, never an empty or half-written folder. The new build also carries the
// previous build's own scripts and styles, so a page loaded just before the switch still finds what it names;
// the folder before it is kept for a rollback by hand, and older ones are removed.
import fs from "node:fs";
import path from "node:path";

const webDir = path.resolve(import.meta.dirname, "..");
const buildsDir = path.join(webDir, ".builds");
const dist = path.join(webDir, "dist");
/** The live build and the one before it. */
const KEEP = 2;
/** The files a build made itself, as opposed to those it carries over from the build before it. */
export const OWN_ASSETS = ".own-assets.json";

/** A new, empty build's folder: named by the time, so that the newest sorts last. */
export function newBuildFolder() {
  const id = `${new Date().toISOString().replace(/[-:.TZ]/g, "")}-${process.pid}`;
  const outDir = path.join(buildsDir, id);
  fs.mkdirSync(outDir, { recursive: true });
  return outDir;
}

/** Points web/dist at the complete build in `outDir`, which newBuildFolder made. */
export function publishBuild(outDir) {
  if (!fs.existsSync(path.join(outDir, "index.html"))) throw new Error(`the build in ${outDir} has no index.html`);
  adoptPlainDist(path.basename(outDir));
  carryOverPreviousAssets(outDir);
  const link = path.join(webDir, `.dist-${path.basename(outDir)}`);
  fs.symlinkSync(path.relative(webDir, outDir), link, "dir");
  fs.renameSync(link, dist);
  pruneOldBuilds();
}

/** A dist folder from before builds were switched by link becomes one of the kept builds. */
function adoptPlainDist(id) {
  const stat = fs.lstatSync(dist, { throwIfNoEntry: false });
  if (stat && !stat.isSymbolicLink()) fs.renameSync(dist, path.join(buildsDir, `0-adopted-${id}`));
}

/**
 * Hashed file names differ between builds of different sources; the previous build's own files are copied
 * in beside the new ones (never over them), one generation deep, so the folder does not grow build after build.
 */
function carryOverPreviousAssets(outDir) {
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
