import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput, codeOf } from "../../kernel/errors";
import type { Account } from "../../kernel/permissions";
import { Column, ColumnKind } from "../column/column.entity";
import { imageAddresses, rewriteImages } from "./body-images";
import { ImageImport, type StoreImage } from "./image-import";
import type { ImportItemResult, ImportReport } from "../../shared/import-report";
import { asNotes, asReason, say, type ImportSaid } from "../../shared/import-words";
import type { SourceExport, SourcePost } from "./import-source";
import { ImportedItem } from "./imported-item.entity";
import type { OldUploads } from "./old-uploads";
import { writePost } from "./post-writer";

export interface ImportOptions {
  /** The one who imports: the author of the articles' first revisions. */
  user: Account;
  /** Report what would happen, write nothing, store no image. */
  dryRun: boolean;
  /** The old blog's uploads; without them images stay at their old addresses. */
  uploads?: OldUploads;
  /** Stores an image as our upload; needed to bring images over. */
  storeImage?: StoreImage;
  /** Told after each post: how many of how many are done. */
  onProgress?(done: number, total: number): void;
}

/** The column imported articles go into: the first one that holds articles. */
async function targetColumn(em: EntityManager): Promise<Column> {
  const column = await em.findOne(Column, { kind: ColumnKind.ARTICLES }, { orderBy: { sid: "asc", id: "asc" } });
  if (!column) throw badInput("There is no column for articles to import into: add one under Column management first.", undefined, { id: "import.noColumn" });
  return column;
}

/** What a refusal says as an id and values, when it says so (kernel/errors.ts): in the server's catalog. */
export function refusalSaid(error: unknown): ImportSaid | undefined {
  const { messageId, messageValues } = (error as { extensions?: Record<string, unknown> }).extensions ?? {};
  if (typeof messageId !== "string") return undefined;
  return { id: messageId, ...(messageValues ? { values: messageValues as ImportSaid["values"] } : {}), refusal: true };
}

/** Why a post failed: a refusal's own words (a rule it broke), and what they say; else words that leak nothing internal. */
function failureOf(error: unknown): Pick<ImportItemResult, "reason" | "reasonSaid"> {
  if (!codeOf(error) || !(error instanceof Error)) return asReason(say("couldNotSave"));
  const said = refusalSaid(error);
  return { reason: error.message, ...(said ? { reasonSaid: said } : {}) };
}

/**
 * Imports what a reader made of an export. Each post is written in a transaction of its own (post-writer.ts):
 * the embedded database runs one transaction at a time, so a whole file in one would stop the site — and the
 * progress it reports — for as long as the import takes; and a post that fails is reported and leaves nothing
 * behind, while the others still come in. A post already imported from the same site is skipped.
 */
export async function importExport(root: EntityManager, source: SourceExport, options: ImportOptions): Promise<ImportReport> {
  const em = root.fork();
  const column = await targetColumn(em);
  const images = new ImageImport(source.images, options.uploads, options.dryRun ? undefined : options.storeImage);
  const run = { kind: source.kind, site: source.site, column, user: options.user, slugsGiven: new Set<string>(), tagsMade: new Map<string, string>() };
  const items: ImportItemResult[] = source.skipped.map(({ sourceId, title, reason }) => ({ sourceId, title, outcome: "skipped", ...asReason(reason), ...asNotes([]) }));
  const total = source.posts.length;
  options.onProgress?.(0, total);

  for (const [index, post] of source.posts.entries()) {
    items.push(await importOne(root.fork(), post, images, run, options.dryRun));
    options.onProgress?.(index + 1, total);
  }

  const count = (outcome: ImportItemResult["outcome"]) => items.filter((item) => item.outcome === outcome).length;
  const notes = [...source.notes];
  if (!options.uploads) notes.push(say("noUploads"));
  return {
    source: { kind: source.kind, site: source.site, title: source.title },
    dryRun: options.dryRun,
    column: column.name,
    counts: { imported: count("imported"), skipped: count("skipped"), failed: count("failed") },
    newTags: [...run.tagsMade.keys()],
    images: { stored: images.found.size, keptAtOldAddress: images.missing.size },
    items,
    ...asNotes(notes),
  };
}

async function importOne(em: EntityManager, post: SourcePost, images: ImageImport, run: Parameters<typeof writePost>[3], dryRun: boolean): Promise<ImportItemResult> {
  const notes = [...post.notes];
  const result = () => ({ sourceId: post.sourceId, title: post.title, reason: "", ...asNotes(notes) });
  try {
    const earlier = await em.findOne(ImportedItem, { sourceKind: run.kind, sourceSite: run.site, sourceId: post.sourceId }, { populate: ["article"] });
    if (earlier) {
      const article = earlier.article.getEntity();
      return { ...result(), outcome: "skipped", ...asReason(say("alreadyImported")), articleId: article.id, slug: article.slug, status: article.status };
    }
    // Images are stored before the post's transaction: their files are named by their content, so one a
    // failed post leaves behind is harmless, and is the same file the next import uses.
    const brought = await images.bring([...imageAddresses(post.html), ...(post.featuredImage ? [post.featuredImage] : [])]);
    const html = rewriteImages(post.html, brought.replaced);
    const cover = brought.replaced.get(post.featuredImage)?.url ?? post.featuredImage;
    notes.push(...brought.kept);
    const written = await writePost(em, post, { html, cover }, run, dryRun);
    notes.push(...written.notes);
    const { article } = written;
    return { ...result(), outcome: "imported", articleId: dryRun ? undefined : article.id, slug: article.slug, status: article.status };
  } catch (error) {
    if (!codeOf(error)) console.error(`Import of "${post.title}" failed:`, error);
    return { ...result(), outcome: "failed", ...failureOf(error) };
  }
}
