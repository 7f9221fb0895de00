import { defineModule } from "../../kernel/module-manifest";
import { Mail } from "./mail.entity";
import { MailResolver } from "./mail.resolver";
import { sendMail } from "./mail.service";

/** The outbox and sending through SMTP: what every feature that writes to people (reply notices, newsletters) uses. */
export default defineModule({
  name: "mail",
  entities: [Mail],
  resolvers: [MailResolver],
  jobs: [sendMail],
});
