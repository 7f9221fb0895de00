import type { ArticleStatus } from "../article/article.entity";

/** What became of one entry of the file. In a dry run, "imported" means it would be. */
export interface ImportItemResult {
  sourceId: string;
  title: string;
  outcome: "imported" | "skipped" | "failed";
  /** Why it was skipped or failed; empty for an imported post. */
  reason: string;
  /** The article's id (not in a dry run) and slug, and its status here. */
  articleId?: number;
  slug?: string;
  status?: ArticleStatus;
  /** What is worth knowing about an imported post: a slug changed, images left at their old addresses … */
  notes: string[];
}

export interface ImportReport {
  source: { kind: "wordpress" | "ghost"; site: string; title: string };
  dryRun: boolean;
  /** The column the articles went into. */
  column: string;
  counts: { imported: number; skipped: number; failed: number };
  /** Tags made for the import (in a dry run, that would be). */
  newTags: string[];
  images: { stored: number; keptAtOldAddress: number };
  items: ImportItemResult[];
  notes: string[];
}
