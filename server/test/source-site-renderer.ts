import path from "node:path";
import type { ServerEntry } from "../src/shared/server-render";
import type { SiteRendererSource } from "../src/ssr/server-entry";

const WEB_ROOT = path.resolve(__dirname, "../../web");

/** What is used of Vite's dev server (its types need a module resolution the server's tsconfig does not use). */
interface ViteDevServer {
  ssrLoadModule(url: string): Promise<Record<string, unknown>>;
}
type CreateServer = (config: Record<string, unknown>) => Promise<ViteDevServer>;
const VITE = "vite";

let vite: Promise<ViteDevServer> | undefined;

/**
 * Renders the public pages from the site's sources, through Vite's own server-side loader, so the server
 * suite sees the pages a build would serve without needing one. Vite starts on the first page a test asks
 * for and serves every later file of the same worker (vitest runs a worker's files in one process), as one
 * built entry serves every request of a server: loading the site's modules was about 0.6 s of CPU per file.
 * Files that ask for no page never start it; it ends with the worker.
 */
export const sourceSiteRenderer: SiteRendererSource = async () => {
  vite ??= (import(VITE) as Promise<{ createServer: CreateServer }>).then(({ createServer }) =>
    createServer({
      root: WEB_ROOT,
      appType: "custom",
      logLevel: "error",
      // No WebSocket server: nothing reloads, and files rendering at once would contend for its one port.
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      // No pre-bundling of the browser's dependencies: the server-side loader never uses them, and on a clean
      // checkout, finding and bundling them (into web/node_modules/.vite) took about 4 s of CPU beside the tests.
      optimizeDeps: { noDiscovery: true, include: [] },
    }),
  );
  const { serverEntry } = (await (await vite).ssrLoadModule("/src/entry-server.tsx")) as unknown as { serverEntry: ServerEntry };
  // Without a build there is no manifest: the pages name no scripts or styles of their own.
  return { entry: serverEntry, manifest: {} };
};
