#!/usr/bin/env node
// Fails when any import cycle exists in server/src or web/src (type-only imports included: a cycle of types
// is still a tangle to read). `npm run lint` and `npm test` run it.
import path from "node:path";
import madge from "madge";

const root = path.resolve(import.meta.dirname, "..");
const trees = [
  { dir: "server/src", tsConfig: "server/tsconfig.json" },
  { dir: "web/src", tsConfig: "web/tsconfig.json" },
];

let cycles = 0;
for (const { dir, tsConfig } of trees) {
  const graph = await madge(path.join(root, dir), {
    fileExtensions: ["ts", "tsx"],
    tsConfig: path.join(root, tsConfig),
    excludeRegExp: [/\.test\.tsx?$/, /(^|\/)gql\//],
  });
  const found = graph.circular();
  cycles += found.length;
  console.log(found.length === 0 ? `${dir}: no import cycle in ${Object.keys(graph.obj()).length} files` : `${dir}: ${found.length} import cycle(s):`);
  for (const cycle of found) console.log(`  ${[...cycle, cycle[0]].join(" → ")}`);
}
process.exit(cycles === 0 ? 0 : 1);
