import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { Config } from "../../config";
import type { JobQueue } from "../../kernel/jobs";
import type { BlogFederation } from "./federation";
import type { ArticleChange, ArticleChangeSender } from "./federated-articles";
import { federationData } from "./federation-data";
import { loadFederationForMessages } from "./federation-queue";

/**
 * The app's Federation, made on first use: Fedify and its vocabulary add some 30 MiB to the server's resident
 * memory once loaded, and a blog nobody follows and no fediverse server has asked anything never needs them. Three things load it: a request
 * on the federation paths while federation is on (http/federation.middleware.ts), sending an article's change
 * to at least one follower (federated-articles.ts decides that without Fedify), and a Fedify message job taken
 * by a process that has not loaded it yet. The first call makes the Federation and starts its queue, until
 * `signal` (the server stopping); every later call gets the same one.
 */
export class FederationOnDemand implements ArticleChangeSender {
  readonly data;
  private loading: Promise<BlogFederation> | undefined;

  /** `jobs` is read when Fedify is loaded: the queue of jobs is made after this. */
  constructor(
    private readonly orm: MikroORM,
    private readonly config: Config,
    private readonly jobs: () => JobQueue,
    private readonly signal: AbortSignal,
  ) {
    this.data = federationData(orm);
    loadFederationForMessages(config, () => this.federation());
  }

  federation(): Promise<BlogFederation> {
    // A failed load (the server stopping) is tried again by the next call.
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  async sendArticleChanges(em: EntityManager, origin: string, changes: ArticleChange[]): Promise<void> {
    const [federation, { sendArticleChanges }] = await Promise.all([this.federation(), import("./federated-article-activities")]);
    await sendArticleChanges(federation.createContext(new URL(origin), this.data), em, changes);
  }

  private async load(): Promise<BlogFederation> {
    if (this.signal.aborted) throw new Error("Federation is not running in this process: the server is stopping.");
    const { createBlogFederation } = await import("./federation");
    const federation = createBlogFederation(this.orm, this.config, this.jobs);
    // Hands Fedify's messages to the job queue's workers from here on, until the server stops; the handler is
    // registered before this returns, so a job waiting on this finds it.
    void federation.startQueue(this.data, { signal: this.signal });
    return federation;
  }
}
