import { AdminTable } from "../shared/admin-table";
import type { RowHighlight } from "../shared/use-row-highlight";
import type { LinkRow } from "./link-form-dialog";
import { useT } from "../../../i18n/admin";

interface LinksTableProps {
  links: readonly LinkRow[];
  canEdit: boolean;
  onSelect(link: LinkRow, selected: boolean): void;
  onSortOrder(link: LinkRow, sid: number): void;
  onShow(link: LinkRow, shown: boolean): void;
  onEdit(link: LinkRow): void;
  onDelete(link: LinkRow): void;
  highlight?: RowHighlight;
}

/** Every friend link, hidden ones too, in the column table's layout, with edit and delete per row for editors. */
export function LinksTable({ links, canEdit, onSelect, onSortOrder, onShow, onEdit, onDelete, highlight }: LinksTableProps) {
  const t = useT();
  return (
    <AdminTable
      className="links-table"
      rows={links}
      rowName={(link) => link.name}
      canEdit={canEdit}
      onSelect={onSelect}
      onSortOrder={onSortOrder}
      onShow={onShow}
      highlight={highlight}
      columns={[
        {
          header: t("admin.common.name"),
          cell: (link) => (
            <span className="link-name">
              {link.logo && <img src={link.logo} alt="" width="20" height="20" />}
              {link.name}
            </span>
          ),
        },
        {
          header: t("admin.links.address"),
          className: "link-url",
          cell: (link) => (
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.url}
            </a>
          ),
        },
      ]}
      actions={
        canEdit
          ? (link) => (
              <>
                <button type="button" className="button-plain" aria-label={t("admin.links.editRow", { name: link.name })} onClick={() => onEdit(link)}>
                  {t("admin.common.edit")}
                </button>
                <button type="button" className="button-plain" aria-label={t("admin.links.deleteRow", { name: link.name })} onClick={() => onDelete(link)}>
                  {t("admin.common.delete")}
                </button>
              </>
            )
          : undefined
      }
    />
  );
}
