import { Link } from "react-router-dom";
import "./article-teaser.css";

export interface TagLinkData {
  id: number;
  name: string;
  slug: string;
}

/** An article's tags as links to their pages; nothing when it has none. */
export function TagLinks({ tags }: { tags: readonly TagLinkData[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-links" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link className="tag-link" to={`/tag/${encodeURIComponent(tag.slug)}`}>
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
