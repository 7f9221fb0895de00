/**
 * What an import says in its report (why an entry was skipped, what is worth knowing about a post or the
 * whole file), declared once: each kind's id, the values it names and its English words. The report carries
 * the English, which the command line prints and other clients read, and beside it the id and values, which
 * the back-office says from its catalog (`admin.import.said.<id>`) in its reader's language.
 */

/** What WordPress's other kinds of items are, for a report that names them. */
export const WORDPRESS_KINDS: Record<string, string> = {
  attachment: "media library entries, not posts; the images posts show come with those posts",
  nav_menu_item: "menu entries, not posts",
  revision: "earlier versions of posts",
  wp_block: "reusable blocks, not posts",
  wp_template: "theme templates, not posts",
  wp_template_part: "theme template parts, not posts",
  wp_global_styles: "theme styles, not posts",
  wp_navigation: "menus, not posts",
  custom_css: "theme styles, not posts",
};

const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

export const IMPORT_WORDS = {
  // Why an entry is skipped.
  alreadyImported: () => "already imported",
  page: () => "a page, not a post: the blog's pages are its own (home, about)",
  trash: () => "in WordPress's trash",
  autoDraft: () => "an empty draft WordPress saved by itself",
  otherKind: ({ type }: { type: string }) => WORDPRESS_KINDS[type] ?? `"${type}" entries, not posts`,
  noHtml: () => "the export has no HTML for it (only Ghost's editor format); export again from Ghost 5 or later",
  // Why a post failed, when the error does not say.
  couldNotSave: () => "it could not be saved",
  // What is worth knowing about a post.
  passwordProtected: () => "password-protected in WordPress: imported as a draft, as articles here have no passwords",
  private: () => "private in WordPress: imported as a draft, which only signed-in users see",
  pending: () => "waiting for review in WordPress: imported as a draft",
  newsletterOnly: () => "sent as a newsletter only in Ghost, never on the site: imported as a draft",
  featuredImageMissing: ({ attachment }: { attachment: string }) => `its featured image (attachment ${attachment}) is not in the export`,
  imageKept: ({ url }: { url: string }) => `image kept at its old address: ${url} (not in the uploads given)`,
  imageNotStored: ({ url, detail }: { url: string; detail: string }) => `image kept at its old address: ${url} (${detail})`,
  tagsCut: ({ max, count }: { max: number; count: number }) => `only its first ${max} tags were kept (of ${count})`,
  slugTaken: ({ base, slug }: { base: string; slug: string }) => `the slug "${base}" was taken: it is "${slug}" here`,
  titleShortened: ({ max }: { max: number }) => `its title was shortened to ${max} characters`,
  untitled: () => "it had no title",
  coverNotKept: ({ url }: { url: string }) => `its featured image's address could not be kept: ${url}`,
  scheduledPast: () => "it was scheduled for a time now past: published",
  // What is worth knowing about the whole file.
  comments: ({ count }: { count: number }) => `${plural(count, "comment was", "comments were")} not imported: only approved comments come over, not pending ones, spam, pingbacks or trackbacks.`,
  uncategorized: () => `WordPress's default category "Uncategorized" was not made a tag.`,
  shortcodes: ({ names }: { names: string }) => `Shortcodes stay as text, as their plugins are not here: ${names}.`,
  ghostVersion: ({ version }: { version: string }) => `The export says Ghost ${version}; it was read as Ghost 4 to 6 write theirs.`,
  internalTags: ({ count }: { count: number }) => `Ghost's internal tags (#…) were not made tags (${count} on posts).`,
  unnamedAddresses: ({ count }: { count: number }) =>
    `${plural(count, "address", "addresses")} pointed at the old Ghost site, which the export does not name: give its address to keep them pointing there, or its images to bring them here.`,
  noUploads: () => "No uploads were given: images stay at their old addresses.",
  // Why a whole import stopped, when the error does not say.
  stopped: () => "The import stopped; see the server's log.",
} satisfies Record<string, (values: never) => string>;

export type ImportWordId = keyof typeof IMPORT_WORDS;

/** What the report says, as the back-office reads it: beside the English words, never instead of them. */
export interface ImportSaid {
  /** An id of IMPORT_WORDS; or, with `refusal`, a refusal's id in the server's catalog, as an API error carries it. */
  id: string;
  values?: Record<string, string | number>;
  /** The id is a refusal's (`server.<id>`, kernel/errors.ts): a post that failed for a rule it broke. */
  refusal?: true;
}

/** Something said, with its English words: what the readers and writers note, before the report splits it. */
export interface Saying extends ImportSaid {
  text: string;
}

type ValuesOf<K extends ImportWordId> = Parameters<(typeof IMPORT_WORDS)[K]> extends [infer V] ? [values: V] : [];

/** What a saying says, without its words. */
const saidOf = ({ id, values, refusal }: Saying): ImportSaid => ({ id, ...(values ? { values } : {}), ...(refusal ? { refusal } : {}) });

/** Notes as the report holds them: the English words, and beside them, one for one, what they say. */
export const asNotes = (sayings: Saying[]) => ({ notes: sayings.map((saying) => saying.text), notesSaid: sayings.map(saidOf) });

/** A reason as the report holds it: its English words, and what they say. */
export const asReason = (saying: Saying) => ({ reason: saying.text, reasonSaid: saidOf(saying) });

/** One thing said: `say("slugTaken", { base, slug })`. */
export function say<K extends ImportWordId>(id: K, ...[values]: ValuesOf<K>): Saying {
  const words = IMPORT_WORDS[id] as (values?: unknown) => string;
  return { id, ...(values ? { values: values as Record<string, string | number> } : {}), text: words(values) };
}
