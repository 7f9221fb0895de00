import { useAdminUser } from "./admin-user";
import { useT } from "../../../i18n/admin";
import "./permissions.css";

/**
 * Says once, above every back-office page, that a view-only user can read everything but change nothing,
 * and whom to ask; the disabled controls point here with their own short hint.
 */
export function ViewOnlyBanner() {
  const me = useAdminUser();
  const t = useT();
  if (me?.roleAuth !== "VIEW") return null;
  return (
    <div className="view-only-banner" role="note" aria-label={t("admin.viewOnly.label")}>
      <strong>{t("admin.viewOnly.heading")}</strong> {t("admin.viewOnly.body")}
    </div>
  );
}
