import sanitizeHtml from "sanitize-html";

/** What an old image address becomes: our stored copy's largest URL and its srcset. */
export interface NewImage {
  url: string;
  srcset: string;
}

/** The addresses in an `srcset` value ("a.jpg 300w, b.jpg 1024w" → [a.jpg, b.jpg]). */
function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(/,\s+/)
    .map((entry) => entry.trim().split(/\s+/)[0])
    .filter(Boolean);
}

/** A link to an image file (WordPress's "link to media file" wraps an image in one). */
const IMAGE_LINK = /\.(jpe?g|png|gif|webp)(?:[?#].*)?$/i;

/**
 * sanitize-html as a parser that keeps everything: attribute values come decoded (an address's &amp; is &),
 * and the body is written back as it was apart from what the transform changes. The article sanitiser runs
 * after it, so nothing this lets through is stored.
 */
function walk(html: string, transform: sanitizeHtml.IOptions["transformTags"]): string {
  return sanitizeHtml(html, { allowedTags: false, allowedAttributes: false, allowVulnerableTags: true, allowedSchemes: [], allowedSchemesAppliedToAttributes: [], transformTags: transform });
}

/** Every image address a body uses: images' src and srcset, and links to image files. */
export function imageAddresses(html: string): string[] {
  const found = new Set<string>();
  walk(html, {
    img: (tagName, attribs) => {
      if (attribs.src) found.add(attribs.src);
      for (const url of srcsetUrls(attribs.srcset ?? "")) found.add(url);
      return { tagName, attribs };
    },
    a: (tagName, attribs) => {
      if (attribs.href && IMAGE_LINK.test(attribs.href)) found.add(attribs.href);
      return { tagName, attribs };
    },
  });
  return [...found];
}

/**
 * The body with each image whose address `replace` knows pointing at our copy: src and srcset both (the old
 * srcset named the old blog's resized copies; ours names our own), and links to it too. Images it does not
 * know stay as they are.
 */
export function rewriteImages(html: string, replace: ReadonlyMap<string, NewImage>): string {
  if (replace.size === 0) return html;
  return walk(html, {
    img: (tagName, attribs) => {
      const image = attribs.src ? replace.get(attribs.src) : undefined;
      return { tagName, attribs: image ? { ...attribs, src: image.url, srcset: image.srcset } : attribs };
    },
    a: (tagName, attribs) => {
      const image = attribs.href ? replace.get(attribs.href) : undefined;
      return { tagName, attribs: image ? { ...attribs, href: image.url } : attribs };
    },
  });
}
