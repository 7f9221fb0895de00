import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import {
  AdminColumnsDocument,
  AdminSetColumnSelectedDocument,
  AdminSetColumnShownDocument,
  AdminSetColumnSortOrderDocument,
} from "../../../gql/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { RowCheckbox, SelectAllCheckbox } from "../../../lib/ui/checkboxes";
import { SortOrderEdit } from "../../../lib/ui/sort-order-edit";
import { Switch } from "../../../lib/ui/switch";
import { useFailureToast } from "../shared/use-failure-toast";
import { useSave } from "../shared/use-save";
import { useCanEdit } from "../shell/admin-user";
import { AdminPage } from "../shell/admin-page";
import { COLUMN_DETAIL_PATH } from "../shell/nav-entries";
import { COLUMN_KIND_LABELS } from "./column-kind";

/** Column management (/nav): order, show and tick the site's columns; a name opens its content. */
export function ColumnsPage() {
  const canEdit = useCanEdit();
  const { data, loading, error, refetch } = useQuery(AdminColumnsDocument, { context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network" });
  useFailureToast(error);
  const { save, saving } = useSave(refetch);
  const columns = data?.columns ?? [];

  // Ticks or unticks every row; rows already in that state send nothing.
  const selectAll = async (selected: boolean) => {
    for (const column of columns) {
      if (column.isSelect !== selected && !(await save(AdminSetColumnSelectedDocument, { id: column.id, selected }))) return;
    }
  };

  return (
    <AdminPage title="Column management" busy={loading || saving} failed={!data && error ? { error, retry: refetch } : undefined}>
      <div className="table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th className="col-check">
                <SelectAllCheckbox rows={columns.map((c) => c.isSelect)} onChange={selectAll} disabled={!canEdit || saving} />
              </th>
              <th className="col-sid">Sort</th>
              <th>Name</th>
              <th>Holds</th>
              <th className="col-switch">Shown</th>
            </tr>
          </thead>
          <tbody>
            {columns.map((column) => (
              <tr key={column.id}>
                <td className="col-check">
                  <RowCheckbox
                    checked={column.isSelect}
                    label={`select ${column.name}`}
                    disabled={!canEdit}
                    onChange={(selected) => save(AdminSetColumnSelectedDocument, { id: column.id, selected })}
                  />
                </td>
                <td className="col-sid">
                  <SortOrderEdit
                    sid={column.sid}
                    rowName={column.name}
                    disabled={!canEdit}
                    onCommit={(sid) => save(AdminSetColumnSortOrderDocument, { id: column.id, sid })}
                  />
                </td>
                <td>
                  <Link to={`${COLUMN_DETAIL_PATH}?id=${column.id}`}>{column.name}</Link>
                </td>
                <td>{COLUMN_KIND_LABELS[column.kind]}</td>
                <td className="col-switch">
                  <Switch
                    checked={column.isShow}
                    label={`show ${column.name}`}
                    disabled={!canEdit}
                    onChange={(shown) => save(AdminSetColumnShownDocument, { id: column.id, shown })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!loading && columns.length === 0 && <p className="table-empty">There are no columns yet.</p>}
    </AdminPage>
  );
}
