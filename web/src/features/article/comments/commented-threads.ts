import { readStorage, STORAGE_KEYS, writeStorage } from "../../../lib/storage";

/** Whether this browser has commented in the thread (see STORAGE_KEYS.commentedThreads). */
export function hasCommentedIn(threadId: number): boolean {
  return (readStorage(STORAGE_KEYS.commentedThreads) ?? "").split(",").includes(String(threadId));
}

export function rememberCommentIn(threadId: number): void {
  if (hasCommentedIn(threadId)) return;
  const threads = (readStorage(STORAGE_KEYS.commentedThreads) ?? "").split(",").filter(Boolean);
  // The latest hundred are plenty: a comment can be seen waiting for as long as the owner takes, not forever.
  writeStorage(STORAGE_KEYS.commentedThreads, [...threads, String(threadId)].slice(-100).join(","));
}
