import type { EntityManager } from "@mikro-orm/postgresql";
import { notFound } from "../../kernel/errors";
import { operation } from "../../kernel/operation";
import { EDIT, PUBLIC } from "../../kernel/permissions";
import { optionalEmail, optionalText, optionalUrl } from "../../kernel/text-rules";
import { markArticlesAnnounced } from "../webmention/webmention-checks";
import { SiteInfo } from "./site-info.entity";
import type { SiteInfoInput } from "./site-info.inputs";

/** The current site info: the last record, as the legacy clients read it. */
export async function currentSiteInfo(em: EntityManager): Promise<SiteInfo> {
  const info = await em.findOne(SiteInfo, { id: { $gt: 0 } }, { orderBy: { id: "desc" } });
  if (!info) throw notFound("The site info has not been set up.", { id: "siteInfo.notSetUp" });
  return info;
}

/** Site info's URL, or "" while there is no site info yet. */
export async function configuredSiteUrl(em: EntityManager): Promise<string> {
  const info = await em.findOne(SiteInfo, { id: { $gt: 0 } }, { orderBy: { id: "desc" }, fields: ["url"] });
  return info?.url ?? "";
}

async function saveSiteInfo(em: EntityManager, id: number, input: SiteInfoInput): Promise<SiteInfo> {
  const changes = {
    title: optionalText(input.title, "title", 200),
    logo: optionalUrl(input.logo, "logo"),
    url: optionalUrl(input.url, "url"),
    description: optionalText(input.description, "description", 1000),
    keywords: optionalText(input.keywords, "keywords", 500),
    author: optionalText(input.author, "author", 100),
    copyright: optionalText(input.copyright, "copyright", 200),
    record: optionalText(input.record, "record", 100),
    email: optionalEmail(input.email, "email"),
    homeOrder: input.homeOrder ?? undefined,
    language: input.language ?? undefined,
    sendWebmentions: input.sendWebmentions ?? undefined,
  };
  const info = Number.isInteger(id) && id > 0 ? await em.findOne(SiteInfo, { id }) : null;
  if (!info) throw notFound(`Site info ${id} was not found.`, { id: "siteInfo.notFound", values: { id } });
  // Turning Webmentions on announces what changes from now on, not everything published before.
  if (changes.sendWebmentions && !info.sendWebmentions) await markArticlesAnnounced(em);
  em.assign(info, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)));
  await em.flush();
  return info;
}

// The use cases GraphQL and the legacy /api shim both run; each says once who may call it.

export const readSiteInfo = operation(PUBLIC, (ctx) => currentSiteInfo(ctx.em));

export const updateSiteInfo = operation(EDIT, (ctx, { id, input }: { id: number; input: SiteInfoInput }) => saveSiteInfo(ctx.em, id, input));
