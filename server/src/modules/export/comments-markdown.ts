import type { EntityManager } from "@mikro-orm/postgresql";
import type { Article } from "../article/article.entity";
import { Comment, CommentState } from "../comment/comment.entity";
import { frontMatter } from "./front-matter";

/**
 * Each article's approved comments as one Markdown file: front matter naming the article, then the comments
 * oldest first, each under a heading with its author and time, a reply saying whom it answers ("↪ name"),
 * and its text as written. Static site generators have no common format for comments, so these files sit
 * outside content/ where none of them reads them unasked. Keyed by the article's first version, whose thread
 * both language versions share.
 */
export async function commentFiles(em: EntityManager, articles: readonly Article[]): Promise<{ name: string; text: string }[]> {
  const comments = await em.find(Comment, { state: CommentState.APPROVED }, { orderBy: { thread: "asc", createTime: "asc", id: "asc" } });
  const byId = new Map(comments.map((comment) => [comment.id, comment]));
  const byThread = new Map<number, Comment[]>();
  for (const comment of comments) byThread.set(comment.thread.id, [...(byThread.get(comment.thread.id) ?? []), comment]);
  const files: { name: string; text: string }[] = [];
  for (const article of articles) {
    const thread = byThread.get(article.id);
    if (!thread || article.translationOf) continue;
    const sections = thread.map((comment) => {
      const answers = comment.parent ? byId.get(comment.parent.id) : undefined;
      const owner = comment.byOwner ? " (owner)" : "";
      return [`## ${comment.authorName}${owner} · ${comment.createTime.toISOString()}`, ...(answers ? [`↪ ${answers.authorName}`] : []), comment.body].join("\n\n");
    });
    const header = frontMatter({ title: article.title, slug: article.slug, comments: String(thread.length) });
    files.push({ name: `comments/${article.slug}.md`, text: `${header}\n${sections.join("\n\n")}\n` });
  }
  return files;
}
