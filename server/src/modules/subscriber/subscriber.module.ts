import { defineModule } from "../../kernel/module-manifest";
import { deliverPost, SEND_SWEEP_MS, sendDuePosts } from "./newsletter";
import { NewsletterDelivery, NewsletterSend, NewsletterSettings, Subscriber } from "./subscriber.entity";
import { SubscriberResolver } from "./subscriber.resolver";
import { FORGET_PENDING_MS, forgetUnconfirmed } from "./subscriber.service";

/** Subscribers by e-mail: double opt-in, one-click unsubscribe, new posts sent to each confirmed subscriber once. */
export default defineModule({
  name: "subscriber",
  entities: [Subscriber, NewsletterSettings, NewsletterSend, NewsletterDelivery],
  resolvers: [SubscriberResolver],
  tasks: [
    { name: "send scheduled posts by e-mail", everyMs: SEND_SWEEP_MS, run: sendDuePosts },
    { name: "forget addresses never confirmed", everyMs: FORGET_PENDING_MS, run: forgetUnconfirmed },
  ],
  jobs: [deliverPost],
});
