import { defineModule } from "../../kernel/module-manifest";
import { Column } from "./column.entity";
import { ColumnResolver, ColumnAuthoringResolver } from "./column.resolver";
import { columnLegacy } from "./column.legacy";

export default defineModule({
  name: "column",
  entities: [Column],
  resolvers: [ColumnResolver, ColumnAuthoringResolver],
  publicReads: ["columns", "column"],
  legacy: columnLegacy,
});
