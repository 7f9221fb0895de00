// Heads of the public pages: what a crawler or a link preview learns before any script runs.
import type { Article } from "../modules/article/article.entity";
import { articlePath } from "../modules/article/article-slug";
import { excerptFor } from "../modules/article/article.service";
import { tagPath } from "../modules/tag/tag-path";
import type { Tag } from "../modules/tag/tag.entity";
import type { OwnerProfile } from "../modules/owner-profile/owner-profile.entity";
import type { PageHead } from "./page-head";
import type { SiteContext } from "./site-context";

const SCHEMA = "https://schema.org";

export function homeHead(site: SiteContext): PageHead {
  const { title, description, keywords } = site.info;
  const canonical = site.absolute("/");
  return {
    name: title,
    description,
    keywords,
    canonical,
    type: "website",
    image: logo(site),
    jsonLd: { "@context": SCHEMA, "@type": "WebSite", name: title, url: canonical, description: description || undefined },
  };
}

export function articleHead(article: Article, site: SiteContext): PageHead {
  // /detail?id= and former slugs show the same article: the permalink is the one address search engines keep.
  const canonical = site.absolute(articlePath(article));
  const cover = site.absolute(article.cover) || undefined;
  const description = excerptFor(article) || site.info.description;
  return {
    name: article.title,
    description,
    keywords: site.info.keywords,
    canonical,
    type: "article",
    image: cover ?? logo(site),
    largeImage: cover !== undefined,
    published: article.publishedAt ?? article.createTime,
    modified: article.updateTime,
    jsonLd: {
      "@context": SCHEMA,
      "@type": "BlogPosting",
      headline: article.title,
      description: description || undefined,
      image: cover,
      datePublished: (article.publishedAt ?? article.createTime).toISOString(),
      dateModified: article.updateTime.toISOString(),
      author: { "@type": "Person", name: site.author, url: site.absolute("/about") },
      url: canonical,
      mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
    },
  };
}

export function aboutHead(profile: OwnerProfile | null, site: SiteContext): PageHead {
  const canonical = site.absolute("/about");
  const photo = profile ? site.absolute(profile.photo) || undefined : undefined;
  return {
    name: "About",
    description: profile?.summary || site.info.description,
    keywords: site.info.keywords,
    canonical,
    type: "profile",
    image: photo ?? logo(site),
    jsonLd: profile
      ? {
          "@context": SCHEMA,
          "@type": "Person",
          name: profile.name,
          jobTitle: profile.headline || undefined,
          description: profile.summary || undefined,
          image: photo,
          url: canonical,
          alumniOf: profile.education.map((entry) => ({ "@type": "EducationalOrganization", name: entry.school })),
          knowsAbout: profile.skills,
        }
      : undefined,
  };
}

export function guestbookHead(site: SiteContext): PageHead {
  return {
    name: "Guestbook",
    description: `Messages from the readers of ${site.info.title || "this blog"}.`,
    keywords: site.info.keywords,
    canonical: site.absolute("/guestbook"),
    type: "website",
    image: logo(site),
  };
}

export function tagHead(tag: Tag, site: SiteContext): PageHead {
  return {
    name: tag.name,
    description: tag.description || `Articles about ${tag.name} on ${site.info.title || "this blog"}.`,
    keywords: site.info.keywords,
    canonical: site.absolute(tagPath(tag)),
    type: "website",
    image: logo(site),
  };
}

/** A preview link's page: the article's own description, but no canonical address, so it is noindex. */
export function previewHead(article: Article, site: SiteContext): PageHead {
  return { name: article.title, description: excerptFor(article), keywords: site.info.keywords, type: "article", image: logo(site) };
}

/** For a 404: no canonical URL and noindex, so search engines drop the address. */
export function notFoundHead(name: string, site: SiteContext): PageHead {
  return { name, description: site.info.description, keywords: site.info.keywords, type: "website", image: logo(site) };
}

const logo = (site: SiteContext) => site.absolute(site.info.logo) || undefined;
