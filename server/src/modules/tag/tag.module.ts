import { defineModule } from "../../kernel/module-manifest";
import { Tag } from "./tag.entity";
import { TagResolver } from "./tag.resolver";

export default defineModule({
  name: "tag",
  entities: [Tag],
  resolvers: [TagResolver],
  publicReads: ["tags", "tag"],
});
