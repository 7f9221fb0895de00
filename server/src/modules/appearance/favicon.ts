import crypto from "node:crypto";
import { badInput } from "../../kernel/errors";
import { contentTypeOf, isStoredName, type UploadStorage } from "../../kernel/upload-storage";

/** The PNG sizes browsers and phones ask for: the tab, Apple's home screen, Android's home screen and splash. */
export const FAVICON_PNG_SIZES = [32, 180, 192, 512] as const;
/** The sizes packed into favicon.ico, for browsers and tools that ask for /favicon.ico. */
const ICO_SIZES = [16, 32, 48] as const;
/** Refuse decompression bombs, as the uploads do. */
const MAX_INPUT_PIXELS = 50_000_000;

/** Loaded by the first favicon, as the uploads load sharp: a server answering readers never needs them. */
const loadSharp = () => import("sharp").then((module) => module.default);
const loadPngToIco = () => import("png-to-ico").then((module) => module.default);

/** The address of one of a favicon's files, from the stem `makeFavicon` answered. */
export const faviconPng = (stem: string, size: (typeof FAVICON_PNG_SIZES)[number]) => `/uploads/${stem}-${size}.png`;
export const faviconIco = (stem: string) => `/uploads/${stem}.ico`;

/** The stored name an uploaded image's address (/uploads/<name>) names, or a refusal saying what to give. */
function uploadedName(image: string): string {
  const name = image.startsWith("/uploads/") ? image.slice("/uploads/".length) : "";
  if (!isStoredName(name) || !contentTypeOf(name).startsWith("image/")) {
    throw badInput("image must be the address of an image uploaded to this site (/uploads/…).", "image", { id: "appearance.faviconNotUploaded" });
  }
  return name;
}

/**
 * Makes the site's icons from an image already uploaded here: square PNGs at each of FAVICON_PNG_SIZES (the
 * picture fitted inside, on transparency) and an ICO holding 16, 32 and 48 px, stored beside the uploads under
 * a stem derived from the source, so their addresses never change and can be cached for a year. Answers the stem.
 */
export async function makeFavicon(image: string, storage: UploadStorage): Promise<string> {
  const source = await storage.get(uploadedName(image));
  if (!source) throw badInput("No uploaded image has that address; upload it first.", "image", { id: "appearance.faviconNotUploaded" });
  const sharp = await loadSharp();
  const square = (size: number) =>
    sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: size, height: size, fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer()
      .catch(() => {
        throw badInput("The image could not be read as a picture.", "image", { id: "appearance.faviconUnreadable" });
      });
  const stem = `${crypto.createHash("sha256").update(source).digest("hex").slice(0, 24)}-icon`;
  for (const size of FAVICON_PNG_SIZES) await storage.put(`${stem}-${size}.png`, await square(size), "image/png");
  const pngToIco = await loadPngToIco();
  await storage.put(`${stem}.ico`, await pngToIco(await Promise.all(ICO_SIZES.map(square))), contentTypeOf(`${stem}.ico`));
  return stem;
}
