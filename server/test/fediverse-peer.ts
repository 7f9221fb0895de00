import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { createFederation, generateCryptoKeyPair, MemoryKvStore, type Federation } from "@fedify/fedify";
import { Activity, Announce, Create, Delete, Endpoints, Follow, Image, Like, Note, Person, Undo } from "@fedify/vocab";

/**
 * A second fediverse server for tests: one actor, `reader`, made with Fedify on 127.0.0.1, with keys of its own.
 * It signs what it sends and its inbox keeps only activities whose signatures Fedify verified (an unsigned or
 * badly signed one is answered 401 and never recorded), so receiving something proves the blog signed it.
 */
export interface FediversePeer {
  url: string;
  /** The reader's actor URL. */
  actorUrl: string;
  /** Every verified activity the reader's inbox received, oldest first. */
  received: Activity[];
  /** Sends the blog's actor (by its URL: WebFinger by acct: would need HTTPS) a signed Follow; returns it. */
  follow(actorUrl: string): Promise<Follow>;
  /** Sends a signed Undo of that Follow. */
  unfollow(actorUrl: string, follow: Follow): Promise<void>;
  /** Sends the blog a signed Like of `objectUrl`; returns it. */
  like(actorUrl: string, objectUrl: string): Promise<Like>;
  /** Sends the blog a signed Announce (a repost) of `objectUrl`; returns it. */
  announce(actorUrl: string, objectUrl: string): Promise<Announce>;
  /** Sends a signed Undo of a Like or Announce. */
  undo(actorUrl: string, activity: Like | Announce): Promise<void>;
  /** Sends the blog a signed Create of a Note with this HTML replying to `objectUrl`; returns the note. */
  reply(actorUrl: string, objectUrl: string, html: string): Promise<Note>;
  /** Sends a signed Delete of something the reader made (a note), or of the reader itself when `objectUrl` is its actor URL. */
  delete(actorUrl: string, objectUrl: string): Promise<void>;
  /** The reader's account is deleted: its actor document, and with it its key, answer 410 Gone from now on. */
  goAway(): void;
  /** The inbox answers the next POSTs with these statuses, one each, before taking activities again. */
  refuseNext(...statuses: number[]): void;
  /** The POSTs the inbox refused so far, oldest first: the status, the inbox's path and the activity's id. */
  refused: { status: number; path: string; activityId: string }[];
  /** The first received activity that passes `test`, waiting for it up to `timeoutMs`. */
  waitFor<T extends Activity>(test: (activity: Activity) => activity is T, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

const READER = "reader";

/** Starts a peer before the file's tests and closes it after them; `started` receives it. */
export function useFediversePeer(started: (peer: FediversePeer) => void) {
  let peer: FediversePeer | undefined;
  beforeAll(async () => {
    peer = await startFediversePeer();
    started(peer);
  });
  afterAll(() => peer?.close());
}

export async function startFediversePeer(): Promise<FediversePeer> {
  const received: Activity[] = [];
  const waiters = new Set<() => void>();
  const keys = [await generateCryptoKeyPair("RSASSA-PKCS1-v1_5"), await generateCryptoKeyPair("Ed25519")];
  // No queue: the peer sends at once, inside the call. Private addresses allowed: the blog is on 127.0.0.1 too.
  const federation: Federation<void> = createFederation<void>({ kv: new MemoryKvStore(), allowPrivateAddress: true });
  federation
    .setActorDispatcher("/users/{identifier}", async (ctx, identifier) => {
      if (identifier !== READER) return null;
      const pairs = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: "A reader",
        icon: new Image({ url: new URL("/avatar.png", url) }),
        inbox: ctx.getInboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: pairs[0].cryptographicKey,
        assertionMethods: pairs.map((pair) => pair.multikey),
      });
    })
    .setKeyPairsDispatcher((_ctx, identifier) => (identifier === READER ? keys : []));
  federation.setInboxListeners("/users/{identifier}/inbox", "/inbox").on(Activity, (_ctx, activity) => {
    received.push(activity);
    for (const wake of waiters) wake();
  });

  const refusing: number[] = [];
  const refused: FediversePeer["refused"] = [];
  let gone = false;
  const server = http.createServer((req, res) => {
    if (gone && req.method === "GET" && req.url?.startsWith(`/users/${READER}`)) {
      res.writeHead(410).end();
      return;
    }
    const refusal = req.method === "POST" ? refusing.shift() : undefined;
    if (refusal !== undefined) {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        refused.push({ status: refusal, path: req.url ?? "", activityId: String((JSON.parse(Buffer.concat(chunks).toString("utf8")) as { id?: unknown }).id) });
        res.writeHead(refusal).end();
      });
      return;
    }
    const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(url, { method: req.method, headers, ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}) } as RequestInit);
    federation
      .fetch(request, { contextData: undefined })
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const context = () => federation.createContext(new URL(url), undefined);
  const actorUrl = context().getActorUri(READER).href;

  const blogActor = async (blogUrl: string) => {
    const found = await context().lookupObject(blogUrl);
    if (!(found instanceof Person) || !found.id || !found.inboxId) throw new Error(`No actor at ${blogUrl}`);
    return found;
  };

  /** Signs and sends `activity` to the blog's inbox, at once; returns it. */
  const send = async <T extends Activity>(blogUrl: string, activity: T): Promise<T> => {
    await context().sendActivity({ identifier: READER }, await blogActor(blogUrl), activity);
    return activity;
  };

  return {
    url,
    actorUrl,
    received,
    refused,
    goAway() {
      gone = true;
    },
    refuseNext(...statuses) {
      refusing.push(...statuses);
    },
    async follow(blogUrl) {
      const ctx = context();
      const blog = await blogActor(blogUrl);
      const follow = new Follow({ id: new URL(`/follows/${randomUUID()}`, url), actor: ctx.getActorUri(READER), object: blog.id });
      await ctx.sendActivity({ identifier: READER }, blog, follow);
      return follow;
    },
    async unfollow(blogUrl, follow) {
      await send(blogUrl, new Undo({ id: new URL(`/undos/${randomUUID()}`, url), actor: new URL(actorUrl), object: follow }));
    },
    async like(blogUrl, objectUrl) {
      return send(blogUrl, new Like({ id: new URL(`/likes/${randomUUID()}`, url), actor: new URL(actorUrl), object: new URL(objectUrl) }));
    },
    async announce(blogUrl, objectUrl) {
      return send(blogUrl, new Announce({ id: new URL(`/announces/${randomUUID()}`, url), actor: new URL(actorUrl), object: new URL(objectUrl) }));
    },
    async undo(blogUrl, activity) {
      await send(blogUrl, new Undo({ id: new URL(`/undos/${randomUUID()}`, url), actor: new URL(actorUrl), object: activity }));
    },
    async reply(blogUrl, objectUrl, html) {
      const note = new Note({ id: new URL(`/notes/${randomUUID()}`, url), attribution: new URL(actorUrl), replyTarget: new URL(objectUrl), content: html });
      await send(blogUrl, new Create({ id: new URL(`/creates/${randomUUID()}`, url), actor: new URL(actorUrl), object: note }));
      return note;
    },
    async delete(blogUrl, objectUrl) {
      await send(blogUrl, new Delete({ id: new URL(`/deletes/${randomUUID()}`, url), actor: new URL(actorUrl), object: new URL(objectUrl) }));
    },
    waitFor<T extends Activity>(test: (activity: Activity) => activity is T, timeoutMs = 30_000): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = received.find(test);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No such activity within ${timeoutMs} ms; received: ${received.map((a) => a.constructor.name).join(", ") || "nothing"}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
