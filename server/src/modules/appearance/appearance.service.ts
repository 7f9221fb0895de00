import type { EntityManager } from "@mikro-orm/postgresql";
import { wcagContrast } from "culori";
import { badInput, outOfRange } from "../../kernel/errors";
import { operation } from "../../kernel/operation";
import { ADMIN, PUBLIC } from "../../kernel/permissions";
import { Appearance, DEFAULT_LOOK, type AppearanceImage, type Look, type SavedAppearance } from "./appearance.entity";
import type { LookInput } from "./appearance.inputs";
import { LOGO_BOX, makeCover, makeLogo } from "./appearance-images";
import { checkedCustomCss } from "./custom-css";
import { makeFavicon } from "./favicon";
import { checkedFont, fontFilePath, FONTS } from "./fonts";

const APPEARANCE_ID = 1;

/** WCAG 2's AA minimum for body text against its background. */
export const MIN_TEXT_CONTRAST = 4.5;
export const READING_WIDTH = { min: 560, max: 1200 };

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const COLOUR_FIELDS = ["lightAccent", "lightBackground", "lightText", "darkAccent", "darkBackground", "darkText"] as const;

/**
 * The site's appearance row. There is none until the owner first saves one: then the built-in look, not yet
 * stored (a save persists it), so reading never writes and a restored backup loads into an empty table.
 */
export async function currentAppearance(em: EntityManager): Promise<Appearance> {
  const appearance = await em.findOne(Appearance, APPEARANCE_ID);
  if (!appearance) return Object.assign(new Appearance(), { id: APPEARANCE_ID, look: { ...DEFAULT_LOOK } });
  // A look saved before the fonts were part of it has the system fonts.
  if (!appearance.look.bodyFont) appearance.look = { ...DEFAULT_LOOK, ...appearance.look };
  if (appearance.previous && !appearance.previous.bodyFont) appearance.previous = { ...DEFAULT_LOOK, ...appearance.previous };
  return appearance;
}

/** All that one save can change, as it is now. */
const snapshotOf = (appearance: Appearance): SavedAppearance => ({
  ...appearance.look,
  customCss: appearance.customCss,
  favicon: appearance.favicon,
  logo: appearance.logo,
  cover: appearance.cover,
});

/** Saves a change to the appearance, keeping what it replaces as the previous one, for Back. */
async function saveChange(em: EntityManager, change: (appearance: Appearance) => void): Promise<Appearance> {
  const appearance = await currentAppearance(em);
  const before = snapshotOf(appearance);
  change(appearance);
  appearance.previous = before;
  em.persist(appearance);
  await em.flush();
  return appearance;
}

/** The look as saved: colours checked and lower-cased, each theme's text readable on its background, fonts known. */
function checkedLook(input: LookInput): Look {
  const look = { ...input };
  for (const field of COLOUR_FIELDS) {
    const value = input[field].trim();
    if (!HEX_COLOUR.test(value)) throw badInput(`${field} must be a colour written as #rrggbb.`, field, { id: "appearance.badColour", values: { field, value } });
    look[field] = value.toLowerCase();
  }
  for (const theme of ["light", "dark"] as const) {
    const ratio = wcagContrast(look[`${theme}Text`], look[`${theme}Background`]);
    if (ratio < MIN_TEXT_CONTRAST) {
      // Rounded down, so a pair just under the minimum never reads as 4.50:1.
      const shown = (Math.floor(ratio * 100) / 100).toFixed(2);
      throw badInput(`The ${theme} theme's text has a contrast of ${shown}:1 against its background; it needs at least ${MIN_TEXT_CONTRAST}:1.`, `${theme}Text`, {
        id: `appearance.lowContrast.${theme}`,
        values: { ratio: shown, minimum: MIN_TEXT_CONTRAST },
      });
    }
  }
  if (!Number.isInteger(input.readingWidth) || input.readingWidth < READING_WIDTH.min || input.readingWidth > READING_WIDTH.max) {
    throw outOfRange("readingWidth", READING_WIDTH.min, READING_WIDTH.max);
  }
  look.headingFont = checkedFont(input.headingFont, "headingFont");
  look.bodyFont = checkedFont(input.bodyFont, "bodyFont");
  return look;
}

export const listFonts = operation(PUBLIC, "The fonts the owner can pick for headings and body text, besides the reader's own (\"system\").", async () =>
  FONTS.map((font) => ({ id: font.id, name: font.name, kind: font.kind, url: fontFilePath(font, "latin") })),
);

export const readAppearance = operation(PUBLIC, "The site's look, and the one saved before it.", ({ em }) => currentAppearance(em));

export const updateAppearance = operation(ADMIN, "Saves the site's look; what it replaces is kept as the previous look.", async ({ em }, input: LookInput) => {
  const look = checkedLook(input);
  return saveChange(em, (appearance) => {
    appearance.look = look;
  });
});

export const restorePreviousAppearance = operation(
  ADMIN,
  "Undoes the latest save of the appearance: the look, icon, logo, cover and custom CSS go back to what they were before it (and what they are now is kept as the previous).",
  async ({ em }) => {
    const appearance = await currentAppearance(em);
    const previous = appearance.previous;
    if (!previous) throw badInput("No look was saved before this one.", undefined, { id: "appearance.noPrevious" });
    const now = snapshotOf(appearance);
    const { customCss, favicon, logo, cover, ...look } = previous;
    appearance.look = look;
    // What was kept before these belonged to it says nothing of them: they stay as they are.
    if (customCss !== undefined) appearance.customCss = customCss;
    if (favicon !== undefined) appearance.favicon = favicon;
    if (logo !== undefined) appearance.logo = logo;
    if (cover !== undefined) appearance.cover = cover;
    appearance.previous = now;
    await em.flush();
    return appearance;
  },
);

export const setFavicon = operation(ADMIN, "Makes the site's icon (PNGs at 32, 180, 192 and 512 px and an ICO) from an image uploaded to this site, or goes back to the built-in icon.", async ({ em, uploads }, { image }: { image: string | null }) => {
  const favicon = image === null ? null : await makeFavicon(image.trim(), uploads);
  return saveChange(em, (appearance) => {
    appearance.favicon = favicon;
  });
});

export const setLogo = operation(ADMIN, `Makes the header's logo from a picture uploaded to this site (PNG, JPEG, WebP or GIF; drawn at most ${LOGO_BOX.width} × ${LOGO_BOX.height} px, stored at twice that), or removes it (null).`, async ({ em, uploads }, { image }: { image: string | null }) => {
  const logo: AppearanceImage | null = image === null ? null : await makeLogo(image, uploads);
  return saveChange(em, (appearance) => {
    appearance.logo = logo;
  });
});

export const setCover = operation(ADMIN, "Puts a picture uploaded to this site (PNG, JPEG, WebP or GIF) at the top of the home page, or removes it (null).", async ({ em, uploads }, { image }: { image: string | null }) => {
  const cover: AppearanceImage | null = image === null ? null : await makeCover(image, uploads);
  return saveChange(em, (appearance) => {
    appearance.cover = cover;
  });
});

export const setCustomCss = operation(ADMIN, "Saves the site's own CSS (at most 50 KB; empty for none), linked from every public page after the site's stylesheet.", async ({ em }, { css }: { css: string }) => {
  const customCss = await checkedCustomCss(css);
  return saveChange(em, (appearance) => {
    appearance.customCss = customCss;
  });
});
