import type { ModuleManifest } from "../kernel/module-manifest";
import appearanceModule from "./appearance/appearance.module";
import articleModule from "./article/article.module";
import auditModule from "./audit/audit.module";
import authModule from "./auth/auth.module";
import backupModule from "./backup/backup.module";
import columnModule from "./column/column.module";
import commentModule from "./comment/comment.module";
import dailySentenceModule from "./daily-sentence/daily-sentence.module";
import dashboardModule from "./dashboard/dashboard.module";
import exportModule from "./export/export.module";
import federationModule from "./federation/federation.module";
import homeInfoModule from "./home-info/home-info.module";
import importModule from "./import/import.module";
import linkModule from "./link/link.module";
import mailModule from "./mail/mail.module";
import menusModule from "./menus/menus.module";
import messageModule from "./message/message.module";
import ownerProfileModule from "./owner-profile/owner-profile.module";
import rateLimitModule from "./rate-limit/rate-limit.module";
import searchModule from "./search/search.module";
import siteInfoModule from "./site-info/site-info.module";
import subscriberModule from "./subscriber/subscriber.module";
import systemInfoModule from "./system-info/system-info.module";
import tagModule from "./tag/tag.module";
import userModule from "./user/user.module";
import webmentionModule from "./webmention/webmention.module";

/**
 * Every module, by its manifest (`<folder>/<folder>.module.ts`): adding a module is its folder, its import
 * and its entry here. Written out rather than found by reading the folder at run time, so the build, the type checker and
 * the import-cycle check see every module; registry.test.ts fails when a folder is missing from the list.
 */
export const MODULES: readonly ModuleManifest[] = [
  appearanceModule,
  articleModule,
  auditModule,
  authModule,
  backupModule,
  columnModule,
  commentModule,
  dailySentenceModule,
  dashboardModule,
  exportModule,
  federationModule,
  homeInfoModule,
  importModule,
  linkModule,
  mailModule,
  menusModule,
  messageModule,
  ownerProfileModule,
  rateLimitModule,
  searchModule,
  siteInfoModule,
  subscriberModule,
  systemInfoModule,
  tagModule,
  userModule,
  webmentionModule,
];

/** The manifests; a promise, as the assembly awaits it where it builds the schema, the ORM and the routers. */
export const loadModules = (): Promise<readonly ModuleManifest[]> => Promise.resolve(MODULES);
