import { AdminPage } from "../shell/admin-page";
import "./export-page.css";

/** Export (/admin/export): the blog as files to take elsewhere, and a backup to restore. Plain links: the browser downloads them with the session's cookie. */
export function ExportPage() {
  return (
    <AdminPage title="Export" busy={false}>
      <div className="export-choices">
        <section className="export-choice" aria-labelledby="export-markdown">
          <h3 id="export-markdown">Markdown, for Hexo or Hugo</h3>
          <p>
            A ZIP with one Markdown file per article (title, dates, permalink, tags and summary in its front matter; drafts
            and scheduled articles marked as drafts) and the images the articles use, at the same addresses. Its README says
            where each folder goes.
          </p>
          <a className="button-primary export-link" href="/api/export/markdown.zip" download>
            Download the Markdown ZIP
          </a>
        </section>
        <section className="export-choice" aria-labelledby="export-backup">
          <h3 id="export-backup">A backup, to restore</h3>
          <p>
            One archive of everything: content, settings, users with their password hashes and two-factor secrets, history,
            messages, links and every uploaded image, for <code>npm run restore</code> on this or another server. Whoever has
            it can sign in as anyone: keep it as safe as the server.
          </p>
          <a className="button-primary export-link" href="/api/backup" download>
            Download a backup
          </a>
        </section>
        <section className="export-choice" aria-labelledby="export-json">
          <h3 id="export-json">Everything, as JSON</h3>
          <p>
            Every table of the blog as it is stored: site info, columns, articles with their history and tags, daily
            sentences, links, guestbook messages, users (without passwords) and the visit counts.
          </p>
          <a className="button-primary export-link" href="/api/export/blog.json" download>
            Download the JSON
          </a>
        </section>
      </div>
    </AdminPage>
  );
}
