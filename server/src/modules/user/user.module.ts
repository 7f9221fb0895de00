import { defineModule } from "../../kernel/module-manifest";
import { User } from "./user.entity";
import { UserResolver } from "./user.resolver";

export default defineModule({
  name: "user",
  entities: [User],
  resolvers: [UserResolver],
});
