// Loaded with -r into the production server by the bench's memory phase only: on SIGUSR2 it writes what the
// process holds, by kind, to MEMORY_PROBE_FILE, so the report can say what dominates the resident memory.
const fs = require("node:fs");
const v8 = require("node:v8");

process.on("SIGUSR2", () => {
  // Only when started with --expose-gc (experiments): what is live, without the garbage.
  globalThis.gc?.();
  const usage = process.memoryUsage();
  const heap = v8.getHeapSpaceStatistics().map((space) => ({ name: space.space_name, size: space.space_size, used: space.space_used_size }));
  fs.writeFileSync(process.env.MEMORY_PROBE_FILE, JSON.stringify({ usage, heap }));
});
