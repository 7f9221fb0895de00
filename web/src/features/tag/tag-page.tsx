import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router-dom";
import { TagArticlesDocument, TagDetailDocument, type TagDetailQuery } from "../../gql/tag/graphql";
import { usePagedList } from "../../lib/load-more/use-paged-list";
import { ErrorRetry, Loading } from "../../lib/request-state";
import { ArticleTeaserList } from "../../lib/ui/article-teaser-list";
import { useHttpStatus } from "../../lib/server-render";
import { usePageHead } from "../../lib/use-page-head";
import { useLocalePath, useT } from "../../i18n/i18n";
import { usePageLanguage } from "../../i18n/language";
import { AuthorCard, useAbsoluteUrl } from "../../lib/microformats";
import "./tag.css";

/** The spec's default page size for lists (§9). */
const PAGE_SIZE = 10;

/** /tag/{slug}: a tag's name and description, and its published articles, newest first. */
export function TagPage() {
  const { slug = "" } = useParams();
  const { data, error, refetch } = useQuery(TagDetailDocument, { variables: { slug } });
  const t = useT();
  if (data?.tag) return <TagView key={data.tag.id} tag={data.tag} />;
  return (
    <div className="card tag-page">
      {data ? <TagNotFound /> : error ? <ErrorRetry error={error} onRetry={refetch} /> : <Loading label={t("tag.loading")} />}
    </div>
  );
}

function TagView({ tag }: { tag: NonNullable<TagDetailQuery["tag"]> }) {
  const t = useT();
  const path = `/tag/${encodeURIComponent(tag.slug)}`;
  usePageHead({ path, title: tag.name, description: tag.description || t("tag.description", { tag: tag.name }) });
  const absolute = useAbsoluteUrl();
  const localePath = useLocalePath();
  const list = usePagedList(TagArticlesDocument, "articles", PAGE_SIZE, { tag: tag.slug, language: usePageLanguage() });
  const { page } = list;
  return (
    // The tag's h-feed (microformats2), its entries the teasers.
    <section className="card tag-page h-feed" aria-labelledby="tag-heading">
      <header className="tag-heading">
        <h1 id="tag-heading" className="p-name">
          {tag.name}
        </h1>
        {page && <p className="tag-count">{t("tag.count", { count: page.total })}</p>}
      </header>
      <data className="u-url" value={absolute(localePath(path))} />
      <AuthorCard />
      {tag.description && <p className="tag-description p-summary">{tag.description}</p>}
      {/* The teasers' titles are third-level headings, as under the home page's "Articles". */}
      <h2 className="visually-hidden">{t("common.articles.heading")}</h2>
      <ArticleTeaserList {...list} empty={t("tag.empty")} />
    </section>
  );
}

function TagNotFound() {
  const { slug = "" } = useParams();
  const t = useT();
  const localePath = useLocalePath();
  usePageHead({ path: `/tag/${encodeURIComponent(slug)}`, title: t("tag.notFound.title"), indexable: false });
  useHttpStatus(404);
  return (
    <div className="message-page">
      <h1>{t("tag.notFound.title")}</h1>
      <p>
        {t("tag.notFound.text")} <Link to={localePath("/")}>{t("notFound.back")}</Link>
      </p>
    </div>
  );
}
