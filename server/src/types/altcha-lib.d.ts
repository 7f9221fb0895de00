// altcha-lib publishes its types through package.json "exports", which this project's module resolution
// ("node") does not read; these name the same files. At run time Node and Vite resolve the exports as published.
declare module "altcha-lib" {
  export * from "altcha-lib/dist/cjs/v2/index";
}
declare module "altcha-lib/algorithms/sha" {
  export * from "altcha-lib/dist/cjs/v2/algorithms/sha";
}
