import { defineModule } from "../../kernel/module-manifest";
import { HomeInfo, SiteVisit } from "./home-info.entity";
import { HomeInfoResolver } from "./home-info.resolver";

export default defineModule({
  name: "home-info",
  entities: [HomeInfo, SiteVisit],
  resolvers: [HomeInfoResolver],
  // homeInfo is no public read: it carries today's live visit count.
  counterWrites: ["recordVisit"],
});
