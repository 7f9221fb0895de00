import { Link } from "react-router-dom";
import { articlePath } from "../article-path";
import { formatDate } from "../format-date";
import { TagLinks, type TagLinkData } from "./tag-links";
import "./article-teaser.css";

export interface ArticleTeaserData {
  id: number;
  slug: string;
  title: string;
  summary: string;
  createTime: string;
  publishedAt?: string | null;
  hits: number;
  tags: readonly TagLinkData[];
}

/** One article in a public list (home, a tag's page): its title linking to the permalink, summary, date, views and tags. */
export function ArticleTeaser({ article }: { article: ArticleTeaserData }) {
  const published = article.publishedAt ?? article.createTime;
  return (
    <li className="article-item">
      <h3>
        <Link to={articlePath(article.slug)}>{article.title}</Link>
      </h3>
      <p className="article-summary">{article.summary}</p>
      <div className="article-meta">
        <time dateTime={published}>{formatDate(published)}</time>
        <span>{article.hits} views</span>
        <TagLinks tags={article.tags} />
      </div>
    </li>
  );
}
