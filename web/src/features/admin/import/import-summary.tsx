import type { ImportItem, ImportJob } from "./import-api";
import { useT, type AdminMessageId } from "../../../i18n/admin";
import { useSay } from "./import-words";

const OUTCOMES: Record<ImportItem["outcome"], [done: AdminMessageId, dryRun: AdminMessageId]> = {
  imported: ["admin.import.outcome.imported", "admin.import.outcome.wouldImport"],
  skipped: ["admin.import.outcome.skipped", "admin.import.outcome.skipped"],
  failed: ["admin.import.outcome.failed", "admin.import.outcome.wouldFail"],
};

const STATUS_WORDS: Record<NonNullable<ImportItem["status"]>, AdminMessageId> = {
  DRAFT: "admin.import.status.draft",
  SCHEDULED: "admin.import.status.scheduled",
  PUBLISHED: "admin.import.status.published",
};

/** The finished import: counts, what the whole file brought up, and one row per entry of the file. */
export function ImportSummary({ job }: { job: ImportJob }) {
  const report = job.report!;
  const { counts } = report;
  const t = useT();
  const say = useSay();
  const from = t("admin.import.from", {
    kind: report.source.kind === "wordpress" ? "WordPress" : "Ghost",
    site: report.source.title || report.source.site || t("admin.import.unnamed"),
    column: report.column,
  });
  return (
    <section className="import-summary" aria-labelledby="import-summary-title">
      <h3 id="import-summary-title" tabIndex={-1}>
        {job.dryRun ? t("admin.import.dryRunDone") : t("admin.import.finished")}
      </h3>
      <p>{from}</p>
      <ul className="import-counts" aria-label={t("admin.import.counts")}>
        <li>
          {t(job.dryRun ? "admin.import.outcome.wouldImport" : "admin.import.outcome.imported")}: <strong>{counts.imported}</strong>
        </li>
        <li>
          {t("admin.import.outcome.skipped")}: <strong>{counts.skipped}</strong>
        </li>
        <li>
          {t("admin.import.outcome.failed")}: <strong>{counts.failed}</strong>
        </li>
        <li>
          {t(job.dryRun ? "admin.import.imagesToBring" : "admin.import.imagesBrought")}: <strong>{report.images.stored}</strong>
        </li>
      </ul>
      {(report.notes.length > 0 || report.newTags.length > 0) && (
        <ul className="import-notes">
          {report.notes.map((note, index) => (
            <li key={`${index}-${note}`}>{say(note, report.notesSaid?.[index])}</li>
          ))}
          {report.newTags.length > 0 && <li>{t("admin.import.newTags", { tags: report.newTags.join(", ") })}</li>}
        </ul>
      )}
      <div className="table-scroll">
        <table className="admin-table">
          <caption className="visually-hidden">{t("admin.import.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.import.post")}</th>
              <th scope="col">{t("admin.import.outcome")}</th>
              <th scope="col">{t("admin.import.why")}</th>
            </tr>
          </thead>
          <tbody>
            {report.items.map((item, index) => (
              <tr key={`${item.sourceId}-${index}`}>
                <td>
                  {item.title || t("admin.import.untitled")}
                  {item.slug && (
                    <>
                      <br />
                      <small>/posts/{item.slug}</small>
                    </>
                  )}
                </td>
                <td className={item.outcome === "failed" ? "import-outcome-failed" : undefined}>
                  {t(OUTCOMES[item.outcome][job.dryRun ? 1 : 0])}
                  {item.status && item.outcome === "imported" && t("admin.import.statusSuffix", { status: t(STATUS_WORDS[item.status]) })}
                </td>
                <td>
                  {say(item.reason, item.reasonSaid)}
                  {item.notes.length > 0 && (
                    <ul className="import-item-notes">
                      {item.notes.map((note, noteIndex) => (
                        <li key={`${noteIndex}-${note}`}>{say(note, item.notesSaid?.[noteIndex])}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
