import { useAdminUser } from "./admin-user";
import "./permissions.css";

/**
 * Says once, above every back-office page, that a view-only user can read everything but change nothing,
 * and whom to ask; the disabled controls point here with their own short hint.
 */
export function ViewOnlyBanner() {
  const me = useAdminUser();
  if (me?.roleAuth !== "VIEW") return null;
  return (
    <div className="view-only-banner" role="note" aria-label="View only">
      <strong>View only.</strong> You can look at everything here but not change it. Ask an administrator for edit rights.
    </div>
  );
}
