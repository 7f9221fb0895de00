import { Link } from "react-router-dom";
import { STORAGE_KEYS, readStorage } from "../../../lib/storage";
import { UserMenu } from "./user-menu";
import { useShellActions } from "./use-shell-actions";

export function AdminHeader() {
  const { clearCache, logout, busy } = useShellActions();
  return (
    <header className="admin-header">
      <h1 className="admin-title">admin centre</h1>
      <div className="admin-actions">
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
