// Lint for the whole repository: ESLint's and typescript-eslint's recommended rules, React's hook rules for
// the web app, and our layer table (tools/eslint/layers.mjs), which keeps imports pointing one way.
import path from "node:path";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import layers from "./tools/eslint/layers.mjs";

const root = import.meta.dirname;

/**
 * Each source file's layer, first match wins; a layer imports itself and what `mayImport` lists. A capture
 * group names a unit (a server module, a web feature): a unit imports only itself unless a rule names another.
 * Tests, benches and scripts are not in the table: they may reach anything.
 */
const LAYERS = [
  { name: "tests", pattern: String.raw`(\.test\.tsx?$|^server/(test|bench)/|^e2e/|test-setup\.ts$|^web/src/lib/test-render\.tsx$)`, mayImport: ["*"] },
  // Server.
  { name: "kernel", pattern: String.raw`^server/src/(?:kernel|shared|runtime|view-counting)/|^server/src/config\.ts$`, mayImport: [],
    why: "the kernel (errors, paging, text rules, permissions, the request-context type) imports nothing above it, and no HTTP library (below)" },
  { name: "module", pattern: String.raw`^server/src/modules/([^/]+)/`, mayImport: ["kernel", "module:*"],
    why: "a module imports the kernel and other modules' entities and services, never the adapters or the assembly" },
  { name: "adapter", pattern: String.raw`^server/src/(?:legacy|seo|ssr|uploads|cache|http)/`, mayImport: ["kernel", "module:*", "adapter"],
    why: "the legacy shim, pages (and their rendering), uploads and caches import modules and the kernel, never the assembly" },
  { name: "assembly", pattern: String.raw`^server/src/`, mayImport: ["*"] },
  // Web.
  { name: "web-i18n", pattern: String.raw`^web/src/i18n/`, mayImport: ["web-lib", "web-gql", "kernel"],
    why: "the interface's messages and formats (web/src/i18n) read only web/src/lib, the generated types and the shared locales; every part of the web app may speak through them" },
  { name: "web-lib", pattern: String.raw`^web/src/lib/`, mayImport: ["web-gql", "kernel", "web-i18n"],
    why: "web/src/lib holds shared pieces; it imports no feature and no app code" },
  { name: "web-gql", pattern: String.raw`^web/src/gql/`, mayImport: [] },
  { name: "admin-feature", pattern: String.raw`^web/src/features/admin/(?!shared/|shell/)([^/]+)/`,
    mayImport: ["web-lib", "web-gql", "kernel", "web-i18n", "admin-shared"],
    why: "a back-office page imports web/src/lib and the back-office's shared pieces and shell, never another page" },
  { name: "admin-shared", pattern: String.raw`^web/src/features/admin/(?:shared|shell)/`, mayImport: ["web-lib", "web-gql", "kernel", "web-i18n"],
    why: "the back-office's shared pieces import only web/src/lib" },
  { name: "feature", pattern: String.raw`^web/src/features/([^/]+)/`, mayImport: ["web-lib", "web-gql", "kernel", "web-i18n"],
    why: "features do not import each other; what two of them share belongs in web/src/lib" },
  { name: "web-app", pattern: String.raw`^web/src/`, mayImport: ["*"] },
].map((layer) => ({ why: "", ...layer, mayImport: layer.mayImport }));

// "*" means every layer: expanded here so the rule stays a plain table lookup.
const ALL = LAYERS.map((layer) => `${layer.name}:*`);
for (const layer of LAYERS) if (layer.mayImport.includes("*")) layer.mayImport = ALL;

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "web/.builds/**", "web/src/gql/**", "**/coverage/**", "server/src/db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mts}"],
    plugins: { local: { rules: { layers } } },
    rules: {
      "local/layers": ["error", { root, layers: LAYERS, aliases: { "@shared/": path.join(root, "server/src/shared/") } }],
      // Unused arguments named with a leading underscore document a required position.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
    },
  },
  {
    // The kernel says what a request gives a service (kernel/request-context.ts) in values, not HTTP objects:
    // Express's request and answer are http/'s, so the services run the same under any way in.
    files: ["server/src/kernel/**/*.ts", "server/src/modules/**/*.ts"],
    // The one exception: fetching an address a stranger named connects through node:http to the very address it
    // checked, which fetch() cannot do (stranger-fetch.ts says why). It holds no request or answer of ours.
    ignores: ["**/*.test.ts", "server/src/modules/webmention/stranger-fetch.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: ["express", "http", "node:http", "https", "node:https"].map((name) => ({ name, message: "The kernel and the modules hold no HTTP types: put this in server/src/http/ or an adapter." })) }],
    },
  },
  {
    // Fedify holds about 60 MiB once loaded, and a blog nobody follows never needs it: only the files that
    // federation-on-demand.ts imports when it is first needed may use its values (types are free).
    files: ["server/src/**/*.ts"],
    ignores: [
      "**/*.test.ts",
      ...["federation", "federation-inbox", "federation-keys", "federation-objects", "federated-article-activities"].map((name) => `server/src/modules/federation/${name}.ts`),
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@fedify/*"], allowTypeImports: true, message: "Fedify is loaded on first use (modules/federation/federation-on-demand.ts): import its values only in the files that one loads, or import() it where it is used." }] },
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // Tests read answers of many shapes; typing each one would say nothing the assertions do not.
    files: ["**/*.test.{ts,tsx}", "server/test/**", "server/bench/**", "e2e/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  { files: ["**/*.cjs"], rules: { "@typescript-eslint/no-require-imports": "off" } },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", __dirname: "readonly", require: "readonly", module: "writable", URL: "readonly", setTimeout: "readonly", clearTimeout: "readonly", Buffer: "readonly", fetch: "readonly" } },
  },
);
