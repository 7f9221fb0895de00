import { defineModule } from "../../kernel/module-manifest";
import { User } from "./user.entity";
import { UserAuthoringResolver, UserResolver } from "./user.resolver";
import { userLegacy } from "./user.legacy";

export default defineModule({
  name: "user",
  entities: [User],
  resolvers: [UserResolver, UserAuthoringResolver],
  legacy: userLegacy,
});
