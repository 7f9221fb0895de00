import "reflect-metadata";
import fs from "node:fs";
import { SCHEMA_FILE, getSchema } from "../graphql/schema";
import { printSchemaFile } from "../graphql/print-schema";

/** Writes schema.graphql at the repository root from the resolver classes. */
getSchema()
  .then((schema) => {
    fs.writeFileSync(SCHEMA_FILE, printSchemaFile(schema));
    console.log(`wrote ${SCHEMA_FILE}`);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
