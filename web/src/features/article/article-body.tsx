import { useLayoutEffect, useRef, useState } from "react";
import { isHydrating } from "../../lib/hydration";
import { useServerRender } from "../../lib/server-render";

type Sanitizer = typeof import("../../lib/sanitize-html");
let sanitizer: Sanitizer | undefined;
const sanitizerLoaded = () => import("../../lib/sanitize-html").then((module) => (sanitizer = module));
// A first visit hydrates the server's markup and never needs the browser's sanitiser: it is not among the
// page's scripts. A page reached by a link does, so loading this module then fetches it at once, beside the
// article's data, and the body is drawn through it before the first paint.
if (typeof window !== "undefined" && !isHydrating()) void sanitizerLoaded();

/**
 * Fetches the browser's sanitiser ahead of a body the page is about to show (a comment being written), so the
 * body shows with the rest of it rather than a moment later.
 */
export function prepareArticleBody(): void {
  if (!sanitizer) void sanitizerLoaded();
}

/**
 * An article's HTML body (or a comment's, which the server renders and sanitises the same way). The server
 * sanitises it with its own sanitiser and writes it into the page; while the browser hydrates that page it keeps
 * the server's markup as it is. Any other time (a page reached by a link, a comment just posted) the browser puts
 * the body in through its own sanitiser.
 */
export function ArticleBody({ html, className = "article-content" }: { html: string; className?: string }) {
  const server = useServerRender();
  const [fromServer] = useState(isHydrating);
  const content = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = content.current;
    if (fromServer || !element) return;
    if (sanitizer) {
      void sanitizer.setSanitizedHtml(element, html);
      return;
    }
    let current = true;
    void sanitizerLoaded().then(({ setSanitizedHtml }) => {
      if (current) return setSanitizedHtml(element, html);
    });
    return () => {
      current = false;
    };
  }, [fromServer, html]);
  if (server) return <div className={className} dangerouslySetInnerHTML={{ __html: server.sanitizeArticleHtml(html) }} />;
  // Hydrating, React keeps the server's markup and compares nothing inside it: the string is never inserted.
  if (fromServer) return <div className={className} ref={content} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
  return <div className={className} ref={content} />;
}
