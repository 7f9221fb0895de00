// An ESLint rule that keeps imports pointing one way: each file belongs to a layer (and, for features, to a
// named unit), and may import only from the layers its table row allows. See docs/architecture.md.
import path from "node:path";
import fs from "node:fs";

const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".js", "/index.ts", "/index.tsx"];

/** The file an import names, or undefined for packages and aliases the table does not know. */
function resolve(fromFile, specifier, aliases) {
  for (const [prefix, target] of Object.entries(aliases)) {
    if (specifier.startsWith(prefix)) return path.join(target, specifier.slice(prefix.length));
  }
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  return (EXTENSIONS.map((ext) => base + ext).find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? base);
}

/** The first layer whose pattern matches, with the unit its pattern captured (a feature's or module's name). */
function classify(file, layers) {
  for (const layer of layers) {
    const match = layer.pattern.exec(file.split(path.sep).join("/"));
    if (match) return { name: layer.name, unit: match[1], layer };
  }
  return undefined;
}

/** Whether `from` may import `to`: its row lists `to`'s layer, and a unit layer only reaches its own unit. */
function allowed(from, to) {
  if (from.name === to.name && from.unit === to.unit) return true;
  return from.layer.mayImport.some((rule) => {
    const [name, unit] = rule.split(":");
    return name === to.name && (unit === undefined || unit === "*" || unit === to.unit);
  });
}

export default {
  meta: {
    type: "problem",
    docs: { description: "Imports point one way between layers, and features do not import each other." },
    schema: [{ type: "object", additionalProperties: true }],
    messages: { layer: "{{from}} may not import {{to}}: {{rule}}" },
  },
  create(context) {
    const { root, layers: table, aliases = {} } = context.options[0];
    const layers = table.map((layer) => ({ ...layer, pattern: new RegExp(layer.pattern) }));
    const file = path.relative(root, context.filename);
    const from = classify(file, layers);
    if (!from) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== "string") return;
      const target = resolve(context.filename, specifier, aliases);
      if (!target) return;
      const to = classify(path.relative(root, target), layers);
      if (!to || allowed(from, to)) return;
      const describe = (c) => (c.unit ? `${c.name} "${c.unit}"` : c.name);
      context.report({ node, messageId: "layer", data: { from: describe(from), to: describe(to), rule: from.layer.why } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value),
    };
  },
};
