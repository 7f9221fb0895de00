import fs from "node:fs";
import path from "node:path";
import { buildSchema, findBreakingChanges } from "graphql";
import { describe, expect, it } from "vitest";
import { printSchemaFile } from "./print-schema";
import { SCHEMA_FILE, getSchema } from "./schema";

describe("schema.graphql", () => {
  it("matches the code (run `npm run codegen` after changing a resolver)", async () => {
    expect(fs.readFileSync(SCHEMA_FILE, "utf8")).toBe(printSchemaFile(await getSchema()));
  });

  it("describes every type, field and argument for the sandbox's docs", async () => {
    const schema = await getSchema();
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith("__") || ["String", "Int", "Float", "Boolean", "ID"].includes(type.name)) continue;
      const root = ["Query", "Mutation"].includes(type.name);
      if (!type.description && !root) missing.push(type.name);
      if ("getFields" in type) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of "args" in field ? field.args : []) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("keeps every type, field and argument of the published schema (test/schema-baseline.graphql)", async () => {
    // The schema as clients were given it; a change may add to it, never remove, rename or retype.
    const baseline = buildSchema(fs.readFileSync(path.resolve(__dirname, "../../test/schema-baseline.graphql"), "utf8"));
    expect(findBreakingChanges(baseline, await getSchema())).toEqual([]);
  });
});
