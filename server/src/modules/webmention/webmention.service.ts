import { operation } from "../../kernel/operation";
import { EDIT } from "../../kernel/permissions";
import { findArticle } from "../article/article.service";
import { ReceivedWebmention, SentWebmention } from "./webmention.entity";

/** What the back-office shows under an article: the Webmentions it sent and those it received, newest first. */
export const listArticleWebmentions = operation(
  EDIT,
  "The Webmentions an article version sent to the pages it links to, and those it received from other sites, newest first.",
  async ({ em }, { articleId }: { articleId: number }) => {
    const article = await findArticle(em, articleId, true);
    const [sent, received] = await Promise.all([
      em.find(SentWebmention, { article }, { orderBy: { updateTime: "desc", id: "desc" } }),
      em.find(ReceivedWebmention, { article }, { orderBy: { createTime: "desc", id: "desc" }, limit: 200 }),
    ]);
    return { sent, received };
  },
);
