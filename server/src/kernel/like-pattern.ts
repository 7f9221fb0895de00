/** Text as a LIKE/ILIKE pattern that matches it literally: %, _ and \ lose their meaning. */
export function literalLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}
