import { Link } from "react-router-dom";
import { STORAGE_KEYS, readStorage } from "../../../lib/storage";
import { ARTICLE_EDITOR_PATH } from "./nav-entries";
import { useCanEdit } from "./admin-user";
import { UserMenu } from "./user-menu";
import { useShellActions } from "./use-shell-actions";

export function AdminHeader() {
  const { clearCache, logout, busy } = useShellActions();
  return (
    <header className="admin-header">
      <h1 className="admin-title">admin centre</h1>
      <div className="admin-actions">
        {/* Reachable from every back-office page: the editor opens a new article in the first article column. */}
        {useCanEdit() && (<Link className="admin-action admin-action-primary" to={ARTICLE_EDITOR_PATH}>
          New post
        </Link>)}
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
    </header>
  );
}
