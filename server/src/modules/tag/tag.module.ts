import { defineModule } from "../../kernel/module-manifest";
import { Tag } from "./tag.entity";
import { TagAuthoringResolver, TagResolver } from "./tag.resolver";

export default defineModule({
  name: "tag",
  entities: [Tag],
  resolvers: [TagResolver, TagAuthoringResolver],
  publicReads: ["tags", "tag"],
});
