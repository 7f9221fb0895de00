import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput } from "../../kernel/errors";
import { checkedLanguage, Language } from "../../kernel/language";
import { operation } from "../../kernel/operation";
import { EDIT } from "../../kernel/permissions";
import { ArticleRevisionKind } from "./article-revision.entity";
import { recordRevision } from "./article-revision-log";
import { newArticleSlug } from "./article-slug";
import { cleanArticleTexts } from "./article-texts";
import { Article, ArticleStatus } from "./article.entity";
import type { ArticleTranslationInput } from "./article.inputs";
import { findArticle, flushArticle, givenSlug, ONE_VERSION_PER_LANGUAGE, uniqueViolationOf } from "./article.service";
import { versionsOf } from "./article-versions";

const A_VERSION_IN: Record<Language, string> = { ZH: "a Chinese version", EN: "an English version" };

const versionExists = (language: Language) =>
  badInput(`This article already has ${A_VERSION_IN[language]}.`, "language", { id: "article.versionExists", values: { language } });

async function addTranslation(em: EntityManager, id: number, language: Language, input: ArticleTranslationInput, author: Parameters<typeof recordRevision>[4]): Promise<Article> {
  checkedLanguage(language);
  const source = await findArticle(em, id, true);
  const versions = await versionsOf(em, source, true);
  if (versions.some((version) => version.language === language)) throw versionExists(language);
  const fields = cleanArticleTexts({ ...input, cover: undefined });
  const first = versions.find((version) => !version.translationOf) ?? source;
  const { slug, id: newId } = await newArticleSlug(em, fields.title as string, givenSlug(input.slug));
  await source.tags.init();
  const translation = em.create(Article, {
    ...fields,
    ...(newId === undefined ? {} : { id: newId }),
    title: fields.title as string,
    slug,
    language,
    translationOf: first,
    column: source.column,
    cover: source.cover,
    sid: source.sid,
    isShow: source.isShow,
    status: ArticleStatus.DRAFT,
  });
  translation.tags.set(source.tags.getItems());
  recordRevision(em, translation, null, translation, author, ArticleRevisionKind.SAVE);
  try {
    await flushArticle(em);
  } catch (error) {
    // Another request added this language's version since the check above.
    if (uniqueViolationOf(error) === ONE_VERSION_PER_LANGUAGE) throw versionExists(language);
    throw error;
  }
  return translation;
}

export const addArticleTranslation = operation(
  EDIT,
  "Writes an article's version in another language, as a draft of its own (published when publishArticle is called with its id). It shares the article's tags, cover and column; an article has at most one version per language.",
  (ctx, { id, language, input }: { id: number; language: Language; input: ArticleTranslationInput }) => addTranslation(ctx.em, id, language, input, ctx.user),
);
