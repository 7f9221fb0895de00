import { languageOfText } from "../../kernel/language";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Article, ArticleStatus } from "../../modules/article/article.entity";
import { Column, ColumnKind } from "../../modules/column/column.entity";
import { DailySentence } from "../../modules/daily-sentence/daily-sentence.entity";
import { HomeInfo } from "../../modules/home-info/home-info.entity";
import { OwnerProfile } from "../../modules/owner-profile/owner-profile.entity";
import { SiteInfo } from "../../modules/site-info/site-info.entity";
import { Role, RoleAuth, User } from "../../modules/user/user.entity";
import { generatePassword, hashPassword } from "../../modules/user/password";
import { freeSlug, slugify } from "../../kernel/slug";
import { unlogged } from "../../modules/audit/audit-scope";
import {
  demoArticles,
  demoClassicSentences,
  demoColumns,
  demoHomeInfo,
  demoOwnerProfile,
  demoSentences,
  demoSiteInfo,
} from "./demo-content";

export interface SeedOptions {
  adminName: string;
  adminPassword?: string;
  /** Where to print a generated administrator password (once). */
  announce?: (message: string) => void;
}

/**
 * Fills an empty database with demo content and the first administrator. A database that already holds
 * any column or user is left exactly as it is, so running this at every start is safe.
 */
export async function seedIfEmpty(em: EntityManager, options: SeedOptions): Promise<boolean> {
  const [columns, users] = await Promise.all([em.count(Column), em.count(User)]);
  if (columns > 0 || users > 0) return false;

  const password = options.adminPassword ?? generatePassword();
  const passwordHash = await hashPassword(password);

  await unlogged(() => em.transactional(async (tx) => {
    const created = demoColumns.map((c) => tx.create(Column, { name: c.name, kind: c.kind as ColumnKind, sid: c.sid }));
    await tx.flush();
    const [sentenceColumn, articleColumn, classicsColumn] = created;

    for (const s of demoSentences) tx.create(DailySentence, { ...s, column: sentenceColumn });
    for (const s of demoClassicSentences) tx.create(DailySentence, { ...s, column: classicsColumn });
    const slugs = new Set<string>();
    for (const a of demoArticles) {
      const createTime = new Date(a.createTime);
      const slug = freeSlug(slugify(a.title), (taken) => slugs.has(taken));
      slugs.add(slug);
      tx.create(Article, { ...a, slug, language: languageOfText(a.title), createTime, updateTime: createTime, cover: "", column: articleColumn, status: ArticleStatus.PUBLISHED, publishedAt: createTime });
    }
    tx.create(SiteInfo, demoSiteInfo);
    tx.create(HomeInfo, demoHomeInfo);
    tx.create(OwnerProfile, demoOwnerProfile);
    tx.create(User, { name: options.adminName, passwordHash, role: Role.ADMIN, roleAuth: RoleAuth.EDIT, sid: 1 });
  }));

  if (!options.adminPassword) {
    options.announce?.(
      `Created the administrator "${options.adminName}" with the password: ${password}\n` +
        "It is shown only this once; sign in at /logup and keep it somewhere safe.",
    );
  }
  return true;
}
