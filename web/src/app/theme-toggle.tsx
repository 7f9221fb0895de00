import { useEffect, useState } from "react";
import { useT } from "../i18n/i18n";
import { readStorage, STORAGE_KEYS, writeStorage } from "../lib/storage";

type Theme = "light" | "dark";

const SYSTEM_DARK = "(prefers-color-scheme: dark)";

function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/** The theme the page shows: the visitor's choice on <html>, else the system's preference (as global.css decides). */
function shownTheme(): Theme {
  const chosen = document.documentElement.dataset.theme;
  if (isTheme(chosen)) return chosen;
  return window.matchMedia(SYSTEM_DARK).matches ? "dark" : "light";
}

/**
 * The header's dark-theme switch: a toggle button whose pressed state is the dark theme. The choice is kept in
 * local storage and put on <html> as data-theme; without one the page follows the system, live.
 *
 * The server cannot know the theme, and the first render in the browser must draw what the server sent, so
 * the state is unknown (no aria-pressed) until mounted. The icon needs no state: CSS fills the moon whenever
 * the page is dark, from the first paint.
 */
export function ThemeToggle() {
  const t = useT();
  const [theme, setTheme] = useState<Theme | null>(null);

  useEffect(() => {
    // The page's inline theme script has normally put the choice on <html> already; this covers a page without it.
    const stored = readStorage(STORAGE_KEYS.theme);
    if (isTheme(stored)) document.documentElement.dataset.theme = stored;
    setTheme(shownTheme());
    const system = window.matchMedia(SYSTEM_DARK);
    const follow = () => setTheme(shownTheme());
    system.addEventListener("change", follow);
    return () => system.removeEventListener("change", follow);
  }, []);

  const toggle = () => {
    const next: Theme = shownTheme() === "dark" ? "light" : "dark";
    document.documentElement.dataset.theme = next;
    writeStorage(STORAGE_KEYS.theme, next);
    setTheme(next);
  };

  return (
    <button
      type="button"
      className="theme-toggle"
      aria-label={t("common.darkTheme")}
      aria-pressed={theme === null ? undefined : theme === "dark"}
      title={t("common.darkTheme")}
      onClick={toggle}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" strokeWidth="2" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" />
      </svg>
    </button>
  );
}
