import { defineModule } from "../../kernel/module-manifest";
import { DashboardResolver } from "./dashboard.resolver";

/** No tables of its own: it reads the article, message and visit counters' tables. */
export default defineModule({
  name: "dashboard",
  entities: [],
  resolvers: [DashboardResolver],
});
