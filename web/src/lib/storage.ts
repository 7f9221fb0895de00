/** Local storage keys shared by the login page and the back-office (spec §3). */
export const STORAGE_KEYS = {
  loginFlag: "isLogin",
  userName: "userName",
  token: "token",
  /** Last admin nav entry: "index|path", plus "|columnId" on the column detail page. */
  adminNav: "adminNav",
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
