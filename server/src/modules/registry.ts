import fs from "node:fs";
import path from "node:path";
import type { ModuleManifest } from "../kernel/module-manifest";

/**
 * Every module's manifest file: a folder under modules/ declares itself in `<folder>.module.ts` (`.js` once
 * compiled), so adding a module means adding its folder, and no list elsewhere can be forgotten.
 */
export function manifestFiles(dir = __dirname): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const base = path.join(dir, entry.name, `${entry.name}.module`);
      const file = [".ts", ".js"].map((extension) => base + extension).find((candidate) => fs.existsSync(candidate));
      if (!file) throw new Error(`src/modules/${entry.name} has no ${entry.name}.module.ts manifest.`);
      return file;
    })
    .sort();
}

let loaded: Promise<readonly ModuleManifest[]> | undefined;

/** The manifests, loaded once per process. */
export function loadModules(): Promise<readonly ModuleManifest[]> {
  loaded ??= Promise.all(
    manifestFiles().map(async (file) => {
      const manifest = ((await import(file)) as { default?: ModuleManifest }).default;
      if (!manifest?.name) throw new Error(`${file} must export its manifest as default (defineModule({ … })).`);
      return manifest;
    }),
  );
  return loaded;
}
