/** Local storage keys shared by the login page and the back-office (spec §3), and the public site's theme. */
export const STORAGE_KEYS = {
  loginFlag: "isLogin",
  userName: "userName",
  token: "token",
  /** Last admin nav entry: "index|path", plus "|columnId" on the column detail page. */
  adminNav: "adminNav",
  /** The back-office's language when it was last shown, "zh" or "en": the next visit starts in it until `me` answers. */
  adminLocale: "adminLocale",
  /** The visitor's theme, "light" or "dark"; absent, the site follows the system. index.html's inline script reads it too. */
  theme: "theme",
  /**
   * The comment threads (their first article version's id) this browser has commented in, comma-separated: only
   * those pages ask for the reader's own waiting comments, so every other reader's page makes no such request.
   */
  commentedThreads: "commentedThreads",
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private browsing or a full quota: the app still works, it just forgets.
  }
}

export const isLoggedIn = () => readStorage(STORAGE_KEYS.loginFlag) === "1";
