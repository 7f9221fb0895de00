import fs from "node:fs/promises";

/** The built index.html cut where a page's head tags, its rendered markup and the data after it go. */
export interface IndexTemplate {
  /** `lang` is the page's language tag, written into `<html lang>`. */
  render(page: { lang: string; headTags: string[]; rootMarkup: string; bodyEnd: string }): string;
}

/**
 * Head tags the server writes for each page. They are removed from the template first, so whatever the
 * front end's index.html holds (an empty description, a default title) never appears twice.
 */
const MANAGED_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title\s*>/,
  /<meta\b[^>]*\b(?:name|property)\s*=\s*["']?(?:description|keywords|robots|og:[^"'\s>]*|twitter:[^"'\s>]*|article:[^"'\s>]*)["'\s>][^>]*>/,
  /<link\b[^>]*\brel\s*=\s*["']?(?:canonical|alternate|icon)["'\s>][^>]*>/,
  /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["'\s>][^>]*>[\s\S]*?<\/script\s*>/,
].map((tag) => new RegExp(`[ \\t]*${tag.source}[ \\t]*\\r?\\n?`, "gi"));

/** The template's comments, written for its readers, not for every visitor's download. */
const COMMENT = /[ \t]*<!--[\s\S]*?-->[ \t]*\r?\n?/g;
const HEAD_END = /<\/head\s*>/i;
const HTML_OPEN = /<html\b[^>]*>/i;
const LANG_ATTRIBUTE = /\s+lang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i;
const BODY_END = /<\/body\s*>/i;
const EMPTY_ROOT = /(<div\b[^>]*\bid\s*=\s*["']?root["']?[^>]*>)\s*(<\/div\s*>)/i;

function parseIndexTemplate(file: string, source: string): IndexTemplate {
  const html = file.replace(COMMENT, "");
  const headEnd = html.search(HEAD_END);
  const root = EMPTY_ROOT.exec(html);
  if (headEnd < 0) throw new Error(`${source} has no </head>, so page heads cannot be filled in.`);
  if (!root || root.index < headEnd) throw new Error(`${source} has no empty <div id="root"> in its body.`);

  const head = MANAGED_TAGS.reduce((text, tag) => text.replace(tag, ""), html.slice(0, headEnd)).trimEnd();
  const htmlTag = HTML_OPEN.exec(head);
  if (!htmlTag) throw new Error(`${source} has no <html> tag.`);
  const beforeLang = head.slice(0, htmlTag.index) + htmlTag[0].replace(LANG_ATTRIBUTE, "").replace(/\s*>$/, "");
  const afterLang = `>${head.slice(htmlTag.index + htmlTag[0].length)}`;
  const rootOpenEnd = root.index + root[1].length;
  const beforeRoot = html.slice(headEnd, rootOpenEnd);
  const afterRoot = html.slice(root.index + root[0].length - root[2].length);
  const bodyEnd = afterRoot.search(BODY_END);
  if (bodyEnd < 0) throw new Error(`${source} has no </body>.`);
  return {
    render: (page) =>
      `${beforeLang} lang="${page.lang}"${afterLang}\n${page.headTags.map((tag) => `    ${tag}\n`).join("")}  ${beforeRoot}${page.rootMarkup}` +
      `${afterRoot.slice(0, bodyEnd)}${page.bodyEnd}${afterRoot.slice(bodyEnd)}`,
  };
}

/**
 * Reads index.html once and again only when the file changes: a rebuild while the server runs switches
 * web/dist to a new folder, so the file behind the path is another one (inode) or was rewritten (mtime).
 * Answers undefined while the file does not exist, so the caller can say the site is not built.
 */
export function indexTemplateFile(file: string): () => Promise<IndexTemplate | undefined> {
  let cached: { identity: string; template: IndexTemplate } | undefined;
  return async () => {
    let identity: string;
    try {
      const stat = await fs.stat(file);
      identity = `${stat.ino}:${stat.mtimeMs}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
    if (cached?.identity !== identity) cached = { identity, template: parseIndexTemplate(await fs.readFile(file, "utf8"), file) };
    return cached.template;
  };
}
