import type { ImportItem, ImportJob } from "./import-api";

const OUTCOMES: Record<ImportItem["outcome"], [done: string, dryRun: string]> = {
  imported: ["Imported", "Would import"],
  skipped: ["Skipped", "Skipped"],
  failed: ["Failed", "Would fail"],
};

const STATUS_WORDS: Record<NonNullable<ImportItem["status"]>, string> = { DRAFT: "draft", SCHEDULED: "scheduled", PUBLISHED: "published" };

/** The finished import: counts, what the whole file brought up, and one row per entry of the file. */
export function ImportSummary({ job }: { job: ImportJob }) {
  const report = job.report!;
  const { counts } = report;
  const from = `${report.source.kind === "wordpress" ? "WordPress" : "Ghost"} export of “${report.source.title || report.source.site || "an unnamed site"}”`;
  return (
    <section className="import-summary" aria-labelledby="import-summary-title">
      <h3 id="import-summary-title" tabIndex={-1}>
        {job.dryRun ? "Dry run: nothing was written" : "Import finished"}
      </h3>
      <p>
        {from}, into the column “{report.column}”.
      </p>
      <ul className="import-counts" aria-label="Counts">
        <li>
          {job.dryRun ? "Would import" : "Imported"}: <strong>{counts.imported}</strong>
        </li>
        <li>
          Skipped: <strong>{counts.skipped}</strong>
        </li>
        <li>
          Failed: <strong>{counts.failed}</strong>
        </li>
        <li>
          Images {job.dryRun ? "to bring over" : "brought over"}: <strong>{report.images.stored}</strong>
        </li>
      </ul>
      {(report.notes.length > 0 || report.newTags.length > 0) && (
        <ul className="import-notes">
          {report.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
          {report.newTags.length > 0 && <li>New tags: {report.newTags.join(", ")}</li>}
        </ul>
      )}
      <div className="table-scroll">
        <table className="admin-table">
          <caption className="visually-hidden">What became of each entry of the file</caption>
          <thead>
            <tr>
              <th scope="col">Post</th>
              <th scope="col">Outcome</th>
              <th scope="col">Why, and notes</th>
            </tr>
          </thead>
          <tbody>
            {report.items.map((item, index) => (
              <tr key={`${item.sourceId}-${index}`}>
                <td>
                  {item.title || "(untitled)"}
                  {item.slug && (
                    <>
                      <br />
                      <small>/posts/{item.slug}</small>
                    </>
                  )}
                </td>
                <td className={item.outcome === "failed" ? "import-outcome-failed" : undefined}>
                  {OUTCOMES[item.outcome][job.dryRun ? 1 : 0]}
                  {item.status && item.outcome === "imported" && ` (${STATUS_WORDS[item.status]})`}
                </td>
                <td>
                  {item.reason}
                  {item.notes.length > 0 && (
                    <ul className="import-item-notes">
                      {item.notes.map((note) => (
                        <li key={note}>{note}</li>
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
