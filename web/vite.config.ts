import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const api = process.env.API_ORIGIN ?? "http://localhost:4000";

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(["/graphql", "/api", "/healthz", "/uploads"].map((path) => [path, { target: api, changeOrigin: false }])),
  },
  build: { outDir: "dist", sourcemap: false, chunkSizeWarningLimit: 4000 },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test-setup.ts"],
  },
});
