import { defineModule } from "../../kernel/module-manifest";
import { Link } from "./link.entity";
import { LinkResolver } from "./link.resolver";

export default defineModule({
  name: "link",
  entities: [Link],
  resolvers: [LinkResolver],
  publicReads: ["links"],
});
