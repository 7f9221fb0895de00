import type { Attributes } from "@tiptap/core";

/**
 * Attributes read and written exactly as the HTML has them. TipTap's default reading turns number-like text
 * into numbers ("007" would come back as "7"); a body must come back as it went in.
 */
export function exactAttributes(names: readonly string[]): Attributes {
  return Object.fromEntries(
    names.map((name) => [name, { default: null, parseHTML: (element: HTMLElement) => element.getAttribute(name) }]),
  );
}
