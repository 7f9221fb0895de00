/** The header cell over a table's row buttons: no visible text, a name for screen readers. */
export function ActionsHeader() {
  return (
    <th className="col-actions">
      <span className="visually-hidden">Actions</span>
    </th>
  );
}
