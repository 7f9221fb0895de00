import { Link } from "react-router-dom";
import { STORAGE_KEYS, readStorage } from "../../../lib/storage";
import { ARTICLE_EDITOR_PATH } from "./nav-entries";
import { useCanEdit } from "./admin-user";
import { UserMenu } from "./user-menu";
import { useShellActions } from "./use-shell-actions";

interface AdminHeaderProps {
  /** Phone widths: whether the nav and the less used actions are unfolded. */
  menuOpen: boolean;
  onToggleMenu(): void;
}

export function AdminHeader({ menuOpen, onToggleMenu }: AdminHeaderProps) {
  const { clearCache, logout, busy } = useShellActions();
  const canEdit = useCanEdit();
  return (
    <header className="admin-header">
      <button type="button" className="admin-action admin-menu-button" aria-expanded={menuOpen} aria-controls="admin-nav admin-more-actions" onClick={onToggleMenu}>
        <span aria-hidden="true">☰</span> Menu
      </button>
      <h1 className="admin-title">admin centre</h1>
      <div className="admin-actions">
        {/* Reachable from every back-office page for those who may write: the editor opens a new article in the first article column. */}
        {canEdit && (
          <Link className="admin-action admin-action-primary" to={ARTICLE_EDITOR_PATH}>
            New post
          </Link>
        )}
        <div className="admin-more-actions" id="admin-more-actions">
          <Link className="admin-action" to="/">
            Front-end home
          </Link>
          <button type="button" className="admin-action" onClick={clearCache} disabled={busy !== null}>
            {busy === "clearing" ? "Clearing…" : "Clear cache"}
          </button>
          <UserMenu storedName={readStorage(STORAGE_KEYS.userName) ?? ""} />
          <button type="button" className="admin-action" onClick={logout} disabled={busy !== null}>
            {busy === "leaving" ? "Logging out…" : "Log out"}
          </button>
        </div>
      </div>
    </header>
  );
}
