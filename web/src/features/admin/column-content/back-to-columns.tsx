import { Link } from "react-router-dom";
import { useT } from "../../../i18n/admin";

/** The way back from a column's content to the list of columns. */
export function BackToColumns() {
  const t = useT();
  return (
    <Link className="admin-back" to="/nav">
      ← {t("admin.content.allColumns")}
    </Link>
  );
}
