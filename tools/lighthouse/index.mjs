// What scripts/lighthouse.mjs uses, resolved from this folder's own node_modules: Lighthouse and its ~200
// packages are installed here on the first `npm run lighthouse`, not by every `npm ci` (no test uses them).
export { default as lighthouse } from "lighthouse";
export { default as desktopConfig } from "lighthouse/core/config/desktop-config.js";
export { computeMedianRun } from "lighthouse/core/lib/median-run.js";
export * as chromeLauncher from "chrome-launcher";
