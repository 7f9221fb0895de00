import { defineModule } from "../../kernel/module-manifest";
import { Column } from "./column.entity";
import { ColumnResolver } from "./column.resolver";
import { columnLegacy } from "./column.legacy";

export default defineModule({
  name: "column",
  entities: [Column],
  resolvers: [ColumnResolver],
  publicReads: ["columns", "column"],
  legacy: columnLegacy,
});
