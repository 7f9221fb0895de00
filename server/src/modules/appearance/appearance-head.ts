import type { Appearance, Look } from "./appearance.entity";
import { customCssPath } from "./custom-css";
import { faviconIco, faviconPng } from "./favicon";
import { fontById, fontFaces, fontFilePath, fontStack, SYSTEM_FONT } from "./fonts";

/**
 * The look as CSS custom properties on the page's root, for a <style> element in the server-rendered head:
 * the page's first paint already has them, so nothing flashes or moves when the script arrives. Every value
 * was checked when saved (#rrggbb colours, a whole number of pixels), so nothing in it can close the element.
 * `html:root` outweighs global.css's `:root`, wherever the stylesheet's link stands in the head.
 */
export function lookStyle(look: Look): string {
  const chosen = [...new Set([look.headingFont, look.bodyFont])].filter((id) => id !== SYSTEM_FONT);
  // Fonts were checked against the catalogue when saved: ids and names from it only, nothing the owner typed.
  const fonts = chosen.length ? `;--font-heading:${fontStack(look.headingFont)};--font-body:${fontStack(look.bodyFont)}` : "";
  return (
    chosen.map(fontFaces).join("") +
    "html:root{" +
    `--color-accent:light-dark(${look.lightAccent},${look.darkAccent});` +
    `--color-bg:light-dark(${look.lightBackground},${look.darkBackground});` +
    `--color-text:light-dark(${look.lightText},${look.darkText});` +
    `--reading-width:${look.readingWidth}px${fonts}}`
  );
}

/** The body font's Latin file, asked for at once rather than when the CSS is read: text is drawn in it sooner. */
export function fontPreload(look: Look): string[] {
  const font = fontById(look.bodyFont);
  return font ? [`<link rel="preload" href="${fontFilePath(font, "latin")}" as="font" type="font/woff2" crossorigin />`] : [];
}

/** The built-in icon, which web/index.html names too (the pages the browser renders keep it). */
const BUILT_IN_ICON = '<link rel="icon" type="image/svg+xml" href="/logo.svg" />';

/** The page's icon links: the owner's icon in the sizes browsers and phones pick from, else the built-in one. */
export function iconLinks(favicon: Appearance["favicon"]): string[] {
  if (!favicon) return [BUILT_IN_ICON];
  return [
    `<link rel="icon" href="${faviconIco(favicon)}" sizes="48x48" />`,
    `<link rel="icon" type="image/png" href="${faviconPng(favicon, 192)}" sizes="192x192" />`,
    `<link rel="apple-touch-icon" href="${faviconPng(favicon, 180)}" />`,
  ];
}

/**
 * What the appearance puts in a server-rendered page's head. The custom CSS comes last, after the site's own
 * stylesheet (which the head names before these), so the owner's rules win ties.
 */
export const appearanceHead = (appearance: Pick<Appearance, "look" | "favicon" | "customCss">): string[] => [
  ...iconLinks(appearance.favicon),
  ...fontPreload(appearance.look),
  `<style>${lookStyle(appearance.look)}</style>`,
  ...(appearance.customCss ? [`<link rel="stylesheet" href="${customCssPath(appearance.customCss)}" />`] : []),
];
