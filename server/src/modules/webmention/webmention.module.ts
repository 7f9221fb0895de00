import { defineModule } from "../../kernel/module-manifest";

/**
 * Webmentions (issue 40): for now the discovery of a page's endpoint (webmention.discovery.ts), which sending
 * will use; no tables or GraphQL yet.
 */
export default defineModule({
  name: "webmention",
  entities: [],
  resolvers: [],
});
