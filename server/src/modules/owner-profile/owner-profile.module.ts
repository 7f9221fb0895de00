import { defineModule } from "../../kernel/module-manifest";
import { OwnerProfile } from "./owner-profile.entity";
import { OwnerProfileResolver } from "./owner-profile.resolver";

export default defineModule({
  name: "owner-profile",
  entities: [OwnerProfile],
  resolvers: [OwnerProfileResolver],
  publicReads: ["ownerProfile"],
});
