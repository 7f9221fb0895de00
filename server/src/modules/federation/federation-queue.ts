import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from "@fedify/fedify";
import type { Config } from "../../config";
import type { JobKind, JobQueue } from "../../kernel/jobs";

type Handler = (message: unknown) => Promise<void> | void;

interface FedifyJob {
  /** One of Fedify's own messages (an activity to deliver to one inbox, a fan-out, a received activity): plain JSON. */
  message: unknown;
}

/**
 * The handler each app's Federation gave `listen`, by that app's settings object: the kind of job is declared
 * once for every app, the Federation is made per app (tests run more than one in a process).
 */
const handlers = new WeakMap<Config, Handler>();

/** What makes each app's Federation and starts its queue, for a message that comes before anything else has. */
const loaders = new WeakMap<Config, () => Promise<unknown>>();

/**
 * How this app's Federation is made when a message comes first (after a restart with deliveries pending): the
 * job waits for it, and Fedify's `startQueue` has given `listen` its handler by the time it resolves.
 */
export function loadFederationForMessages(config: Config, load: () => Promise<unknown>): void {
  loaders.set(config, load);
}

/**
 * Fedify's messages as jobs of our one queue (pg-boss, docs/architecture.md "Work that leaves the server"): a
 * delivery survives a restart, is taken by one process however many share the database, and a failed one is
 * tried again with a doubling delay by pg-boss (nativeRetrial), not by Fedify's in-memory retry.
 */
export const fedifyMessage: JobKind<FedifyJob> = {
  name: "federation.message",
  retryLimit: 8,
  retryDelaySeconds: 30,
  batchSize: 5,
  async run(_em, { message }, { config }) {
    if (!handlers.has(config)) await loaders.get(config)?.();
    const handle = handlers.get(config);
    // This process does not federate (it is stopping, or has no Federation): the job is tried again.
    if (!handle) throw new Error("Federation is not running in this process.");
    await handle(message);
  },
};

export class JobMessageQueue implements MessageQueue {
  readonly nativeRetrial = true;

  /** `jobs` is read at each call: the queue of jobs is made after the Federation that uses this. */
  constructor(
    private readonly config: Config,
    private readonly jobs: () => JobQueue,
  ) {}

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    // Messages are not kept in order per orderingKey: each delivery stands alone and a late Create after its
    // Update is what peers see anyway when a retry succeeds later.
    const delay = options?.delay ? Math.ceil(options.delay.total({ unit: "seconds" })) : 0;
    await this.jobs().send(fedifyMessage, { message }, delay > 0 ? { startAfterSeconds: delay } : {});
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    if (options?.delay) {
      for (const message of messages) await this.enqueue(message, options);
      return;
    }
    await this.jobs().sendMany(
      fedifyMessage,
      messages.map((message) => ({ message })),
    );
  }

  /** Jobs are taken by the job queue's workers; this only hands them this app's handler until the signal. */
  listen(handler: Handler, options?: MessageQueueListenOptions): Promise<void> {
    handlers.set(this.config, handler);
    return new Promise<void>((resolve) => {
      const stop = () => {
        if (handlers.get(this.config) === handler) handlers.delete(this.config);
        resolve();
      };
      if (options?.signal?.aborted) stop();
      else options?.signal?.addEventListener("abort", stop, { once: true });
    });
  }
}
