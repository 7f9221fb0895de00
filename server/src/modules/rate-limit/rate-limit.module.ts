import { defineModule } from "../../kernel/module-manifest";
import { AddressAction } from "./rate-limit.entity";

/** The one limiter of what a visitor's address may do in a while (guestbook messages, comments, removal requests). */
export default defineModule({
  name: "rate-limit",
  entities: [AddressAction],
  resolvers: [],
});
