import type { Context } from "@fedify/fedify";
import { Article as ArticleObject, Endpoints, Hashtag, Image, LanguageString, Note, Person, PUBLIC_COLLECTION } from "@fedify/vocab";
import { Temporal } from "@js-temporal/polyfill";
import { escapeUTF8 } from "entities";
import type { EntityManager } from "@mikro-orm/postgresql";
import { localeOf } from "../../kernel/language";
import { siteAddress } from "../../kernel/site-address";
import { articlePath } from "../article/article-slug";
import type { Article } from "../article/article.entity";
import { SiteInfo } from "../site-info/site-info.entity";
import { SiteText } from "../site-info/site-text.entity";
import { federationSettings } from "./federation-store";
import type { FederationData } from "./federation-data";
import { BLOG } from "./federation-paths";

/** The site's public address: its configured URL, else the address the request (or the follow) came to. */
async function siteOf(em: EntityManager, origin: string) {
  const info = await em.findOne(SiteInfo, { id: { $gt: 0 } }, { orderBy: { id: "desc" } });
  return { info, address: siteAddress(info?.url, origin) };
}

const absolute = (address: string, path: string): URL => new URL(path, `${address}/`);

/** The blog as a Person: the site's title, its description in each language, its logo and its home page. */
export async function blogActor(ctx: Context<FederationData>): Promise<Person> {
  const em = ctx.data.em();
  const { info, address } = await siteOf(em, ctx.origin);
  const texts = await em.find(SiteText, {});
  const summaries = texts
    .map((text) => ({ text: text.description || (text.language === info?.language ? (info?.description ?? "") : ""), language: localeOf(text.language) }))
    .filter((summary) => summary.text);
  if (summaries.length === 0 && info?.description) summaries.push({ text: info.description, language: localeOf(info.language) });
  const keyPairs = await ctx.getActorKeyPairs(BLOG);
  const { username } = await federationSettings(em);
  return new Person({
    id: ctx.getActorUri(BLOG),
    preferredUsername: username,
    name: info?.title || "Quiet Notes",
    summaries: summaries.map((summary) => new LanguageString(escapeText(summary.text), summary.language)),
    url: absolute(address, "/"),
    icon: info?.logo ? new Image({ url: absolute(address, info.logo) }) : null,
    inbox: ctx.getInboxUri(BLOG),
    outbox: ctx.getOutboxUri(BLOG),
    followers: ctx.getFollowersUri(BLOG),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    manuallyApprovesFollowers: false,
    discoverable: true,
    indexable: true,
    publicKey: keyPairs[0]?.cryptographicKey,
    assertionMethods: keyPairs.map((pair) => pair.multikey),
  });
}

/** The site's texts and an article's summary are plain text; ActivityPub's summaries are HTML. */
function escapeText(text: string): string {
  return `<p>${escapeUTF8(text)}</p>`;
}

/**
 * An article as the fediverse sees it: one object for all its language versions (contentMap has each), named
 * by the version in the site's language when that one is public, public to everyone and to the followers.
 * With the site's "send Notes" setting it is a Note instead, at the same id: no name (the title opens the text
 * as a link to the page) and no summary (which Mastodon would show as a content warning).
 */
export async function articleObject(ctx: Context<FederationData>, rootId: number, versions: Article[]): Promise<ArticleObject | Note> {
  const em = ctx.data.em();
  const { info, address } = await siteOf(em, ctx.origin);
  const main = versions.find((version) => version.language === info?.language) ?? versions[0];
  const tags = main.tags.isInitialized() ? main.tags.getItems() : [];
  const { sendNotes } = await federationSettings(em);
  const common = {
    id: ctx.getObjectUri(ArticleObject, { id: String(rootId) }),
    attribution: ctx.getActorUri(BLOG),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(BLOG),
    url: absolute(address, articlePath(main)),
    published: toInstant(main.publishedAt ?? main.createTime),
    updated: toInstant(versions.reduce((latest, version) => (version.updateTime > latest ? version.updateTime : latest), main.updateTime)),
    tags: tags.map((tag) => new Hashtag({ name: `#${tag.name.replace(/\s+/g, "")}`, href: absolute(address, `/tag/${encodeURIComponent(tag.slug)}`) })),
    image: main.cover ? new Image({ url: absolute(address, main.cover) }) : null,
  };
  if (sendNotes) {
    const titled = (version: Article) => `<p><a href="${escapeUTF8(absolute(address, articlePath(version)).href)}"><strong>${escapeUTF8(version.title)}</strong></a></p>${version.content}`;
    return new Note({ ...common, contents: versions.map((version) => new LanguageString(titled(version), localeOf(version.language))) });
  }
  return new ArticleObject({
    ...common,
    name: main.title,
    summary: main.summary ? escapeText(main.summary) : null,
    contents: versions.map((version) => new LanguageString(version.content, localeOf(version.language))),
  });
}

/** Fedify's dates are Temporal instants (Node 24 has no Temporal of its own); ours are Dates. */
const toInstant = (date: Date) => Temporal.Instant.fromEpochMilliseconds(date.getTime());
