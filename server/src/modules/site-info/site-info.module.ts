import { defineModule } from "../../kernel/module-manifest";
import { SiteInfo } from "./site-info.entity";
import { SiteInfoResolver } from "./site-info.resolver";

export default defineModule({
  name: "site-info",
  entities: [SiteInfo],
  resolvers: [SiteInfoResolver],
  publicReads: ["siteInfo"],
});
