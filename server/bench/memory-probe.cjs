// Loaded with -r into the production server by the bench's memory phase only: on SIGUSR2 it writes what the
// process holds, by kind, to MEMORY_PROBE_FILE, so the report can say what dominates the resident memory.
const fs = require("node:fs");

/**
 * The resident pages of /proc/self/smaps by kind, KiB. V8 reserves a WebAssembly memory with its guard pages as
 * one 8 GiB range (4 GiB of addresses and as much again), of which the part in use is readable and the rest not:
 * process.memoryUsage() counts the whole memory as "external", resident or not (PGlite's 128 MiB, of which
 * about a quarter is touched).
 */
function residentByKind() {
  const mappings = [];
  for (const line of fs.readFileSync("/proc/self/smaps", "utf8").split("\n")) {
    const range = line.match(/^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(.*)$/);
    if (range) mappings.push({ start: parseInt(range[1], 16), end: parseInt(range[2], 16), perms: range[3], file: range[4] !== "0", rssKb: 0 });
    else if (line.startsWith("Rss:") && mappings.length > 0) mappings[mappings.length - 1].rssKb = Number(line.match(/\d+/)?.[0] ?? 0);
  }
  const total = { files: 0, wasm: 0, anonymous: 0 };
  mappings.forEach((mapping, i) => {
    const next = mappings[i + 1];
    const isWasm = !mapping.file && next && next.start === mapping.end && next.perms.startsWith("---") && next.end - mapping.start === 8 * 2 ** 30;
    total[mapping.file ? "files" : isWasm ? "wasm" : "anonymous"] += mapping.rssKb;
  });
  return total;
}

process.on("SIGUSR2", () => {
  const usage = process.memoryUsage();
  const residentKb = residentByKind();
  // The bench starts the server with --expose-gc: after the reading, a full collection tells how much of the
  // heap is objects still in use, and how much garbage not collected yet.
  globalThis.gc();
  const liveHeap = process.memoryUsage().heapUsed;
  fs.writeFileSync(process.env.MEMORY_PROBE_FILE, JSON.stringify({ usage, residentKb, liveHeap }));
});
