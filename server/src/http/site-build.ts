import fs from "node:fs";
import path from "node:path";

export interface SiteBuild {
  /** The folder the site is served from right now (web/dist resolved), or "" before the first build. */
  current(): string;
  close(): void;
}

/**
 * Follows which build web/dist points at. A rebuild switches that link while the server runs; pages kept in
 * memory name the old build's scripts, so the page cache keys on this and starts afresh with the new build.
 * Watching the folder costs nothing per request, unlike resolving the link each time.
 */
export function watchSiteBuild(distDir: string): SiteBuild {
  const resolve = () => {
    try {
      return fs.realpathSync(distDir);
    } catch {
      return "";
    }
  };
  let current = resolve();
  let watcher: fs.FSWatcher | undefined;
  try {
    watcher = fs.watch(path.dirname(distDir), (_event, name) => {
      if (name === null || name === path.basename(distDir)) current = resolve();
    });
    watcher.unref();
    watcher.on("error", () => watcher?.close());
  } catch {
    // No web folder (a server-only install): there is no build to follow.
  }
  return {
    current: () => current,
    close: () => watcher?.close(),
  };
}
