/**
 * What an import reports, as the server keeps it and as GET /api/import/{id} sends it to the back-office page:
 * declared once for both sides. What it says is in English (`reason`, `notes`, `error`), as the command line
 * prints it and other clients read it, and beside each, what it says as an id and values (`…Said`,
 * import-words.ts) for the page to say in its reader's language.
 */
import type { ImportSaid } from "./import-words";

/** What became of one entry of the file. In a dry run, "imported" means it would be. */
export interface ImportItemResult {
  sourceId: string;
  title: string;
  outcome: "imported" | "skipped" | "failed";
  /** Why it was skipped or failed; empty for an imported post. */
  reason: string;
  /** What the reason says; absent with an empty reason, and for an error that says nothing more than its words. */
  reasonSaid?: ImportSaid;
  /** The article's id (not in a dry run) and slug, and its status here. */
  articleId?: number;
  slug?: string;
  status?: "DRAFT" | "SCHEDULED" | "PUBLISHED";
  /** What is worth knowing about an imported post: a slug changed, images left at their old addresses … */
  notes: string[];
  /** What each note says, one for one. */
  notesSaid: ImportSaid[];
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
  /** What each note says, one for one. */
  notesSaid: ImportSaid[];
}

/** An import started from the back-office, as the page receives it (dates as ISO strings). */
export interface ImportJobJson {
  id: string;
  state: "running" | "done" | "failed";
  dryRun: boolean;
  /** Posts written (or checked) so far, of how many. */
  done: number;
  total: number;
  startedAt: string;
  report?: ImportReport;
  /** Why the whole import stopped, when it did. */
  error?: string;
  errorSaid?: ImportSaid;
}
