import { useEffect, useId, useState, type FormEvent } from "react";
import { AdminPage } from "../shell/admin-page";
import { ImportRefused, importProgress, startImport, type ImportJob } from "./import-api";
import { ImportSummary } from "./import-summary";
import { sayIn } from "./import-words";
import "./import-page.css";
import { useT } from "../../../i18n/admin";

/** How often the page asks how far the import has come. */
const POLL_MS = 500;

type Stage = { kind: "idle" } | { kind: "sending"; fraction: number } | { kind: "running"; job: ImportJob } | { kind: "finished"; job: ImportJob };

/**
 * Import (/admin/import): a WordPress or Ghost export, optionally with a ZIP of the old site's uploads, sent to
 * /api/import; the page then follows the job, with a progress bar, until its summary is ready.
 */
export function ImportPage() {
  const id = useId();
  const t = useT();
  const [file, setFile] = useState<File>();
  const [uploads, setUploads] = useState<File>();
  const [siteUrl, setSiteUrl] = useState("");
  const [dryRun, setDryRun] = useState(true);
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [error, setError] = useState("");
  const busy = stage.kind === "sending" || stage.kind === "running";

  const runningId = stage.kind === "running" ? stage.job.id : undefined;
  useEffect(() => {
    if (!runningId) return;
    let stopped = false;
    let timer: number | undefined;
    const poll = async () => {
      try {
        const job = await importProgress(runningId);
        if (stopped) return;
        setStage(job.state === "running" ? { kind: "running", job } : { kind: "finished", job });
        if (job.state === "failed") setError(job.error ? sayIn(t, job.error, job.errorSaid) : t("admin.import.stopped"));
        else if (job.state === "running") timer = window.setTimeout(poll, POLL_MS);
      } catch (failure) {
        if (stopped) return;
        setError(failure instanceof ImportRefused && failure.own ? t(failure.own) : (failure as Error).message);
        setStage({ kind: "idle" });
      }
    };
    timer = window.setTimeout(poll, POLL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [runningId, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t("admin.import.chooseFile"));
    setError("");
    setStage({ kind: "sending", fraction: 0 });
    try {
      const job = await startImport({ file, uploads, siteUrl, dryRun }, (fraction) => setStage({ kind: "sending", fraction }));
      setStage(job.state === "running" ? { kind: "running", job } : { kind: "finished", job });
    } catch (failure) {
      setError(failure instanceof ImportRefused && failure.own ? t(failure.own) : (failure as Error).message);
      setStage({ kind: "idle" });
    }
  };

  return (
    <AdminPage title={t("admin.nav.import")} busy={busy}>
      <p>{t("admin.import.intro")}</p>
      <form className="import-form" onSubmit={submit}>
        <div className="form-field">
          <label htmlFor={`${id}-file`}>{t("admin.import.file")}</label>
          <input id={`${id}-file`} type="file" accept=".xml,.json,application/xml,text/xml,application/json" required disabled={busy} onChange={(event) => setFile(event.target.files?.[0])} />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-uploads`}>{t("admin.import.uploads")}</label>
          <input id={`${id}-uploads`} type="file" accept=".zip,application/zip" aria-describedby={`${id}-uploads-hint`} disabled={busy} onChange={(event) => setUploads(event.target.files?.[0])} />
          <span id={`${id}-uploads-hint`} className="form-field-hint">
            {t("admin.import.uploadsHint")}
          </span>
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-site`}>{t("admin.import.site")}</label>
          <input id={`${id}-site`} type="url" placeholder="https://old-site.example.com" value={siteUrl} aria-describedby={`${id}-site-hint`} disabled={busy} onChange={(event) => setSiteUrl(event.target.value)} />
          <span id={`${id}-site-hint`} className="form-field-hint">
            {t("admin.import.siteHint")}
          </span>
        </div>
        <label className="import-dry-run">
          <input type="checkbox" checked={dryRun} disabled={busy} onChange={(event) => setDryRun(event.target.checked)} />
          <span>{t("admin.import.dryRun")}</span>
        </label>
        <button type="submit" className="button-primary" disabled={busy}>
          {dryRun ? t("admin.import.check") : t("admin.nav.import")}
        </button>
      </form>

      {busy && <Progress stage={stage} />}
      {error && (
        <p className="import-error" role="alert">
          {error}
        </p>
      )}
      {stage.kind === "finished" && stage.job.report && <ImportSummary job={stage.job} />}
    </AdminPage>
  );
}

function Progress({ stage }: { stage: Stage }) {
  const t = useT();
  const [label, value, max, words] =
    stage.kind === "sending"
      ? [t("admin.import.sending"), Math.round(stage.fraction * 100), 100, t("admin.import.sendingPercent", { percent: Math.round(stage.fraction * 100) })]
      : stage.kind === "running"
        ? [
            t("admin.import.importing"),
            stage.job.done,
            Math.max(stage.job.total, 1),
            t(stage.job.dryRun ? "admin.import.checkingCount" : "admin.import.importingCount", { done: stage.job.done, total: stage.job.total }),
          ]
        : ["", 0, 1, ""];
  return (
    <div className="import-progress">
      <progress aria-label={label} max={max} value={value} />
      <p role="status">{words}</p>
    </div>
  );
}
