import { useLayoutEffect, useRef, type ReactNode } from "react";
import { useQuery } from "@apollo/client/react";
import { Link, useLocation, useSearchParams } from "react-router-dom";
import { ArticleDetailDocument, type ArticleDetailQuery } from "../../gql/article/graphql";
import { errorCode } from "../../lib/error-message";
import { formatDate } from "../../lib/format-date";
import { ErrorRetry, Loading } from "../../lib/request-state";
import { setSanitizedHtml } from "../../lib/sanitize-html";
import { usePageHead } from "../../lib/use-page-head";
import { parseArticleId } from "./article-id";
import { useRecordView } from "./use-record-view";
import "./article.css";

export function ArticlePage() {
  const [params] = useSearchParams();
  const id = parseArticleId(params.get("id"));
  if (id === null) return <ArticleNotFound />;
  // A new id is a new page: fresh request, fresh view count.
  return <ArticleView key={id} id={id} />;
}

function ArticleView({ id }: { id: number }) {
  const { data, error, refetch } = useQuery(ArticleDetailDocument, { variables: { id } });
  const article = data?.article;
  useRecordView(id, article?.isShow);

  if (article) return <ArticleContent article={article} />;
  if (errorCode(error) === "NOT_FOUND") return <ArticleNotFound />;
  return (
    <ArticleFrame>{error ? <ErrorRetry error={error} onRetry={refetch} /> : <Loading label="Loading the article…" />}</ArticleFrame>
  );
}

function ArticleContent({ article }: { article: ArticleDetailQuery["article"] }) {
  usePageHead({
    path: `/detail?id=${article.id}`,
    title: article.title,
    description: article.summary,
    image: article.cover || undefined,
    type: "article",
    published: article.createTime,
    modified: article.updateTime,
  });
  const content = useRef<HTMLDivElement>(null);
  // Layout effect: with the built-in sanitizer the body is in place before the first paint.
  useLayoutEffect(() => {
    if (content.current) void setSanitizedHtml(content.current, article.content);
  }, [article.content]);
  return (
    <ArticleFrame>
      <article className="article">
        <header className="article-header">
          {/* Only a signed-in user is given a hidden article (a preview from the back-office). */}
          {!article.isShow && <p className="article-hidden-badge">Hidden — preview</p>}
          <h1>{article.title}</h1>
          {article.subtitle && <p className="article-subtitle">{article.subtitle}</p>}
          <p className="article-byline">
            <time dateTime={article.createTime}>{formatDate(article.createTime)}</time>
            <span>{article.hits} views</span>
          </p>
        </header>
        <div className="article-content" ref={content} />
      </article>
    </ArticleFrame>
  );
}

function ArticleNotFound() {
  const location = useLocation();
  usePageHead({ path: location.pathname + location.search, title: "Article not found", indexable: false });
  return (
    <ArticleFrame>
      <div className="message-page">
        <h1>Article not found</h1>
        <p>The article may have been removed, hidden, or the link is incomplete.</p>
      </div>
    </ArticleFrame>
  );
}

function ArticleFrame({ children }: { children: ReactNode }) {
  return (
    <div className="card article-frame">
      <Link className="button button-secondary back-link" to="/">
        ← Back to home
      </Link>
      {children}
    </div>
  );
}
