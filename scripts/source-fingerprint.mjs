// What each built part is made from, as one hash: `npm start` compares it with the hash the last build wrote
// beside its output and rebuilds only a part whose sources changed. Tests are left out (no build contains them);
// the lock file is in, since a dependency upgrade changes what is built.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Per part: the folders and files its build reads, relative to the repository, and where its output lives. */
export const PARTS = {
  server: {
    sources: ["server/src", "server/tsconfig.json", "server/tsconfig.build.json", "server/package.json", "package-lock.json"],
    output: "server/dist",
  },
  web: {
    sources: ["web/src", "web/index.html", "web/public", "web/vite.config.ts", "web/tsconfig.json", "web/package.json", "server/src/shared", "package-lock.json"],
    output: "web/dist",
  },
};

/** The file beside a build's output that holds the fingerprint of the sources it was built from. */
export const STAMP = ".source-fingerprint";

const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function filesUnder(root, relative) {
  const full = path.join(root, relative);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return [relative];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(root, path.join(relative, entry.name)) : entry.isFile() && !isTest(entry.name) ? [path.join(relative, entry.name)] : []));
}

/** The hash of a part's sources (names and contents) under `root`. */
export function fingerprint(part, root) {
  const hash = crypto.createHash("sha256");
  const files = [...new Set(PARTS[part].sources.flatMap((source) => filesUnder(root, source)))].sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** The fingerprint the part's current build was made from, or undefined when it was never stamped. */
export function builtFingerprint(part, root) {
  const stamp = path.join(root, PARTS[part].output, STAMP);
  return fs.existsSync(stamp) ? fs.readFileSync(stamp, "utf8").trim() : undefined;
}

export function writeStamp(part, root, value) {
  fs.writeFileSync(path.join(root, PARTS[part].output, STAMP), `${value}\n`);
}
