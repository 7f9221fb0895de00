import { defineModule } from "../../kernel/module-manifest";

/** No tables and no GraphQL: the exports are downloads (http/export.router.ts) made from the other modules' tables. */
export default defineModule({
  name: "export",
  entities: [],
  resolvers: [],
});
