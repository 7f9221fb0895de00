import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { badInput } from "../../kernel/errors";

/** The default for headings and body text: the reader's own system fonts, nothing downloaded. */
export const SYSTEM_FONT = "system";

/** The subsets served: Latin and its extension (accented letters), never Cyrillic, Greek or Vietnamese. */
const SUBSETS = ["latin", "latin-ext"] as const;
type Subset = (typeof SUBSETS)[number];

/**
 * A metric-matched local face drawn when the web font misses the first paint: its width scaled (size-adjust) and
 * its line box set (ascent/descent) to the web font's, so a page drawn in it looks as close to the chosen font as a
 * local face can. Figures from scripts/font-fallback-metrics.mjs.
 */
interface FallbackMetrics {
  sizeAdjust: number;
  ascent: number;
  descent: number;
}

export interface Font {
  /** What is stored and sent: the @fontsource-variable package's name. */
  id: string;
  /** The family's name, shown to the owner and used in CSS. */
  name: string;
  kind: "sans-serif" | "serif";
  /** The heaviest and lightest weights the variable font draws. */
  weights: [number, number];
  fallback: FallbackMetrics;
}

/** The fonts an owner can pick: well-known Latin families, each a variable font served from this site. */
export const FONTS: readonly Font[] = [
  { id: "inter", name: "Inter", kind: "sans-serif", weights: [100, 900], fallback: { sizeAdjust: 106.85, ascent: 90.69, descent: 22.55 } },
  { id: "ibm-plex-sans", name: "IBM Plex Sans", kind: "sans-serif", weights: [100, 700], fallback: { sizeAdjust: 101.06, ascent: 101.42, descent: 27.21 } },
  { id: "source-serif-4", name: "Source Serif 4", kind: "serif", weights: [200, 900], fallback: { sizeAdjust: 116.72, ascent: 88.76, descent: 28.7 } },
  { id: "merriweather", name: "Merriweather", kind: "serif", weights: [300, 900], fallback: { sizeAdjust: 117.67, ascent: 83.62, descent: 23.2 } },
  { id: "lora", name: "Lora", kind: "serif", weights: [400, 700], fallback: { sizeAdjust: 114.03, ascent: 88.22, descent: 24.03 } },
];

/** Chinese text keeps the system's CJK fonts: they come after the chosen Latin font, so no CJK web font is fetched. */
const CJK_SANS = '"PingFang SC","Noto Sans CJK SC","Microsoft YaHei"';
/** The built-in stack (web/src/app/global.css's --font-system). */
export const SYSTEM_STACK = `system-ui,-apple-system,"Segoe UI",${CJK_SANS},sans-serif`;
/** Arial and Times New Roman, or their metric twins on Linux: what the fallback metrics were measured against. */
const LOCAL_FALLBACK: Record<Font["kind"], string> = {
  "sans-serif": 'local("Arial"),local("Liberation Sans")',
  serif: 'local("Times New Roman"),local("Liberation Serif")',
};

export const fontById = (id: string) => FONTS.find((font) => font.id === id);

/** A stored font choice, checked: the system fonts or one of FONTS. */
export function checkedFont(value: string, field: "headingFont" | "bodyFont"): string {
  const id = value.trim();
  if (id === SYSTEM_FONT || fontById(id)) return id;
  const choices = [SYSTEM_FONT, ...FONTS.map((font) => font.id)].join(", ");
  throw badInput(`${field} must be one of ${choices}, not "${value}".`, field, { id: "appearance.unknownFont", values: { field, value, choices } });
}

const load = createRequire(__filename);
const packageDir = (font: Font) => path.dirname(load.resolve(`@fontsource-variable/${font.id}/wght.css`));
const versions = new Map<string, string>();
/** The installed package's version, which names the file: a new version is a new address, so a year's caching is safe. */
function versionOf(font: Font): string {
  let version = versions.get(font.id);
  if (!version) {
    version = (JSON.parse(fs.readFileSync(path.join(packageDir(font), "package.json"), "utf8")) as { version: string }).version;
    versions.set(font.id, version);
  }
  return version;
}

/** Where a font's subset is served. */
export const fontFilePath = (font: Font, subset: Subset) => `/fonts/${font.id}-${subset}-${versionOf(font)}.woff2`;
/** The paths fontFilePath makes. */
export const FONT_FILE_PATH = /^\/fonts\/([a-z0-9-]+?)-(latin|latin-ext)-(\d+\.\d+\.\d+)\.woff2$/;

/** The file a served font path names, or undefined when it names no font of ours (or another version). */
export function fontFileOf(requestPath: string): string | undefined {
  const [, id, subset, version] = FONT_FILE_PATH.exec(requestPath) ?? [];
  const font = id ? fontById(id) : undefined;
  if (!font || version !== versionOf(font)) return undefined;
  return path.join(packageDir(font), "files", `${font.id}-${subset}-wght-normal.woff2`);
}

const ranges = new Map<string, string>();
/** The subset's unicode-range, as the package's own CSS declares it, so a page fetches only the subsets it uses. */
function unicodeRange(font: Font, subset: Subset): string {
  const key = `${font.id}-${subset}`;
  let range = ranges.get(key);
  if (range === undefined) {
    const css = fs.readFileSync(path.join(packageDir(font), "wght.css"), "utf8");
    const block = css.split(`/* ${font.id}-${subset}-wght-normal */`)[1] ?? "";
    range = /unicode-range:\s*([^;]+);/.exec(block)?.[1]?.trim() ?? "";
    ranges.set(key, range);
  }
  return range;
}

const quoted = (name: string) => `"${name}"`;
const fallbackName = (font: Font) => `${font.name} Fallback`;

/** A font's stack: the web font, its metric-matched fallback, then the system's CJK fonts and the generic family. */
export function fontStack(id: string): string {
  const font = fontById(id);
  if (!font) return SYSTEM_STACK;
  return `${quoted(font.name)},${quoted(fallbackName(font))},${CJK_SANS},${font.kind}`;
}

/**
 * The @font-face rules for one chosen font: its two subsets and its matched fallback. `font-display: optional`: the
 * preloaded font is drawn if it arrives in the first moment of the page (from this site it nearly always does, and
 * from the browser's cache on every later page); if not, the page keeps the fallback rather than swapping. Matched
 * metrics alone cannot make a swap shift-free: the same words wrap differently in two fonts on a narrow screen.
 */
export function fontFaces(id: string): string {
  const font = fontById(id);
  if (!font) return "";
  const faces = SUBSETS.map((subset) => {
    const range = unicodeRange(font, subset);
    return `@font-face{font-family:${quoted(font.name)};font-style:normal;font-weight:${font.weights.join(" ")};font-display:optional;src:url(${fontFilePath(font, subset)}) format("woff2");${range ? `unicode-range:${range};` : ""}}`;
  });
  const { sizeAdjust, ascent, descent } = font.fallback;
  faces.push(`@font-face{font-family:${quoted(fallbackName(font))};src:${LOCAL_FALLBACK[font.kind]};size-adjust:${sizeAdjust}%;ascent-override:${ascent}%;descent-override:${descent}%;line-gap-override:0%}`);
  return faces.join("");
}
