import { defineConfig } from "vitest/config";

/** Browser tests: headless Debian Chromium against the built site served by the real server. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["**/*.e2e.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
