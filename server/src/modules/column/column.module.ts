import { defineModule } from "../../kernel/module-manifest";
import { Column } from "./column.entity";
import { ColumnResolver } from "./column.resolver";

export default defineModule({
  name: "column",
  entities: [Column],
  resolvers: [ColumnResolver],
  publicReads: ["columns", "column"],
});
