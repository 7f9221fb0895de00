import sharp from "sharp";

/**
 * A photo-like PNG made on the spot (a smooth colour field with fine noise), so uploads are tested with a
 * real image of a realistic weight rather than a fixture file.
 */
export async function makePng(width = 1800, height = 1200): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const noise = ((x * 7919 + y * 104729) % 23) - 11;
      pixels[at] = Math.max(0, Math.min(255, 40 + (x * 160) / width + noise));
      pixels[at + 1] = Math.max(0, Math.min(255, 90 + (y * 120) / height + noise));
      pixels[at + 2] = Math.max(0, Math.min(255, 150 + noise));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
