import path from "node:path";
import { buildSchema, type BuildSchemaOptions } from "type-graphql";
import { assertValidSchema, type GraphQLSchema } from "graphql";
import { authChecker } from "../modules/auth/auth-checker";
import { loadModules } from "../modules/registry";
import { rejectNulBytes } from "../kernel/text-rules";

/** The repository's committed copy of the schema. */
export const SCHEMA_FILE = path.resolve(__dirname, "../../../schema.graphql");

let built: Promise<GraphQLSchema> | undefined;

/** The schema is the same for every app in a process, so it is built once. */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= loadModules().then(async (modules) => {
    const schema = await buildSchema({
      // Every module lists its resolvers in its manifest; type-graphql types them as a non-empty tuple.
      resolvers: modules.flatMap((module) => module.resolvers) as unknown as BuildSchemaOptions["resolvers"],
      authChecker,
      globalMiddlewares: [rejectNulBytes],
      // Inputs are checked by the services, which give messages that name the field.
      validate: false,
      // type-graphql's own check runs a whole introspection query over the schema, a fifth of a second of every
      // start; graphql's validation below finds the same faults, and is what every request's validation reuses.
      skipCheck: true,
    });
    assertValidSchema(schema);
    return schema;
  });
  return built;
}
