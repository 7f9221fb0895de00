// A User-Agent's browser and system, shared by the server (the API's English `browser` name) and the
// back-office (the sessions list, which names them in the reader's language). Dependency-free, as everything
// in shared/ is.

/** Browsers in the order their User-Agent tokens must be tested: Edge and Opera also say Chrome, Chrome says Safari. */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

/** Systems likewise: Android and iOS before the desktops whose names their User-Agents also carry. */
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/**
 * Product names, the same in every language; only the words around them ("on", "unknown") are translated.
 * `browser` is null when there is nothing to name; `system` when it is not known.
 */
export interface BrowserParts {
  browser: string | null;
  system: string | null;
}

/**
 * The browser and system of a User-Agent, for the list of a user's sessions: enough to tell their own devices
 * apart, not an exact identification. Anything unrecognised (a script, curl) is named by its first word alone,
 * since its system cannot be trusted to mean anything.
 */
export function browserParts(userAgent: string | null | undefined): BrowserParts {
  const text = userAgent?.trim() ?? "";
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1];
  if (!browser) return { browser: text.split(/[\s/]/)[0].slice(0, 40) || null, system: null };
  return { browser, system: SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? null };
}
