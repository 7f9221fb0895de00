/// <reference types="vitest/config" />
import { defaultClientConditions, defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { readFile } from "node:fs/promises";
import os from "node:os";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { PUBLIC_ASSET, siteChunks } from "./site-chunks";

/**
 * The interface's message catalogs (src/i18n/catalogs/*.json, ICU messages) compiled when they are loaded, so
 * the browser gets the compiled form and no message parser (Lingui's production build has none).
 */
function compiledCatalogs(): Plugin {
  const CATALOG = /[\\/]i18n[\\/]catalogs[\\/][\w.-]+\.json$/;
  return {
    name: "compiled-catalogs",
    enforce: "pre",
    async load(id) {
      if (!CATALOG.test(id)) return null;
      const messages = JSON.parse(await readFile(id, "utf8")) as Record<string, string>;
      return JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)])));
    },
  };
}

/**
 * The browser's scripts and styles are also written compressed once, beside the files (name.js.br, name.js.gz):
 * the server sends those as they are (static-site.ts) instead of compressing each answer at a quick, lower level.
 * Small files too (the bundler's runtime, the logo): a compressed copy is written wherever it is smaller.
 * What a public page loads gets brotli's highest level, where every byte of a first visit counts; the back-office,
 * the editor and the sandbox (8 MB, loaded once and then cached) get level 9, 8% larger and ten times quicker to
 * make: level 11 over all of them took 12 s of every build. Each instance also compresses on a core of its own.
 */
function precompressed(): Plugin[] {
  const assets = /\.(js|css|svg)$/;
  const level9 = compression({
    algorithms: [defineAlgorithm("brotliCompress", { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }), "gzip"],
    include: assets,
    exclude: PUBLIC_ASSET,
  });
  // Made after level9 and listed before it: each instance hooks stdout when made and puts it back when it ends,
  // so they must end in the reverse order of their making.
  const highest = compression({ algorithms: ["brotliCompress", "gzip"], include: PUBLIC_ASSET });
  return [highest, level9];
}

const api = process.env.API_ORIGIN ?? "http://localhost:4000";

/**
 * React Router publishes a production build (no development warnings, and smaller) that its package's exports
 * never name: they give every bundler the development one (remix-run/react-router#14102). A build names it.
 */
const REACT_ROUTER_PRODUCTION = new URL("dist/production/", import.meta.resolve("react-router/package.json"));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL("index.mjs", REACT_ROUTER_PRODUCTION)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL("dom-export.mjs", REACT_ROUTER_PRODUCTION)) },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), compiledCatalogs(), ...(isSsrBuild ? [] : precompressed())],
  resolve: {
    // rxjs (under Apollo Client) publishes an ES2015 build beside its ES5 default; the ES2015 one is smaller and
    // needs no tslib helpers, which keeps the back-office's JavaScript lighter.
    conditions: ["es2015", ...defaultClientConditions],
    // The server's dependency-free modules that the site reads too: what an article body may contain.
    alias: [
      { find: "@shared", replacement: fileURLToPath(new URL("../server/src/shared", import.meta.url)) },
      ...(command === "build" ? reactRouterProduction : []),
    ],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(["/graphql", "/api", "/healthz", "/uploads"].map((path) => [path, { target: api, changeOrigin: false }])),
  },
  // The sandbox's GraphQL editor worker imports these CommonJS packages. In dev a worker's imports are
  // served as they are, so they must be pre-bundled into ES modules or the worker fails to start.
  optimizeDeps: { include: ["monaco-graphql > picomatch-browser", "monaco-graphql > graphql-language-service > nullthrows"] },
  // The manifest names each page's scripts and styles, which the server links from the pages it renders.
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 4000,
    manifest: true,
    // Every browser the site supports knows <link rel="modulepreload">, which the rendered pages use; Vite's
    // polyfill for older ones would be most of the entry chunk that every page loads.
    modulePreload: { polyfill: false },
    // The server's entry is one file in Node; the browser's chunks are cut for the public pages (site-chunks.ts).
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: siteChunks() } },
  },
  test: {
    environment: "jsdom",
    // Each file still gets its own module graph and globals, but in a VM context of a worker that made its jsdom
    // once: making a jsdom per file was a third of the suite's time.
    pool: "vmThreads",
    // One worker per core: vitest's default leaves one core free, which on a two-core machine is half of it.
    maxWorkers: os.availableParallelism(),
    // It runs beside the browser suite (scripts/test.mjs), where a render takes several times as long as alone.
    testTimeout: 30_000,
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test-setup.ts"],
  },
}));
