import type { EntityManager } from "@mikro-orm/postgresql";
import { Field, ObjectType } from "type-graphql";
import { notFound } from "../../kernel/errors";
import { operation } from "../../kernel/operation";
import { EDIT, PUBLIC } from "../../kernel/permissions";
import { hashToken, randomToken } from "../auth/tokens";
import type { Article } from "./article.entity";
import { ArticlePreview } from "./article-preview.entity";
import { findArticle } from "./article.service";
import { articleAsWritten } from "./working-copy-texts";

/** How long a preview link works: long enough to show a friend, short enough not to become a second permalink. */
export const PREVIEW_LINK_HOURS = 24;

@ObjectType({ description: "A link that shows an article, published or not, to anyone who has it, until it expires." })
export class PreviewLink {
  @Field(() => String, { description: "The site path to share: /preview/{token}." }) path!: string;
  @Field(() => Date, { description: "When the link stops working." }) expiresAt!: Date;
}

export const createPreviewLink = operation(
  EDIT,
  `Makes a preview link for an article: it shows the article as it is being written (its working copy), drafts too, without signing in, for ${PREVIEW_LINK_HOURS} hours. Never in feeds, the sitemap or search results (noindex).`,
  async (ctx, { id }: { id: number }): Promise<PreviewLink> => {
    const article = await findArticle(ctx.em, id, true);
    const token = randomToken();
    const expiresAt = new Date(Date.now() + PREVIEW_LINK_HOURS * 3600_000);
    // Expired links go as new ones are made, so the table holds only links that still work.
    await ctx.em.nativeDelete(ArticlePreview, { expiresAt: { $lt: new Date() } });
    ctx.em.create(ArticlePreview, { tokenHash: hashToken(token), article, expiresAt });
    await ctx.em.flush();
    return { path: `/preview/${token}`, expiresAt };
  },
);

/** The article a preview link shows, or null when the link has expired or never existed. */
export async function previewedArticle(em: EntityManager, token: string): Promise<Article | null> {
  const preview = /^[\w-]{20,100}$/.test(token)
    ? await em.findOne(ArticlePreview, { tokenHash: hashToken(token), expiresAt: { $gt: new Date() } }, { populate: ["article"] })
    : null;
  return preview ? articleAsWritten(em, preview.article.getEntity()) : null;
}

/** The article a preview link shows, or NOT_FOUND when the link has expired or was never made. */
export const articleForPreview = operation(PUBLIC, async (ctx, { token }: { token: string }): Promise<Article> => {
  const article = await previewedArticle(ctx.em, token);
  if (!article) throw notFound("This preview link has expired or does not exist.", { id: "preview.gone" });
  return article;
});
