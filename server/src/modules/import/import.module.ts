import { defineModule } from "../../kernel/module-manifest";
import { ImportedItem } from "./imported-item.entity";

/** No GraphQL: imports arrive as files (http/import.router.ts, and the import command); the table remembers what came from where. */
export default defineModule({
  name: "import",
  entities: [ImportedItem],
  resolvers: [],
});
