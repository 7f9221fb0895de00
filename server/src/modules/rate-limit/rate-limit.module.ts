import { defineModule } from "../../kernel/module-manifest";
import { LimitedAction } from "./rate-limit.entity";

/** The one store of limited actions: what an address may do in a while (guestbook messages, comments, removal requests) and failed sign-ins. */
export default defineModule({
  name: "rate-limit",
  entities: [LimitedAction],
  resolvers: [],
});
