import { defineModule } from "../../kernel/module-manifest";
import { Message } from "./message.entity";
import { MessageResolver } from "./message.resolver";
import { messageLegacy } from "./message.legacy";

export default defineModule({
  name: "message",
  entities: [Message],
  resolvers: [MessageResolver],
  publicReads: ["messages"],
  legacy: messageLegacy,
});
