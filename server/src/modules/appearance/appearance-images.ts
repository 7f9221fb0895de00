import crypto from "node:crypto";
import { badInput } from "../../kernel/errors";
import { isStoredName, VARIANT_WIDTHS, type UploadStorage } from "../../kernel/upload-storage";
import type { AppearanceImage } from "./appearance.entity";

/** The header's logo is drawn at most this tall and this wide, in CSS pixels, and stored at twice that for sharp screens. */
export const LOGO_BOX = { width: 240, height: 40 };
/** Refuse decompression bombs, as the uploads do. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Pictures only: an SVG is a document that can carry script, and none is taken. */
const RASTER = /\.(webp|png|jpe?g|gif)$/i;
/** A copy the upload pipeline made: <content hash>-<width>.webp (uploads/image-store.ts). */
const UPLOAD_VARIANT = /^([0-9a-f]{24})-(\d+)\.webp$/;

const loadSharp = () => import("sharp").then((module) => module.default);

/** The uploaded raster image an address (/uploads/<name>) names, and its bytes; or a refusal saying what to give. */
async function uploaded(image: string, storage: UploadStorage): Promise<{ name: string; bytes: Buffer }> {
  const name = image.trim().startsWith("/uploads/") ? image.trim().slice("/uploads/".length) : "";
  if (!isStoredName(name)) throw notUploaded();
  if (!RASTER.test(name)) throw badInput("A logo or cover must be a PNG, JPEG, WebP or GIF picture.", "image", { id: "appearance.imageNotRaster" });
  const bytes = await storage.get(name);
  if (!bytes) throw notUploaded();
  return { name, bytes };
}

const notUploaded = () => badInput("Upload the picture first: give the address (/uploads/…) the upload answered.", "image", { id: "appearance.imageNotUploaded" });

const unreadable = () => badInput("The image could not be read as a picture.", "image", { id: "appearance.imageUnreadable" });

async function sizeOf(bytes: Buffer): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  if (!width || !height) throw unreadable();
  return { width, height };
}

/**
 * The header's logo from an uploaded picture: fitted into LOGO_BOX (never enlarged past its own pixels when
 * stored) and kept as WebP at twice the drawn size, named by its source, with the size to draw it at.
 */
export async function makeLogo(image: string, storage: UploadStorage): Promise<AppearanceImage> {
  const { bytes } = await uploaded(image, storage);
  const source = await sizeOf(bytes);
  const scale = Math.min(LOGO_BOX.width / source.width, LOGO_BOX.height / source.height);
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  const sharp = await loadSharp();
  const stored = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width: width * 2, height: height * 2, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 90, alphaQuality: 100 })
    .toBuffer()
    .catch(() => {
      throw unreadable();
    });
  const name = `${crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 24)}-logo.webp`;
  await storage.put(name, stored, "image/webp");
  return { url: `/uploads/${name}`, width, height, srcset: null };
}

/**
 * The home page's cover from an uploaded picture: the upload's own copies (480, 960 and 1600 px wide, as
 * many as it made) as the srcset, and the picture's proportions for the page to reserve its place.
 */
export async function makeCover(image: string, storage: UploadStorage): Promise<AppearanceImage> {
  const { name, bytes } = await uploaded(image, storage);
  const { width, height } = await sizeOf(bytes);
  const [, hash] = UPLOAD_VARIANT.exec(name) ?? [];
  const copies: string[] = [];
  if (hash) {
    for (const copyWidth of new Set([...VARIANT_WIDTHS.filter((copyWidth) => copyWidth < width), width])) {
      const copy = `${hash}-${copyWidth}.webp`;
      if ((await storage.size(copy)) !== undefined) copies.push(`/uploads/${copy} ${copyWidth}w`);
    }
  }
  return { url: `/uploads/${name}`, width, height, srcset: copies.length > 1 ? copies.join(", ") : null };
}
