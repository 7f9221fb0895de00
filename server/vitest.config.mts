import { createRequire } from "node:module";
import os from "node:os";
import swc from "unplugin-swc";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);

export default defineConfig({
  // One copy of graphql: the CommonJS one that type-graphql and Apollo load, not Vite's pick of the ES build.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }] },
  // type-graphql and MikroORM read decorator metadata, which esbuild does not emit; swc does.
  plugins: [swc.vite({ jsc: { parser: { syntax: "typescript", decorators: true }, transform: { decoratorMetadata: true, legacyDecorator: true, useDefineForClassFields: false }, target: "es2022" } })],
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["./test/setup.ts"],
    // Migrates and seeds one database for the run; each file's server starts from a copy of it.
    globalSetup: ["./test/global-setup.ts"],
    // Files run in parallel, one worker per core, and a worker runs its files one after another in one process:
    // the app's modules are loaded once per worker, not once per file (about 40% of the suite's CPU time). Files
    // stay independent because each starts its own app (its own database copy, caches and counters) and no
    // module keeps per-app state; the two files that fake Date restore it after each test.
    pool: "forks",
    maxWorkers: os.availableParallelism(),
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
    reporters: ["default"],
  },
});
