/**
 * WordPress's classic editor stores bodies without paragraphs: blank lines separate them and WordPress adds
 * the <p> and <br> tags when it shows a post (its wpautop filter). Bodies imported as stored would run
 * together into one line, so the same paragraphing happens here, following wpautop's steps. Block-editor
 * posts (marked by `<!-- wp:` comments) carry their own tags and are left alone, as WordPress leaves them.
 */

const BLOCKS =
  "table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary";
const BLOCK_OPEN = new RegExp(`(<(?:${BLOCKS})[\\s/>])`, "gi");
const BLOCK_CLOSE = new RegExp(`(</(?:${BLOCKS})>)`, "gi");
const P_BEFORE_BLOCK = new RegExp(`<p>\\s*(</?(?:${BLOCKS})[^>]*>)`, "gi");
const P_AFTER_BLOCK = new RegExp(`(</?(?:${BLOCKS})[^>]*>)\\s*</p>`, "gi");
const BR_AFTER_BLOCK = new RegExp(`(</?(?:${BLOCKS})[^>]*>)\\s*<br />`, "gi");
const BR_BEFORE_BLOCK = /<br \/>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/gi;

export function isBlockEditorBody(html: string): boolean {
  return html.includes("<!-- wp:");
}

/** A block-editor body without the block markers, which only the block editor reads, and the blank lines around them. */
export function withoutBlockMarkers(html: string): string {
  return html.replace(/\s*<!--\s*\/?wp:[\s\S]*?-->\s*/g, "\n").trim();
}

/** Paragraphs for a classic-editor body: blank lines become paragraphs, single line breaks <br>, blocks stay blocks. */
export function autop(text: string): string {
  if (text.trim() === "") return "";
  // Preformatted text keeps its line breaks: set aside, put back at the end.
  const kept: string[] = [];
  let html = text.replace(/\r\n?/g, "\n").replace(/<pre[\s>][\s\S]*?<\/pre>/gi, (pre) => `<pre data-autop-kept="${kept.push(pre) - 1}"></pre>`);
  html = html.replace(BLOCK_OPEN, "\n\n$1").replace(BLOCK_CLOSE, "$1\n\n").replace(/\n\n+/g, "\n\n");
  html = html
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => `<p>${chunk}</p>\n`)
    .join("");
  html = html.replace(P_BEFORE_BLOCK, "$1").replace(P_AFTER_BLOCK, "$1");
  html = html.replace(/(?<!<br \/>)\s*\n/g, "<br />\n").replace(BR_AFTER_BLOCK, "$1").replace(BR_BEFORE_BLOCK, "$1");
  html = html.replace(/<br \/>\n$/, "").replace(/\n$/, "");
  return html.replace(/<pre data-autop-kept="(\d+)"><\/pre>/g, (_, index: string) => kept[Number(index)]);
}

/**
 * WordPress's [caption] shortcode around an image, as the classic editor writes it, becomes a figure with
 * its caption; other shortcodes stay as text (their plugins are not here) and are named in the report.
 */
export function captionsToFigures(html: string): string {
  // Run after autop, as WordPress runs shortcodes after it: a caption alone in its paragraph is a figure, not inside one.
  const unwrapped = html.replace(/<p>\s*(\[caption[^\]]*\][\s\S]*?\[\/caption\])\s*<\/p>/g, "$1");
  return unwrapped.replace(/\[caption[^\]]*\]([\s\S]*?)\[\/caption\]/g, (_, inner: string) => {
    const image = /^\s*((?:<a [^>]*>\s*)?<img [^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i.exec(inner);
    if (!image) return inner;
    const caption = image[2].trim();
    return `<figure>${image[1]}${caption ? `<figcaption>${caption}</figcaption>` : ""}</figure>`;
  });
}

/** The shortcodes left in a body ("gallery", "embed"), each named once. */
export function shortcodesIn(html: string): string[] {
  return [...new Set([...html.matchAll(/\[([a-z][\w-]*)(?:\s[^\]]*)?\]/gi)].map((match) => match[1]))];
}
