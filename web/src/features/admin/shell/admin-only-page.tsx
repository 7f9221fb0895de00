import type { ComponentType } from "react";
import { Link } from "react-router-dom";
import { AdminPage } from "./admin-page";
import { ROLE_AUTH_LABELS, ROLE_LABELS, useAdminUser } from "./admin-user";
import { OwnPasswordButton } from "./own-password";
import { useT, type AdminMessageId } from "../../../i18n/admin";
import "./permissions.css";

/**
 * Wraps a page its entry marks administrator-only (the server refuses its data to anyone else): until `me`
 * answers nothing is asked of the server, and a signed-in non-administrator who opens it directly is told
 * plainly, with a way back, rather than shown the server's refusal and a Try again that cannot help.
 */
export function adminOnly(Page: ComponentType, title: AdminMessageId, back: { path: string; label: AdminMessageId }): ComponentType {
  function AdminOnlyPage() {
    const me = useAdminUser();
    const t = useT();
    if (!me) return <AdminPage title={t(title)} busy />;
    if (me.role === "ADMIN") return <Page />;
    return (
      <AdminPage title={t(title)} busy={false}>
        <div className="admin-only-note" role="note">
          <p>
            <strong>{t("admin.adminOnly.heading")}</strong>{" "}
            {t("admin.adminOnly.body", { name: me.name, role: t(ROLE_LABELS[me.role]), rights: t(ROLE_AUTH_LABELS[me.roleAuth]) })}
          </p>
          <div className="admin-only-note-actions">
            <Link className="button-primary" to={back.path}>
              {t("admin.adminOnly.back", { page: t(back.label).toLowerCase() })}
            </Link>
            <OwnPasswordButton className="button-plain" />
          </div>
        </div>
      </AdminPage>
    );
  }
  return AdminOnlyPage;
}
