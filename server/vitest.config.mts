import swc from "unplugin-swc";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // type-graphql and MikroORM read decorator metadata, which esbuild does not emit; swc does.
  plugins: [swc.vite({ jsc: { parser: { syntax: "typescript", decorators: true }, transform: { decoratorMetadata: true, legacyDecorator: true, useDefineForClassFields: false }, target: "es2022" } })],
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["./test/setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 90_000,
    reporters: ["default"],
  },
});
