import os from "node:os";
import { defineConfig } from "vitest/config";

/** Browser tests: headless Debian Chromium against the built site served by the real server. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["**/*.e2e.ts"],
    // Starts the built server once to migrate and seed a data folder, which each file's server copies.
    globalSetup: ["./global-setup.ts"],
    // Files run in parallel, one worker per core. A worker's files share one server (on a free port, with its own
    // copy of the data folder) unless a file asks for its own (browser-app.ts); each file has its own browser
    // contexts in the Chromium the global setup started.
    pool: "forks",
    maxWorkers: os.availableParallelism(),
    // A worker runs its files one after another in one process (the harness and Playwright load once per
    // worker, not once per file).
    isolate: false,
    // A test waits for conditions, never a time; this only bounds one that hangs. Flows that load the editor or
    // convert an upload took 40 to 52 s on two cores shared with the rest of the suite.
    testTimeout: 120_000,
    // expect.poll waits for a condition; on a busy machine a save and its refetch take more than its default second.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
