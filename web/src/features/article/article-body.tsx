import { useLayoutEffect, useRef, useState } from "react";
import { isHydrating } from "../../lib/hydration";
import { setSanitizedHtml } from "../../lib/sanitize-html";
import { useServerRender } from "../../lib/server-render";

/**
 * An article's HTML body (or a comment's, which the server renders and sanitises the same way). The server sanitises it with its own sanitiser and writes it into the page; while
 * the browser hydrates that page it keeps the server's markup as it is. Any other time (a page reached by a
 * link) the browser puts the body in through its own sanitiser, before the first paint.
 */
export function ArticleBody({ html, className = "article-content" }: { html: string; className?: string }) {
  const server = useServerRender();
  const [fromServer] = useState(isHydrating);
  const content = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!fromServer && content.current) void setSanitizedHtml(content.current, html);
  }, [fromServer, html]);
  if (server) return <div className={className} dangerouslySetInnerHTML={{ __html: server.sanitizeArticleHtml(html) }} />;
  // Hydrating, React keeps the server's markup and compares nothing inside it: the string is never inserted.
  if (fromServer) return <div className={className} ref={content} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
  return <div className={className} ref={content} />;
}
