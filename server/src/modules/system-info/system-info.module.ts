import { defineModule } from "../../kernel/module-manifest";
import { SystemInfoResolver } from "./system-info.resolver";
import { systemInfoLegacy } from "./system-info.legacy";

export default defineModule({
  name: "system-info",
  entities: [],
  resolvers: [SystemInfoResolver],
  legacy: systemInfoLegacy,
});
