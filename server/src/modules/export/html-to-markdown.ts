import type TurndownService from "turndown";

async function makeConverter(): Promise<TurndownService> {
  // Loaded at the first export or newsletter, not with the server: with its DOM it holds about 13 MB.
  const [{ default: Turndown }, { gfm }] = await Promise.all([import("turndown"), import("@joplin/turndown-plugin-gfm")]);
  const turndown = new Turndown({
    headingStyle: "atx",
    hr: "---",
    bulletListMarker: "-",
    codeBlockStyle: "fenced",
    emDelimiter: "*",
    strongDelimiter: "**",
  });
  turndown.use(gfm);
  turndown.keep(["u", "mark", "sub", "sup"]);
  // Markdown's tables have no merged cells: such a table stays as it was (a rule added later wins over the plugin's).
  turndown.addRule("tableWithMergedCells", {
    filter: (node) => node.nodeName === "TABLE" && [...node.querySelectorAll("td, th")].some((cell) => cell.hasAttribute("colspan") || cell.hasAttribute("rowspan")),
    replacement: (_content, table) => `\n\n${table.outerHTML}\n\n`,
  });
  turndown.addRule("figure", {
    filter: (node) => node.nodeName === "FIGURE" && node.querySelector("img") !== null,
    replacement: (_content, figure) => {
      const image = figure.querySelector("img")!;
      const caption = figure.querySelector("figcaption")?.textContent?.trim();
      const alt = (image.getAttribute("alt") ?? "").replace(/[[\]]/g, "\\$&");
      const title = caption || image.getAttribute("title");
      const titled = title ? ` "${title.replace(/"/g, '\\"')}"` : "";
      return `\n\n![${alt}](${image.getAttribute("src") ?? ""}${titled})\n\n`;
    },
  });
  return turndown;
}

let converter: Promise<TurndownService> | undefined;

/**
 * An article body as Markdown (CommonMark with GitHub's tables), as Hexo and Hugo read it: turndown with the
 * GFM plugin Joplin keeps (tables, strikethrough, fenced code with its language). What Markdown cannot say
 * (underline, marks, sub- and superscripts, a table cell over several columns) stays as inline HTML, which
 * both render; a figure's caption becomes its image's title.
 */
export async function htmlToMarkdown(html: string): Promise<string> {
  const turndown = await (converter ??= makeConverter());
  // turndown indents the blank line between loose list items; a line of spaces only is tidied to an empty one.
  return turndown.turndown(html).replace(/^[ \t]+$/gm, "").trim() + "\n";
}
