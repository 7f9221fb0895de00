/**
 * JSON for a `<script type="application/ld+json">` block. JSON.stringify alone would let a title holding
 * `</script>` end the block; `<`, `>` and `&` only ever occur inside JSON strings, where `\u003c` and friends
 * mean the same characters. U+2028/U+2029 are escaped too because some parsers treat them as line ends.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
