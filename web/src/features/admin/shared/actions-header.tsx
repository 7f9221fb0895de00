import { useT } from "../../../i18n/admin";

/** The header cell over a table's row buttons: no visible text, a name for screen readers. */
export function ActionsHeader() {
  const t = useT();
  return (
    <th className="col-actions">
      <span className="visually-hidden">{t("admin.table.actions")}</span>
    </th>
  );
}
