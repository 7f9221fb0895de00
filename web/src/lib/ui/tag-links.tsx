import { Link } from "react-router-dom";
import { useLocalePath, useT } from "../../i18n/i18n";
import "./article-teaser.css";

export interface TagLinkData {
  id: number;
  name: string;
  slug: string;
}

/** An article's tags as links to their pages in the page's language; nothing when it has none. */
export function TagLinks({ tags }: { tags: readonly TagLinkData[] }) {
  const t = useT();
  const localePath = useLocalePath();
  if (tags.length === 0) return null;
  return (
    <ul className="tag-links" aria-label={t("common.tags")}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link className="tag-link" to={localePath(`/tag/${encodeURIComponent(tag.slug)}`)}>
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
