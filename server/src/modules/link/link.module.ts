import { defineModule } from "../../kernel/module-manifest";
import { Link } from "./link.entity";
import { LinkResolver } from "./link.resolver";
import { linkLegacy } from "./link.legacy";

export default defineModule({
  name: "link",
  entities: [Link],
  resolvers: [LinkResolver],
  publicReads: ["links"],
  legacy: linkLegacy,
});
