import { useCallback, useEffect, useRef, useState } from "react";
import { print } from "graphql";
import { useApolloClient } from "@apollo/client/react";
import { AdminAutosaveArticleDocument, AdminCreateArticleDocument, type CreateArticleInput } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { errorMessage } from "../../../lib/error-message";
import { workingCopyChanges, type WorkingTexts } from "./article-draft";

/** Typing that pauses this long is saved: often enough to lose little, rarely enough not to save every word. */
export const AUTOSAVE_DELAY_MS = 2000;

export type AutosaveStatus = { state: "idle" } | { state: "saving" } | { state: "saved"; at: Date } | { state: "failed"; message: string };

/** The article an autosave created, and the input it was created from. */
export interface CreatedByAutosave {
  article: { id: number; slug: string; title: string };
  input: CreateArticleInput;
}

interface AutosaveOptions {
  articleId: number | undefined;
  /** What the working copy should hold now. */
  wanted: WorkingTexts;
  /** What the server's working copy held when the editor opened. */
  initial: WorkingTexts;
  /** The input that creates the article when there is none yet: a new post's first autosave makes its draft. */
  createInput(): CreateArticleInput;
  onCreated(created: CreatedByAutosave): void;
  /** False for a view-only user, and while a Save draft, Update or Publish is on its way. */
  enabled: boolean;
}

const NOTHING_KEPT: WorkingTexts = { title: null, subtitle: null, summary: null, cover: null, content: null };

/**
 * Keeps the texts being written in the article's working copy, never making them live: a moment after typing
 * pauses, and when the author leaves the editor or closes the tab (a request that outlives the page). One
 * save at a time; whatever changed meanwhile goes in the next.
 */
export function useAutosave({ articleId, wanted, initial, createInput, onCreated, enabled }: AutosaveOptions) {
  const client = useApolloClient();
  const [status, setStatus] = useState<AutosaveStatus>({ state: "idle" });
  const latest = useRef({ wanted, createInput, onCreated, enabled });
  latest.current = { wanted, createInput, onCreated, enabled };
  const id = useRef(articleId);
  // An article created by Save draft or Publish: later autosaves go to it, never to a second new one.
  if (articleId !== undefined) id.current = articleId;
  const kept = useRef(initial);
  const inFlight = useRef<Promise<boolean> | null>(null);

  const save = useCallback(async (): Promise<boolean> => {
    const create = async () => {
      const input = latest.current.createInput();
      const { data } = await client.mutate({ mutation: AdminCreateArticleDocument, variables: { input }, context: ADMIN_CONTEXT });
      const article = data!.createArticle;
      id.current = article.id;
      kept.current = NOTHING_KEPT;
      latest.current.onCreated({ article, input });
    };
    const keep = async (articleId: number) => {
      const changes = workingCopyChanges(latest.current.wanted, kept.current);
      await client.mutate({ mutation: AdminAutosaveArticleDocument, variables: { id: articleId, input: changes }, context: ADMIN_CONTEXT });
      kept.current = { ...kept.current, ...changes };
    };
    while (inFlight.current) await inFlight.current;
    if (!latest.current.enabled || Object.keys(workingCopyChanges(latest.current.wanted, kept.current)).length === 0) return true;
    const run = (async () => {
      setStatus({ state: "saving" });
      try {
        await (id.current === undefined ? create() : keep(id.current));
        setStatus({ state: "saved", at: new Date() });
        return true;
      } catch (error) {
        setStatus({ state: "failed", message: errorMessage(error) });
        return false;
      }
    })();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      if (inFlight.current === run) inFlight.current = null;
    }
  }, [client]);

  // A pause in the typing saves; every change (and every finished save) starts the wait again.
  const wantedKey = JSON.stringify(wanted);
  const pending = Object.keys(workingCopyChanges(wanted, kept.current)).length > 0;
  useEffect(() => {
    if (!enabled || !pending) return;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wantedKey, pending, enabled, status, save]);

  // Leaving: the tab closing (pagehide) or the editor closing in the app. A keepalive request is sent even
  // as the page goes away, where an ordinary one would be cancelled.
  useEffect(() => {
    const leave = () => {
      const changes = workingCopyChanges(latest.current.wanted, kept.current);
      if (!latest.current.enabled || Object.keys(changes).length === 0) return;
      // A first save that is creating the article already carries the text.
      if (id.current === undefined && inFlight.current) return;
      const body =
        id.current === undefined
          ? { query: print(AdminCreateArticleDocument), variables: { input: latest.current.createInput() } }
          : { query: print(AdminAutosaveArticleDocument), variables: { id: id.current, input: changes } };
      kept.current = { ...kept.current, ...changes };
      void fetch("/graphql", {
        method: "POST",
        keepalive: true,
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }).catch(() => undefined);
    };
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, []);

  /** After Update or Save draft: the server has made the texts live and dropped its working copy. */
  const markLive = useCallback(() => {
    kept.current = NOTHING_KEPT;
  }, []);

  /** The working copy as the server now holds it (after a restore or a discard). */
  const markKept = useCallback((texts: WorkingTexts) => {
    kept.current = texts;
  }, []);

  /** Waits for a save in flight; then, when `now`, saves what is still waiting. Answers whether all is kept. */
  const settle = useCallback(async (now = false) => {
    while (inFlight.current) await inFlight.current;
    return now ? save() : true;
  }, [save]);

  return { status, pending, settle, markLive, markKept, articleId: () => id.current };
}
