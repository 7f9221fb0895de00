import { useLayoutEffect, type ReactNode } from "react";
import { useQuery } from "@apollo/client/react";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { ArticleDetailDocument, ArticlePreviewDocument, type ArticleDetailFieldsFragment, type Language } from "../../gql/article/graphql";
import { useSiteShell } from "../../lib/use-site-shell";
import { errorCode } from "../../lib/error-message";
import { ErrorRetry, Loading } from "../../lib/request-state";
import { isHydrating } from "../../lib/hydration";
import { servedAsNotFound } from "../../lib/served-page";
import { useHttpStatus, useServerRender } from "../../lib/server-render";
import { usePageHead } from "../../lib/use-page-head";
import { TagLinks } from "../../lib/ui/tag-links";
import { parseArticleId } from "./article-id";
import { articlePath } from "../../lib/article-path";
import { useRecordView } from "./use-record-view";
import { ArticleBody } from "./article-body";
import { CommentsSection } from "./comments/comments-section";
import { SubscribeForm } from "../../lib/subscribe/subscribe-form";
import type { MessageId } from "@lingui/core";
import { useFormat } from "../../i18n/format";
import { useLocale, useLocalePath, useT } from "../../i18n/i18n";
import { languageOf, localeOfLanguage } from "../../i18n/language";
import { LANGUAGE_TAG } from "@shared/locales";
import { AuthorCard, useAbsoluteUrl, useEntryLang } from "../../lib/microformats";
import "./article.css";

/** Which article the address names: /posts/{slug}, or the spec's /detail?id={id}. */
type ArticleAddress = { id: number; slug?: undefined } | { slug: string; id?: undefined };

export function ArticlePage() {
  const { slug } = useParams();
  const [params] = useSearchParams();
  const id = parseArticleId(params.get("id"));
  if (slug !== undefined) return <ArticleView key={`slug:${slug}`} address={{ slug }} />;
  if (id === null) return <ArticleNotFound />;
  // A new address is a new page: fresh request, fresh view count.
  return <ArticleView key={`id:${id}`} address={{ id }} />;
}

/**
 * Whether this page was sent as "not found": its query's error is not in the answers the server handed over, so
 * while hydrating, the page says so as the server did instead of asking again.
 */
const notFoundWhenServed = () => isHydrating() && servedAsNotFound();

function ArticleView({ address }: { address: ArticleAddress }) {
  const sentNotFound = notFoundWhenServed();
  const { locale, prefixed } = useLocale();
  // Under /zh/ and /en/ the version in that language, when there is one; an unprefixed address shows the version it names.
  const language = prefixed ? languageOf(locale) : undefined;
  const { data, error, refetch } = useQuery(ArticleDetailDocument, { variables: { ...address, language }, skip: sentNotFound });
  const article = data?.article;
  const hits = useRecordView(article?.id, article?.isShow);
  const navigate = useNavigate();
  const server = useServerRender();
  const t = useT();
  const localePath = useLocalePath();
  // A former slug, or the other version than the one in this page's language: the address bar moves on to the
  // permalink (under the same prefix), as the server's 301 does.
  const moved = article && address.slug !== undefined && article.slug !== address.slug;
  const permalink = article ? localePath(articlePath(article.slug)) : "";
  if (moved && server) server.movedTo = permalink;
  useLayoutEffect(() => {
    if (moved) navigate(permalink, { replace: true });
  }, [moved, permalink, navigate]);

  if (article) return <ArticleContent article={hits === undefined ? article : { ...article, hits }} />;
  if (sentNotFound || errorCode(error) === "NOT_FOUND") return <ArticleNotFound />;
  return (
    <ArticleFrame>{error ? <ErrorRetry error={error} onRetry={refetch} /> : <Loading label={t("article.loading")} />}</ArticleFrame>
  );
}

/** /preview/{token}: the article a preview link shows, to anyone who has it; never indexed, never a counted view. */
export function ArticlePreviewPage() {
  const { token = "" } = useParams();
  const sentNotFound = notFoundWhenServed();
  const { data, error, refetch } = useQuery(ArticlePreviewDocument, { variables: { token }, skip: sentNotFound });
  const t = useT();
  if (data?.articlePreview) return <ArticleContent article={data.articlePreview} previewPath={`/preview/${token}`} />;
  if (sentNotFound || errorCode(error) === "NOT_FOUND") return <ArticleNotFound message={t("article.preview.expired")} />;
  return (
    <ArticleFrame>{error ? <ErrorRetry error={error} onRetry={refetch} /> : <Loading label={t("article.preview.loading")} />}</ArticleFrame>
  );
}

function ArticleContent({ article, previewPath }: { article: ArticleDetailFieldsFragment; previewPath?: string }) {
  const preview = previewOf(article);
  const published = article.publishedAt ?? article.createTime;
  const t = useT();
  const format = useFormat();
  const { locale, prefixed } = useLocale();
  const siteLanguage = useSiteShell().data?.siteInfo?.language;
  const localePath = useLocalePath();
  const absolute = useAbsoluteUrl();
  const lang = useEntryLang(article.language);
  usePageHead({
    // A preview link's page is not the article's address: it names none and asks not to be indexed.
    ...(previewPath ? { path: previewPath, indexable: false } : { path: articlePath(article.slug) }),
    title: article.title,
    description: article.excerpt,
    image: article.cover || undefined,
    type: "article",
    alternates: previewPath ? undefined : versionAlternates(article, siteLanguage),
    published,
    modified: article.updateTime,
    jsonLd: ({ url, absolute, author }) => ({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: article.title,
      description: article.excerpt || undefined,
      image: article.cover ? absolute(article.cover) : undefined,
      datePublished: published,
      dateModified: article.updateTime,
      author: { "@type": "Person", name: author, url: absolute("/about") },
      url,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
    }),
  });
  return (
    <ArticleFrame>
      {/* An h-entry (microformats2): what IndieWeb readers and Webmention receivers read of the article. */}
      <article className="article h-entry" lang={lang.entry}>
        <header className="article-header">
          {/* Only a signed-in user is given an unpublished or hidden article (a preview from the back-office). */}
          {preview && (
            <p className="article-hidden-badge" lang={lang.page}>
              {t("article.preview.badge", { state: t(preview) })}
            </p>
          )}
          <h1 className="p-name">{article.title}</h1>
          {article.subtitle && <p className="article-subtitle">{article.subtitle}</p>}
          <p className="article-byline" lang={lang.page}>
            <time className="dt-published" dateTime={published}>
              {format.date(published)}
            </time>
            <span>{t("common.readingTime", { minutes: article.readingMinutes })}</span>
            <span>{t("common.views", { count: article.hits })}</span>
            {!preview && !previewPath && <a href="#comments-heading">{t("common.commentCount", { count: article.commentCount })}</a>}
          </p>
          <data className="dt-updated" value={article.updateTime} />
          <data className="p-summary" value={article.excerpt} />
          {!previewPath && <data className="u-url" value={absolute(localePath(articlePath(article.slug)))} />}
          <AuthorCard />
          <TagLinks tags={article.tags} lang={lang.page} />
          {prefixed && !previewPath && localeOfLanguage(article.language) !== locale && (
            <p className="article-language-notice" lang={LANGUAGE_TAG[locale]}>
              {t("article.otherLanguage", { language: t(`language.name.${localeOfLanguage(article.language)}`) })}
            </p>
          )}
        </header>
        <ArticleBody key={article.updateTime} html={article.content} className="article-content e-content" />
      </article>
      <ArticleNeighbours previous={article.previous} next={article.next} />
      {/* Readers subscribe and comment on what is published; a preview shows the article only. */}
      {!preview && !previewPath && <SubscribeForm place="article" />}
      {!preview && !previewPath && <CommentsSection articleId={article.id} language={article.language} />}
    </ArticleFrame>
  );
}

/**
 * An article written in two languages names its versions (each at its own slug) as each other's alternates,
 * the site's default language's as x-default (as the sitemap does); one in a single language keeps the
 * page's own (the same address under each prefix).
 */
function versionAlternates(article: ArticleDetailFieldsFragment, siteLanguage: Language | undefined): { hreflang: string; path: string }[] | undefined {
  if (article.translations.length < 2) return undefined;
  const fallback = article.translations.find((version) => version.language === siteLanguage) ?? article.translations[0];
  return [
    ...article.translations.map((version) => ({ hreflang: LANGUAGE_TAG[localeOfLanguage(version.language)], path: articlePath(version.slug) })),
    { hreflang: "x-default", path: articlePath(fallback.slug) },
  ];
}

type Neighbour = ArticleDetailFieldsFragment["previous"];

/** Links to the articles published just before and just after this one, where there are any. */
function ArticleNeighbours({ previous, next }: { previous: Neighbour; next: Neighbour }) {
  const t = useT();
  const localePath = useLocalePath();
  if (!previous && !next) return null;
  return (
    <nav className="article-neighbours" aria-label={t("article.neighbours")}>
      {previous && (
        <Link className="article-neighbour article-neighbour-older" to={localePath(articlePath(previous.slug))} rel="prev">
          <span className="article-neighbour-label">{t("article.older")}</span>
          <span className="article-neighbour-title">{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link className="article-neighbour article-neighbour-newer" to={localePath(articlePath(next.slug))} rel="next">
          <span className="article-neighbour-label">{t("article.newer")}</span>
          <span className="article-neighbour-title">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}

/** What keeps the article from visitors, for the preview badge; undefined when they see it. */
function previewOf({ status, isShow, publishedAt }: ArticleDetailFieldsFragment): MessageId | undefined {
  if (status === "DRAFT") return "article.state.draft";
  // Past its time a scheduled article is public, a few seconds before the server marks it published.
  if (status === "SCHEDULED" && publishedAt && Date.parse(publishedAt) > Date.now()) return "article.state.scheduled";
  return isShow ? undefined : "article.state.hidden";
}

function ArticleNotFound({ message }: { message?: string }) {
  const location = useLocation();
  const t = useT();
  usePageHead({ path: location.pathname + location.search, title: t("article.notFound.title"), indexable: false });
  useHttpStatus(404);
  return (
    <ArticleFrame>
      <div className="message-page">
        <h1>{t("article.notFound.title")}</h1>
        <p>{message ?? t("article.notFound.text")}</p>
      </div>
    </ArticleFrame>
  );
}

function ArticleFrame({ children }: { children: ReactNode }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <div className="card article-frame">
      <Link className="button button-secondary back-link" to={localePath("/")}>
        {t("common.backToHome")}
      </Link>
      {children}
    </div>
  );
}
