import type { TypedDocumentNode } from "@apollo/client";
import { operationName, type Transport, type Variables } from "./transport";

/** One query's answer as a page reads it; replaced, never changed in place, so React sees each change. */
export interface QueryState {
  data?: unknown;
  error?: unknown;
  loading: boolean;
}

/** The answers a server render read, by query and variables: sent with the page so the browser asks nothing again. */
export type DataSnapshot = Record<string, unknown>;

type Document = TypedDocumentNode<unknown, never>;

/**
 * The public pages' data: each query's latest answer, kept under its name and variables, with the components
 * that show it told of changes. No normalised cache: a public page reads a few queries of its own, and what
 * one answer changes in another (a new view count, a further page) is merged by the code that asked.
 */
export class DataClient {
  private readonly states = new Map<string, QueryState>();
  private readonly listeners = new Map<string, Set<() => void>>();
  /** The latest request of each key: an older one that answers late is ignored. */
  private readonly latest = new Map<string, Promise<unknown>>();
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly transport: Transport,
    snapshot: DataSnapshot = {},
    /** On the server, a query starts while the page renders, and the render loop waits for it (settle). */
    readonly rendersOnServer = false,
  ) {
    for (const [key, data] of Object.entries(snapshot)) this.states.set(key, { data, loading: false });
  }

  key(document: Document, variables: Variables | undefined): string {
    return `${operationName(document)}:${JSON.stringify(variables ?? {})}`;
  }

  state(key: string): QueryState | undefined {
    return this.states.get(key);
  }

  subscribe(key: string, listener: () => void): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Runs an operation without keeping its answer: mutations, and the further pages of a list. */
  run<TData>(document: TypedDocumentNode<TData, never>, variables?: Variables): Promise<TData> {
    return this.transport(document, variables);
  }

  /**
   * Asks for a query's answer and keeps it. What was shown stays until the answer comes, unless `fresh` (an
   * answer that must never be shown twice, such as a captcha).
   */
  load<TData>(document: TypedDocumentNode<TData, never>, variables?: Variables, fresh = false): Promise<TData> {
    const key = this.key(document, variables);
    const request = this.transport(document, variables);
    this.latest.set(key, request);
    this.put(key, { data: fresh ? undefined : this.states.get(key)?.data, loading: true });
    const settled = request.then(
      (data) => this.latest.get(key) === request && this.put(key, { data, loading: false }),
      (error: unknown) => this.latest.get(key) === request && this.put(key, { data: this.states.get(key)?.data, error, loading: false }),
    );
    this.pending.add(settled);
    void settled.finally(() => this.pending.delete(settled));
    return request;
  }

  /** Replaces a query's answer, e.g. with a further page appended. */
  write(key: string, data: unknown): void {
    this.put(key, { data, loading: false });
  }

  /** Drops every answer (requests under way are then ignored): the next page to show a query asks again. */
  forget(): void {
    this.states.clear();
    this.latest.clear();
  }

  /** Waits for every request under way; answers whether there were any (then the server renders again). */
  async settle(): Promise<boolean> {
    if (this.pending.size === 0) return false;
    await Promise.all(this.pending);
    return true;
  }

  /** The answers to send with a rendered page; failed queries are left for the browser to ask again. */
  extract(): DataSnapshot {
    const snapshot: DataSnapshot = {};
    for (const [key, state] of this.states) if (state.data !== undefined && state.error === undefined) snapshot[key] = state.data;
    return snapshot;
  }

  private put(key: string, state: QueryState) {
    this.states.set(key, state);
    for (const listener of this.listeners.get(key) ?? []) listener();
  }
}
