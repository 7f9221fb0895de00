import { Link } from "react-router-dom";
import { useLocalePath, useT } from "../../i18n/i18n";
import "./article-teaser.css";

export interface TagLinkData {
  id: number;
  name: string;
  slug: string;
}

/**
 * An article's tags as links to their pages in the page's language (`lang`: the page's, inside an article in
 * the other language), each the entry's `p-category`; nothing when it has none.
 */
export function TagLinks({ tags, lang }: { tags: readonly TagLinkData[]; lang?: string }) {
  const t = useT();
  const localePath = useLocalePath();
  if (tags.length === 0) return null;
  return (
    <ul className="tag-links" aria-label={t("common.tags")} lang={lang}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link className="tag-link p-category" to={localePath(`/tag/${encodeURIComponent(tag.slug)}`)}>
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
