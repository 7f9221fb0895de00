import { defineModule } from "../../kernel/module-manifest";
import { SiteInfo } from "./site-info.entity";
import { SiteText } from "./site-text.entity";
import { SiteInfoResolver } from "./site-info.resolver";
import { siteInfoLegacy } from "./site-info.legacy";

export default defineModule({
  name: "site-info",
  entities: [SiteInfo, SiteText],
  resolvers: [SiteInfoResolver],
  publicReads: ["siteInfo", "siteText", "siteTexts"],
  legacy: siteInfoLegacy,
});
