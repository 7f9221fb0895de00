import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { badInput } from "../../kernel/errors";
import { Language } from "../../kernel/language";
import { operation } from "../../kernel/operation";
import { ADMIN } from "../../kernel/permissions";
import { commentClock } from "../comment/comment-clock";
import { ADDRESS_MAX_LENGTH } from "../mail/mail.service";
import { SiteInfo } from "../site-info/site-info.entity";
import { emailKeyOf } from "./subscriber.service";
import { Subscriber, SubscriberState } from "./subscriber.entity";

/** The columns of an export, which an import reads back. */
export const CSV_COLUMNS = ["email", "language", "state", "created", "confirmed"] as const;
/** An import larger than this is refused: the owner splits it. */
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_CHARS = 5_000_000;

const ADDRESS = /^[^\s<>@"]+@[^\s<>@"]+\.[^\s<>@".]+$/;
const LANGUAGES: Record<string, Language> = { zh: Language.ZH, en: Language.EN };
const STATES: Record<string, SubscriberState> = Object.fromEntries(Object.values(SubscriberState).map((state) => [state.toLowerCase(), state]));

const refuse = (message: string, id: string, values: Record<string, string | number>) => badInput(message, "csv", { id, values });

export const exportSubscribers = operation(ADMIN, "Every subscriber as CSV (email, language, state, created, confirmed), oldest first, for a spreadsheet or another service.", async ({ em }) => {
  const rows = await em.find(Subscriber, {}, { orderBy: { id: "asc" } });
  return stringify(
    rows.map((row) => [row.email, row.language.toLowerCase(), row.state.toLowerCase(), row.createTime.toISOString(), row.confirmedTime?.toISOString() ?? ""]),
    { header: true, columns: [...CSV_COLUMNS] },
  );
});

interface ImportRow {
  email: string;
  key: string;
  language: Language;
  state: SubscriberState;
  created?: Date;
  confirmed?: Date;
}

/** Each line checked before anything is written: one bad line refuses the whole file, saying which and why. */
function readRows(csv: string, defaultLanguage: Language): ImportRow[] {
  if (csv.length > IMPORT_MAX_CHARS) throw refuse(`The file is too large: at most ${IMPORT_MAX_CHARS} characters.`, "subscriber.csvTooLarge", { max: IMPORT_MAX_CHARS });
  let records: Record<string, string>[];
  try {
    records = parse(csv.replace(/^\uFEFF/, ""), { columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()), skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    throw refuse(`The file is not valid CSV (near line ${line}).`, "subscriber.csvUnreadable", { line });
  }
  if (records.length > IMPORT_MAX_ROWS) throw refuse(`The file has more than ${IMPORT_MAX_ROWS} subscribers; split it.`, "subscriber.csvTooMany", { max: IMPORT_MAX_ROWS });
  if (records.length > 0 && !("email" in records[0])) throw refuse('The first line must name the columns, one of them "email".', "subscriber.csvNoEmail", {});
  return records.map((record, index) => {
    const line = index + 2;
    const email = record.email ?? "";
    if (email.length > ADDRESS_MAX_LENGTH || !ADDRESS.test(email)) throw refuse(`Line ${line}: "${email}" is not an e-mail address.`, "subscriber.csvBadEmail", { line, email });
    const languageText = (record.language ?? "").toLowerCase();
    const language = languageText ? LANGUAGES[languageText] : defaultLanguage;
    if (!language) throw refuse(`Line ${line}: the language must be zh or en, not "${record.language}".`, "subscriber.csvBadLanguage", { line, language: record.language ?? "" });
    const stateText = (record.state ?? "").toLowerCase();
    const state = stateText ? STATES[stateText] : SubscriberState.CONFIRMED;
    if (!state) throw refuse(`Line ${line}: the state must be pending, confirmed, unsubscribed or suppressed, not "${record.state}".`, "subscriber.csvBadState", { line, state: record.state ?? "" });
    const time = (name: "created" | "confirmed") => {
      const text = record[name];
      if (!text) return undefined;
      const at = new Date(text);
      if (Number.isNaN(at.getTime())) throw refuse(`Line ${line}: "${text}" is not a date and time.`, "subscriber.csvBadTime", { line, value: text });
      return at;
    };
    return { email, key: emailKeyOf(email), language, state, created: time("created"), confirmed: time("confirmed") };
  });
}

/**
 * Adds the subscribers of a CSV file (an export of this site's, or any file with an "email" column). Addresses
 * already here are left as they are; the rest come in with the file's state (confirmed when it gives none: the
 * owner vouches they asked) and language (the site's when it gives none).
 */
export const importSubscribers = operation(
  ADMIN,
  'Adds subscribers from CSV with a header line: "email" required; "language" (zh or en; the site\'s language when empty), "state" (confirmed when empty), "created" and "confirmed" optional. Addresses already subscribed are skipped; one bad line refuses the whole file, saying which line and why, and nothing is added.',
  async ({ em }, { csv, defaultLanguage }: { csv: string; defaultLanguage?: Language | null }) => {
    const rows = readRows(String(csv ?? ""), defaultLanguage ?? (await em.findOne(SiteInfo, { id: { $gt: 0 } }))?.language ?? Language.EN);
    const unique = [...new Map(rows.map((row) => [row.key, row])).values()];
    return em.transactional(async (tx) => {
      const existing = new Set((await tx.find(Subscriber, { emailKey: { $in: unique.map((row) => row.key) } }, { fields: ["emailKey"] })).map((row) => row.emailKey));
      const now = new Date(commentClock.now());
      const added = unique.filter((row) => !existing.has(row.key));
      for (const row of added) {
        tx.create(Subscriber, {
          email: row.email,
          emailKey: row.key,
          language: row.language,
          state: row.state,
          createTime: row.created ?? now,
          confirmedTime: row.state === SubscriberState.CONFIRMED ? (row.confirmed ?? now) : (row.confirmed ?? null),
          leftTime: row.state === SubscriberState.UNSUBSCRIBED || row.state === SubscriberState.SUPPRESSED ? now : null,
        });
      }
      await tx.flush();
      return { added: added.length, skipped: rows.length - added.length };
    });
  },
);
