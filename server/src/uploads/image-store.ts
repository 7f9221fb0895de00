import crypto from "node:crypto";
import { Refusal } from "../legacy/envelope";
import { VARIANT_WIDTHS, type UploadStorage } from "../kernel/upload-storage";
import { detectImageType } from "./image-type";

/** Refuse decompression bombs: no accepted image needs more pixels than this. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

/** sharp and libvips are loaded by the first upload: they hold about 25 MB that a server answering readers never needs. */
const loadSharp = () => import("sharp").then((module) => module.default);

export interface StoredImage {
  /** The largest copy, for `src` and cover fields. */
  url: string;
  /** All copies as an `srcset` value. */
  srcset: string;
  width: number;
  height: number;
  /** Size of what was uploaded, and of each stored copy, in bytes. */
  originalBytes: number;
  variants: { width: number; url: string; bytes: number }[];
}

/**
 * Re-encodes an uploaded PNG, JPEG, WebP or GIF into WebP copies at a few widths (never upscaled), stored
 * under names derived from the content, so the same picture uploaded twice is stored once and every URL can
 * be cached forever. Re-encoding also drops anything but pixels (metadata, trailing payloads).
 */
export async function storeImage(bytes: Buffer, storage: UploadStorage, publicPrefix = "/uploads"): Promise<StoredImage> {
  if (!detectImageType(bytes)) throw new Refusal("Only PNG, JPEG, WebP and GIF images can be uploaded.", 400);
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => {
      throw new Refusal("The image could not be read; it may be damaged or too large in pixels.", 400);
    });
  const animated = (metadata.pages ?? 1) > 1;
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  if (!width || !height) throw new Refusal("The image has no size.", 400);

  const hash = crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 24);
  const widths = [...new Set([...VARIANT_WIDTHS.filter((w) => w < width), Math.min(width, VARIANT_WIDTHS.at(-1)!)])];

  const variants = [];
  for (const w of widths) {
    const name = `${hash}-${w}.webp`;
    let size = await storage.size(name);
    if (size === undefined) {
      const encoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated })
        .autoOrient()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      await storage.put(name, encoded, "image/webp");
      size = encoded.length;
    }
    variants.push({ width: w, url: `${publicPrefix}/${name}`, bytes: size });
  }
  const largest = variants.at(-1)!;
  return {
    url: largest.url,
    srcset: variants.map((v) => `${v.url} ${v.width}w`).join(", "),
    width,
    height,
    originalBytes: bytes.length,
    variants,
  };
}
