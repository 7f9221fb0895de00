import { defineModule } from "../../kernel/module-manifest";
import { SystemInfoResolver } from "./system-info.resolver";

export default defineModule({
  name: "system-info",
  entities: [],
  resolvers: [SystemInfoResolver],
});
