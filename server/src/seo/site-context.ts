import type { Request } from "express";
import type { EntityManager } from "@mikro-orm/postgresql";
import { codeOf } from "../kernel/errors";
import { localeOf, type Language } from "../kernel/language";
import { siteInfoIn, siteTextIn } from "../modules/site-info/site-text.service";
import { siteAddress } from "../kernel/site-address";
import { originOf } from "../http/http-context";
import type { Locale } from "../shared/locales";
import { currentSiteInfo } from "../modules/site-info/site-info.service";
import { SiteInfo } from "../modules/site-info/site-info.entity";

/** The site's identity and the absolute base every canonical, feed and sitemap URL is built on. */
export interface SiteContext {
  info: SiteInfo;
  /** Scheme, host and any path prefix, without a trailing slash. */
  base: string;
  /** An absolute URL for a site path ("/detail?id=1") or a stored http(s) URL; "" for an empty value. */
  absolute(pathOrUrl: string): string;
  /** Who wrote the articles: the site info's author, else the site's title. */
  author: string;
  /** The site's default language, spoken by its unprefixed pages and feeds. */
  locale: Locale;
}

/** The site as pages in `language` (the site's default without one) describe it: its title and description in that language where written. */
export async function loadSiteContext(em: EntityManager, req: Request, language?: Language): Promise<SiteContext> {
  const stored = await currentSiteInfo(em).catch((error: unknown) => {
    // A site without site info still has pages worth describing; the fields are simply empty.
    if (codeOf(error) === "NOT_FOUND") return new SiteInfo();
    throw error;
  });
  const info = language ? siteInfoIn(stored, await siteTextIn(em, language)) : stored;
  const base = siteAddress(info.url, originOf(req));
  return {
    info,
    base,
    absolute: (pathOrUrl) => (pathOrUrl.startsWith("/") ? `${base}${pathOrUrl}` : pathOrUrl),
    author: info.author || info.title,
    locale: localeOf(stored.language),
  };
}
