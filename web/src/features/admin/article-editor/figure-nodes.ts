import { Node } from "@tiptap/core";

/**
 * A figure holds what the exporters put in one: an image (in a bare paragraph, so a linked image keeps its
 * link), a table, a quote, further figures for a gallery, and a caption before or after them.
 */
export const Figure = Node.create({
  name: "figure",
  group: "block",
  content: "(block | figcaption)+",
  defining: true,
  parseHTML: () => [{ tag: "figure" }],
  renderHTML: () => ["figure", 0],
});

export const Figcaption = Node.create({
  name: "figcaption",
  content: "inline*",
  defining: true,
  parseHTML: () => [{ tag: "figcaption" }],
  renderHTML: () => ["figcaption", 0],
});
