import { defineModule } from "../../kernel/module-manifest";
import { Message } from "./message.entity";
import { MessageResolver } from "./message.resolver";

export default defineModule({
  name: "message",
  entities: [Message],
  resolvers: [MessageResolver],
  publicReads: ["messages"],
});
