/** The image formats we accept, recognised by their first bytes — never by the name or the declared type. */
export type ImageType = "png" | "jpeg" | "webp" | "gif";

export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.toString("ascii", 0, 4) === "RIFF" && bytes.toString("ascii", 8, 12) === "WEBP") return "webp";
  const gif = bytes.toString("ascii", 0, 6);
  if (gif === "GIF87a" || gif === "GIF89a") return "gif";
  return undefined;
}
