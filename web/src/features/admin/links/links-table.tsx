import { RowCheckbox, SelectAllCheckbox } from "../../../lib/ui/checkboxes";
import { SortOrderEdit } from "../../../lib/ui/sort-order-edit";
import { Switch } from "../../../lib/ui/switch";
import type { LinkRow } from "./link-form-dialog";
import "../../../lib/ui/form.css";

interface LinksTableProps {
  links: readonly LinkRow[];
  canEdit: boolean;
  /** A request is out: select-all waits, since it sends one change per row. */
  saving: boolean;
  onSelect(link: LinkRow, selected: boolean): void;
  onSelectAll(selected: boolean): void;
  onSortOrder(link: LinkRow, sid: number): void;
  onShow(link: LinkRow, shown: boolean): void;
  onEdit(link: LinkRow): void;
  onDelete(link: LinkRow): void;
}

/** Every friend link, hidden ones too, in the column table's layout, with edit and delete per row. */
export function LinksTable({ links, canEdit, saving, onSelect, onSelectAll, onSortOrder, onShow, onEdit, onDelete }: LinksTableProps) {
  return (
    <div className="table-scroll">
      <table className="admin-table links-table">
        <thead>
          <tr>
            <th className="col-check">
              <SelectAllCheckbox rows={links.map((link) => link.isSelect)} onChange={onSelectAll} disabled={!canEdit || saving} />
            </th>
            <th className="col-sid">Sort</th>
            <th>Name</th>
            <th>Address</th>
            <th className="col-switch">Shown</th>
            <th className="col-actions">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {links.map((link) => (
            <tr key={link.id}>
              <td className="col-check">
                <RowCheckbox checked={link.isSelect} label={`select ${link.name}`} disabled={!canEdit} onChange={(selected) => onSelect(link, selected)} />
              </td>
              <td className="col-sid">
                <SortOrderEdit sid={link.sid} rowName={link.name} disabled={!canEdit} onCommit={(sid) => onSortOrder(link, sid)} />
              </td>
              <td>
                <span className="link-name">
                  {link.logo && <img src={link.logo} alt="" width="20" height="20" />}
                  {link.name}
                </span>
              </td>
              <td className="link-url">
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.url}
                </a>
              </td>
              <td className="col-switch">
                <Switch checked={link.isShow} label={`show ${link.name}`} disabled={!canEdit} onChange={(shown) => onShow(link, shown)} />
              </td>
              <td className="col-actions">
                <button type="button" className="button-plain" disabled={!canEdit} aria-label={`edit ${link.name}`} onClick={() => onEdit(link)}>
                  Edit
                </button>
                <button type="button" className="button-plain" disabled={!canEdit} aria-label={`delete ${link.name}`} onClick={() => onDelete(link)}>
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
