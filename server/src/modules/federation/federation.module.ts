import { defineModule } from "../../kernel/module-manifest";
import { fedifyMessage } from "./federation-queue";
import { FederationBlock, FederationFollower, FederationSettings } from "./federation.entity";
import { FederationResolver } from "./federation.resolver";

/**
 * The blog as an ActivityPub actor (federation.ts). Its HTTP side is mounted by the app
 * (http/federation.middleware.ts) and its publishing sweep started there, as both need the app's Federation,
 * which is made on first use (federation-on-demand.ts).
 */
export default defineModule({
  name: "federation",
  entities: [FederationSettings, FederationFollower, FederationBlock],
  resolvers: [FederationResolver],
  jobs: [fedifyMessage],
});
