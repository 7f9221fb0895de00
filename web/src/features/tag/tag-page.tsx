import { useQuery } from "../../lib/page-data/use-query";
import { Link, useParams } from "react-router-dom";
import { TagArticlesDocument, TagDetailDocument, type TagDetailQuery } from "../../gql/tag/graphql";
import { usePagedList } from "../../lib/load-more/use-paged-list";
import { ErrorRetry, Loading } from "../../lib/request-state";
import { ArticleTeaserList } from "../../lib/ui/article-teaser-list";
import { useHttpStatus } from "../../lib/server-render";
import { usePageHead } from "../../lib/use-page-head";
import "./tag.css";

/** The spec's default page size for lists (§9). */
const PAGE_SIZE = 10;

/** /tag/{slug}: a tag's name and description, and its published articles, newest first. */
export function TagPage() {
  const { slug = "" } = useParams();
  const { data, error, refetch } = useQuery(TagDetailDocument, { variables: { slug } });
  if (data?.tag) return <TagView key={data.tag.id} tag={data.tag} />;
  return (
    <div className="card tag-page">
      {data ? <TagNotFound /> : error ? <ErrorRetry error={error} onRetry={refetch} /> : <Loading label="Loading the tag…" />}
    </div>
  );
}

function TagView({ tag }: { tag: NonNullable<TagDetailQuery["tag"]> }) {
  usePageHead({ path: `/tag/${encodeURIComponent(tag.slug)}`, title: tag.name, description: tag.description || `Articles about ${tag.name}.` });
  const list = usePagedList(TagArticlesDocument, "articles", PAGE_SIZE, { tag: tag.slug });
  const { page } = list;
  return (
    <section className="card tag-page" aria-labelledby="tag-heading">
      <header className="tag-heading">
        <h1 id="tag-heading">{tag.name}</h1>
        {page && <p className="tag-count">{page.total === 1 ? "1 article" : `${page.total} articles`}</p>}
      </header>
      {tag.description && <p className="tag-description">{tag.description}</p>}
      {/* The teasers' titles are third-level headings, as under the home page's "Articles". */}
      <h2 className="visually-hidden">Articles</h2>
      <ArticleTeaserList {...list} empty="No articles with this tag yet." />
    </section>
  );
}

function TagNotFound() {
  const { slug = "" } = useParams();
  usePageHead({ path: `/tag/${encodeURIComponent(slug)}`, title: "Tag not found", indexable: false });
  useHttpStatus(404);
  return (
    <div className="message-page">
      <h1>Tag not found</h1>
      <p>
        No tag has this address. <Link to="/">Back to home</Link>
      </p>
    </div>
  );
}
