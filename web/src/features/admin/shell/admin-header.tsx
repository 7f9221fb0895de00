import { Link } from "react-router-dom";
import type { Language } from "../../../gql/admin/graphql";
import { STORAGE_KEYS, readStorage } from "../../../lib/storage";
import { ARTICLE_EDITOR_PATH } from "./nav-entries";
import { useCanEdit } from "./admin-user";
import { UserMenu } from "./user-menu";
import { useShellActions } from "./use-shell-actions";
import { useT } from "../../../i18n/admin";

interface AdminHeaderProps {
  /** Phone widths: whether the nav and the less used actions are unfolded. */
  menuOpen: boolean;
  onToggleMenu(): void;
  /** The site's default language, which a user who chose none follows. */
  siteLanguage?: Language;
}

export function AdminHeader({ menuOpen, onToggleMenu, siteLanguage }: AdminHeaderProps) {
  const { clearCache, logout, busy } = useShellActions(siteLanguage);
  const canEdit = useCanEdit();
  const t = useT();
  return (
    <header className="admin-header">
      <button type="button" className="admin-action admin-menu-button" aria-expanded={menuOpen} aria-controls="admin-nav admin-more-actions" onClick={onToggleMenu}>
        <span aria-hidden="true">☰</span> {t("admin.header.menu")}
      </button>
      <h1 className="admin-title">{t("admin.header.title")}</h1>
      <div className="admin-actions">
        {/* Reachable from every back-office page for those who may write: the editor opens a new article in the first article column. */}
        {canEdit && (
          <Link className="admin-action admin-action-primary" to={ARTICLE_EDITOR_PATH}>
            {t("admin.header.newPost")}
          </Link>
        )}
        <div className="admin-more-actions" id="admin-more-actions">
          <Link className="admin-action" to="/">
            {t("admin.header.siteHome")}
          </Link>
          <button type="button" className="admin-action" onClick={clearCache} disabled={busy !== null}>
            {busy === "clearing" ? t("admin.header.clearing") : t("admin.header.clearCache")}
          </button>
          <UserMenu storedName={readStorage(STORAGE_KEYS.userName) ?? ""} siteLanguage={siteLanguage} />
          <button type="button" className="admin-action" onClick={logout} disabled={busy !== null}>
            {busy === "leaving" ? t("admin.header.loggingOut") : t("admin.header.logOut")}
          </button>
        </div>
      </div>
    </header>
  );
}
