import { useRef, type ReactNode } from "react";
import { RowCheckbox, SelectAllCheckbox } from "../../../lib/ui/checkboxes";
import { SortOrderEdit } from "../../../lib/ui/sort-order-edit";
import { Switch } from "../../../lib/ui/switch";
import { VIEW_ONLY_HINT } from "../shell/admin-user";
import { useT } from "../../../i18n/admin";
import { usePageTicks, type PageTicks } from "./use-page-ticks";
import { useRowHighlight, type RowHighlight } from "./use-row-highlight";
import "../../../lib/ui/form.css";
import "./admin-feedback.css";
import { ActionsHeader } from "./actions-header";

/** The columns every back-office table row has (the server's TableRow). */
export interface TableRowFlags {
  id: number;
  sid: number;
  isShow: boolean;
  isSelect: boolean;
}

/** One of a table's own columns, between the sort order and the shown switch. */
export interface AdminColumn<R> {
  header: ReactNode;
  /** The header's and cells' class, e.g. "col-time". */
  className?: string;
  cell(row: R): ReactNode;
}

interface AdminTableProps<R extends TableRowFlags> {
  rows: readonly R[];
  /** How the controls' labels name a row: "select …", "show …", "sort order of …". */
  rowName(row: R): string;
  columns: readonly AdminColumn<R>[];
  canEdit: boolean;
  /** The page on screen (e.g. "3"): the select-all ticks belong to it and go when it changes. */
  pageKey?: string;
  className?: string;
  onSelect(row: R, selected: boolean): unknown;
  onSortOrder(row: R, sid: number): unknown;
  onShow(row: R, shown: boolean): unknown;
  /** The last cell's buttons (edit, delete, …); without it (a view-only user's table) there is no such column. */
  actions?(row: R): ReactNode;
  /** A row to bring into view and mark for a moment, e.g. after its sort order moved it (see row-saves.ts). */
  highlight?: RowHighlight;
  /** The page's select-all ticks, when the page acts on what is ticked (bulk actions); the table keeps its own otherwise. */
  ticks?: PageTicks;
}

/**
 * A back-office table: the tick box, sort order and shown switch every row has, around the table's own
 * columns, with the header row. Each control shows the row as the cache has it; the pages save through
 * useRowSaves, so a control changes on the click and springs back if the server refuses. For a view-only
 * user the controls are disabled and say why. A row's own tick is saved; the select-all box only ticks or unticks the rows on screen and
 * sends nothing, on every table (the spec's rule for the content page): one meaning everywhere, and a
 * header box that fired one write per row would be surprising and slow.
 */
export function AdminTable<R extends TableRowFlags>(props: AdminTableProps<R>) {
  const { rows, rowName, columns, canEdit, pageKey = "", className, onSelect, onSortOrder, onShow, actions } = props;
  const own = usePageTicks(pageKey);
  const ticks = props.ticks ?? own;
  const body = useRef<HTMLTableSectionElement>(null);
  const marked = useRowHighlight(props.highlight, rows, body);
  const t = useT();
  const hint = canEdit ? undefined : t(VIEW_ONLY_HINT);
  return (
    <div className="table-scroll">
      <table className={className ? `admin-table ${className}` : "admin-table"}>
        <thead>
          <tr>
            <th className="col-check">
              <SelectAllCheckbox
                rows={rows.map((row) => ticks.overlay ?? row.isSelect)}
                onChange={ticks.tickAll}
                label={t("admin.table.selectAllShown")}
                disabled={!canEdit}
                disabledTitle={hint}
              />
            </th>
            <th className="col-sid">{t("admin.table.sort")}</th>
            {columns.map((column, index) => (
              <th key={index} className={column.className}>
                {column.header}
              </th>
            ))}
            <th className="col-switch">{t("admin.table.shown")}</th>
            {actions && <ActionsHeader />}
          </tr>
        </thead>
        <tbody ref={body}>
          {rows.map((row) => {
            const name = rowName(row);
            return (
              <tr key={row.id} data-row-id={row.id} className={row.id === marked ? "row-moved" : undefined}>
                <td className="col-check">
                  <RowCheckbox
                    checked={ticks.overlay ?? row.isSelect}
                    label={t("admin.table.selectRow", { name })}
                    disabled={!canEdit}
                    title={hint}
                    onChange={(selected) => {
                      ticks.clear();
                      void onSelect(row, selected);
                    }}
                  />
                </td>
                <td className="col-sid">
                  <SortOrderEdit sid={row.sid} rowName={name} disabled={!canEdit} onCommit={(sid) => onSortOrder(row, sid)} />
                </td>
                {columns.map((column, index) => (
                  <td key={index} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
                <td className="col-switch">
                  <Switch checked={row.isShow} label={t("admin.table.showRow", { name })} disabled={!canEdit} title={hint} onChange={(shown) => onShow(row, shown)} />
                </td>
                {actions && (
                  <td className="col-actions">
                    <span className="row-actions">{actions(row)}</span>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
