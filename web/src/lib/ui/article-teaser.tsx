import { Link } from "react-router-dom";
import { articlePath } from "../article-path";
import { useFormat } from "../../i18n/format";
import { useLocalePath, useT } from "../../i18n/i18n";
import { TagLinks, type TagLinkData } from "./tag-links";
import type { Language } from "../../gql/shell/graphql";
import { useEntryLang } from "../microformats";
import "./article-teaser.css";

export interface ArticleTeaserData {
  id: number;
  slug: string;
  /** The language of the version listed (the page's, or the other one where the article has no version in it). */
  language: Language;
  title: string;
  /** The summary, or the start of the body when there is none. */
  excerpt: string;
  cover: string;
  readingMinutes: number;
  featured: boolean;
  createTime: string;
  publishedAt?: string | null;
  hits: number;
  /** Approved comments; the list names them only when there are some. */
  commentCount?: number;
  tags: readonly TagLinkData[];
}

/**
 * One article in a public list (home, a tag's page): its cover, title linking to the permalink, excerpt,
 * date, reading time, views, comments and tags. The cover's box has a fixed size, so nothing moves when it loads.
 * Each is an h-entry of the list's h-feed.
 */
export function ArticleTeaser({ article }: { article: ArticleTeaserData }) {
  const published = article.publishedAt ?? article.createTime;
  const t = useT();
  const format = useFormat();
  const localePath = useLocalePath();
  const lang = useEntryLang(article.language);
  const path = localePath(articlePath(article.slug));
  return (
    <li className={article.cover ? "article-item article-item-with-cover h-entry" : "article-item h-entry"} lang={lang.entry}>
      {article.cover && <img className="article-cover-thumb u-featured" src={article.cover} alt="" width={160} height={100} loading="lazy" decoding="async" />}
      <div className="article-item-text">
        <h3>
          {article.featured && (
            <span className="article-featured" lang={lang.page}>
              {t("common.featured")}
            </span>
          )}
          <Link className="p-name u-url" to={path}>
            {article.title}
          </Link>
        </h3>
        <p className="article-summary p-summary">{article.excerpt}</p>
        <div className="article-meta" lang={lang.page}>
          <time className="dt-published" dateTime={published}>
            {format.date(published)}
          </time>
          <span>{t("common.readingTime", { minutes: article.readingMinutes })}</span>
          <span>{t("common.views", { count: article.hits })}</span>
          {!!article.commentCount && <span>{t("common.commentCount", { count: article.commentCount })}</span>}
          <TagLinks tags={article.tags} />
        </div>
      </div>
    </li>
  );
}
