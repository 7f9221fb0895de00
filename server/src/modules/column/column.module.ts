import { defineModule } from "../../kernel/module-manifest";
import { Column } from "./column.entity";
import { ColumnResolver, ColumnAuthoringResolver } from "./column.resolver";

export default defineModule({
  name: "column",
  entities: [Column],
  resolvers: [ColumnResolver, ColumnAuthoringResolver],
  publicReads: ["columns", "column"],
});
