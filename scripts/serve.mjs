#!/usr/bin/env node
// Starts the built server in this very process: `npm start` (after the build) and `npm run serve` run this
// file with `exec`, and it replaces itself with the server through execve, so the server keeps the process
// npm waits on. Nothing stays running beside it (no shell, no second npm), a signal reaches the server once
// from npm and once from the terminal rather than through three layers, and its exit code is npm's.
//
//   node scripts/serve.mjs     (with the Node.js 24 in node_modules/.bin, as npm scripts and the service unit run it)
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** The server's entry point, as `npm run build` leaves it. */
export const SERVER_ENTRY = path.join(root, "server/dist/main.js");

/**
 * The Node.js flags and allocator settings the server runs with. A JavaScript heap limit below V8's default
 * makes it collect garbage sooner (about 40 MB of the heap is live), and glibc's allocator with one arena and
 * low trim thresholds hands freed memory back to the system: together they keep the process small.
 */
export function serverLaunch(env = process.env) {
  const heapMb = env.NODE_HEAP_MB || "192";
  if (!/^[1-9][0-9]*$/.test(heapMb)) throw new Error(`NODE_HEAP_MB must be a whole number of megabytes (such as 256), not "${heapMb}".`);
  return {
    nodeArgs: [`--max-old-space-size=${heapMb}`, "--max-semi-space-size=4"],
    env: { MALLOC_ARENA_MAX: "1", MALLOC_TRIM_THRESHOLD_: "131072", MALLOC_MMAP_THRESHOLD_: "131072" },
  };
}

if (import.meta.main) {
  if (typeof process.execve !== "function") {
    console.error(
      `This needs Node.js 24 (it was started with ${process.version}): run it through npm (\`npm run serve\`) ` +
        "or with node_modules/.bin/node, which `npm install` brings.",
    );
    process.exit(1);
  }
  let launch;
  try {
    launch = serverLaunch();
  } catch (error) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  // Relative settings (DATA_DIR …) are meant from where the owner started it; npm says where in INIT_CWD.
  const env = { ...process.env, ...launch.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() };
  process.execve(process.execPath, [process.execPath, ...launch.nodeArgs, SERVER_ENTRY], env);
}
