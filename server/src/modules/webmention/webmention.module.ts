import { defineModule } from "../../kernel/module-manifest";
import { ReceivedWebmention, SentWebmention, WebmentionCheck } from "./webmention.entity";
import { verifyWebmention } from "./webmention.receive";
import { WebmentionResolver } from "./webmention.resolver";
import { announceTask, sendWebmention } from "./webmention.send";

/**
 * Webmentions (issue 40): receiving (webmention.receive.ts; the endpoint is http/webmention.router.ts), where a
 * verified mention becomes a comment of its kind in moderation; sending (webmention.send.ts), with the
 * discovery of a page's endpoint (webmention.discovery.ts); what was sent and received per article for the
 * back-office (articleWebmentions).
 */
export default defineModule({
  name: "webmention",
  entities: [ReceivedWebmention, SentWebmention, WebmentionCheck],
  resolvers: [WebmentionResolver],
  tasks: [announceTask],
  jobs: [verifyWebmention, sendWebmention],
});
