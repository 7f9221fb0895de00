import { AdminPage } from "../shell/admin-page";
import "./export-page.css";
import { useT } from "../../../i18n/admin";

/** Export (/admin/export): the blog as files to take elsewhere, and a backup to restore. Plain links: the browser downloads them with the session's cookie. */
export function ExportPage() {
  const t = useT();
  return (
    <AdminPage title={t("admin.nav.export")} busy={false}>
      <div className="export-choices">
        <section className="export-choice" aria-labelledby="export-markdown">
          <h3 id="export-markdown">{t("admin.export.markdown.title")}</h3>
          <p>{t("admin.export.markdown.text")}</p>
          <a className="button-primary export-link" href="/api/export/markdown.zip" download>
            {t("admin.export.markdown.download")}
          </a>
        </section>
        <section className="export-choice" aria-labelledby="export-backup">
          <h3 id="export-backup">{t("admin.export.backup.title")}</h3>
          <p>
            {t("admin.export.backup.textStart")} <code>npm run restore</code> {t("admin.export.backup.textEnd")}
          </p>
          <a className="button-primary export-link" href="/api/backup" download>
            {t("admin.export.backup.download")}
          </a>
        </section>
        <section className="export-choice" aria-labelledby="export-json">
          <h3 id="export-json">{t("admin.export.json.title")}</h3>
          <p>{t("admin.export.json.text")}</p>
          <a className="button-primary export-link" href="/api/export/blog.json" download>
            {t("admin.export.json.download")}
          </a>
        </section>
      </div>
    </AdminPage>
  );
}
