import { createHash } from "node:crypto";
import type { CssNode } from "css-tree";
import { badInput } from "../../kernel/errors";

/** The most custom CSS a site keeps: 50 KB, as UTF-8. */
export const CUSTOM_CSS_MAX_BYTES = 50 * 1024;

/** Text that could end the page's style or start markup, wherever the CSS ends up: refused before parsing. */
const CLOSES_STYLE = /<\/style|<!--|-->/i;
/** Declarations that run code in old browsers (IE's behaviours, Firefox's XBL bindings). */
const CODE_PROPERTIES = new Set(["behavior", "-moz-binding"]);
/** A stand-in origin to resolve addresses against: an address that stays on it is a path of this site. */
const THIS_SITE = "https://this-site.invalid";

type Refusal = "import" | "externalUrl" | "expression" | "codeProperty" | "closesStyle" | "unparsable";

const REFUSALS: Record<Refusal, (line: number, what: string) => string> = {
  import: (line) => `Custom CSS line ${line}: @import is not allowed; put the rules themselves here.`,
  externalUrl: (line, what) => `Custom CSS line ${line}: url(${what}) points to another site; only paths of this site and data: images are allowed.`,
  expression: (line) => `Custom CSS line ${line}: expression() is not allowed.`,
  codeProperty: (line, what) => `Custom CSS line ${line}: the property ${what} is not allowed.`,
  closesStyle: (line, what) => `Custom CSS line ${line}: "${what}" is not allowed in CSS.`,
  unparsable: (line, what) => `Custom CSS line ${line} could not be read as CSS: ${what}`,
};

const refuse = (refusal: Refusal, line: number, what = "") =>
  badInput(REFUSALS[refusal](line, what), "css", { id: `appearance.customCss.${refusal}`, values: { line, what } });

const lineAt = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** Whether a url() stays on this site (a path, relative or absolute) or is an image written inline. */
function isAllowedUrl(value: string): boolean {
  if (/^data:image\//i.test(value.trim())) return true;
  try {
    return new URL(value, `${THIS_SITE}/`).origin === THIS_SITE;
  } catch {
    return false;
  }
}


/**
 * The owner's custom CSS, checked: at most 50 KB, parsed with css-tree, and refused (naming the line) if it
 * imports anything, reaches another site through url() or image-set(), or uses one of the old ways CSS could
 * run code. Empty text means none. The CSS is served as its own file, never inside a style element, but text
 * that could close one is refused too, so the rule does not depend on where it is put.
 */
export async function checkedCustomCss(css: string): Promise<string | null> {
  if (css.trim() === "") return null;
  if (Buffer.byteLength(css, "utf8") > CUSTOM_CSS_MAX_BYTES) {
    throw badInput(`Custom CSS can be at most ${CUSTOM_CSS_MAX_BYTES / 1024} KB.`, "css", { id: "appearance.customCss.tooLarge", values: { max: CUSTOM_CSS_MAX_BYTES / 1024 } });
  }
  const closing = CLOSES_STYLE.exec(css);
  if (closing) throw refuse("closesStyle", lineAt(css, closing.index), closing[0]);

  // css-tree (about 125 modules, 160 ms and 17 MB to load) is loaded by the first save: serving the saved CSS
  // and every page that links it never needs it.
  const { ident, parse, walk } = await import("css-tree");
  /** A name as the browser reads it: CSS escapes decoded (`@\69mport` is `@import`), lower case. */
  const nameOf = (name: string) => ident.decode(name).toLowerCase();
  let parseError: { line: number; message: string } | undefined;
  const ast = parse(css, { positions: true, onParseError: (error) => (parseError ??= { line: (error as unknown as { line: number }).line, message: error.message }) });
  if (parseError) throw refuse("unparsable", parseError.line, parseError.message);

  walk(ast, function (node: CssNode) {
    const line = node.loc?.start.line ?? 1;
    if (node.type === "Atrule" && nameOf(node.name) === "import") throw refuse("import", line);
    if (node.type === "Url" && !isAllowedUrl(node.value)) throw refuse("externalUrl", line, node.value);
    if (node.type === "Declaration" && CODE_PROPERTIES.has(nameOf(node.property))) throw refuse("codeProperty", line, node.property);
    if (node.type === "Function") {
      const name = nameOf(node.name);
      if (name === "expression") throw refuse("expression", line);
      // image-set() takes plain strings as addresses too.
      if (name.endsWith("image-set")) {
        walk(node, (inner: CssNode) => {
          if (inner.type === "String" && !isAllowedUrl(inner.value)) throw refuse("externalUrl", inner.loc?.start.line ?? line, inner.value);
        });
      }
    }
  });
  return css;
}

/** The address the custom CSS is served at: named by its content, so it can be cached for a year. */
export const customCssPath = (css: string) => `/custom-${customCssHash(css)}.css`;
export const customCssHash = (css: string) => createHash("sha256").update(css).digest("hex").slice(0, 16);
/** The paths customCssPath makes; the hash is the first group. */
export const CUSTOM_CSS_PATH = /^\/custom-([0-9a-f]{16})\.css$/;
