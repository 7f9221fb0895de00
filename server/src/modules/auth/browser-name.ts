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
 * "Firefox on Linux" from a User-Agent, for the list of a user's sessions: enough to tell their own devices
 * apart, not an exact identification. Anything unrecognised (a script, curl) is named by its first word.
 */
export function browserName(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return "Unknown browser";
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser) return userAgent.trim().split(/[\s/]/)[0].slice(0, 40) || "Unknown browser";
  return system ? `${browser} on ${system}` : browser;
}
