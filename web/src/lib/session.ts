import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { STORAGE_KEYS, isLoggedIn, writeStorage } from "./storage";
import { useToast } from "./toast";
import { useT } from "../i18n/i18n";

export const LOGIN_PATH = "/logup";

/** Logout and an expired session both leave the flag at "0", as the legacy client did (spec §4). */
export function clearLoginFlag(): void {
  writeStorage(STORAGE_KEYS.loginFlag, "0");
}

type Listener = () => void;
const expiryListeners = new Set<Listener>();

/**
 * Called by the Apollo link, which lives outside React: it cannot navigate or toast itself, so the admin
 * shell subscribes and does both. Only the first failure of a session notifies, so a page whose three
 * requests all fail does not send the user to the login page three times.
 */
export function expireSession(): void {
  if (!isLoggedIn()) return;
  clearLoginFlag();
  for (const listener of expiryListeners) listener();
}

export function onSessionExpired(listener: Listener): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/**
 * Shows "please log in first" (spec §6, §8), in the language the app speaks, and replaces the current page
 * with the login page.
 */
export function useRedirectToLogin(): () => void {
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();
  return useCallback(() => {
    toast(t("admin.session.loginFirst"), "error");
    navigate(LOGIN_PATH, { replace: true });
  }, [navigate, toast, t]);
}
