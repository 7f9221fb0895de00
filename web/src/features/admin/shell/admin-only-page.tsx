import type { ComponentType } from "react";
import { Link } from "react-router-dom";
import { AdminPage } from "./admin-page";
import { ROLE_AUTH_LABELS, ROLE_LABELS, useAdminUser } from "./admin-user";
import { OwnPasswordButton } from "./own-password";
import "./permissions.css";

/**
 * Wraps a page its entry marks administrator-only (the server refuses its data to anyone else): until `me`
 * answers nothing is asked of the server, and a signed-in non-administrator who opens it directly is told
 * plainly, with a way back, rather than shown the server's refusal and a Try again that cannot help.
 */
export function adminOnly(Page: ComponentType, title: string, back: { path: string; label: string }): ComponentType {
  function AdminOnlyPage() {
    const me = useAdminUser();
    if (!me) return <AdminPage title={title} busy />;
    if (me.role === "ADMIN") return <Page />;
    return (
      <AdminPage title={title} busy={false}>
        <div className="admin-only-note" role="note">
          <p>
            <strong>This page is for administrators.</strong> You are signed in as {me.name} ({ROLE_LABELS[me.role]} ·{" "}
            {ROLE_AUTH_LABELS[me.roleAuth]}); ask an administrator if you need something changed here.
          </p>
          <div className="admin-only-note-actions">
            <Link className="button-primary" to={back.path}>
              Back to the {back.label.toLowerCase()}
            </Link>
            <OwnPasswordButton className="button-plain" />
          </div>
        </div>
      </AdminPage>
    );
  }
  return AdminOnlyPage;
}
