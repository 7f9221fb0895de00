import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";

export function printSchemaFile(schema: GraphQLSchema): string {
  return (
    "# Generated from the server's code by `npm run codegen`. Do not edit: change the resolvers instead.\n\n" +
    printSchema(lexicographicSortSchema(schema)) +
    "\n"
  );
}
