import { defineModule } from "../../kernel/module-manifest";
import { SiteInfo } from "./site-info.entity";
import { SiteText } from "./site-text.entity";
import { SiteInfoResolver } from "./site-info.resolver";

export default defineModule({
  name: "site-info",
  entities: [SiteInfo, SiteText],
  resolvers: [SiteInfoResolver],
  publicReads: ["siteInfo", "siteText", "siteTexts"],
});
