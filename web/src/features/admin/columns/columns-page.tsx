import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import {
  AdminColumnsDocument,
  AdminDeleteColumnDocument,
  AdminUpdateColumnDocument,
  AdminSetColumnSelectedDocument,
  AdminSetColumnShownDocument,
  AdminSetColumnSortOrderDocument,
  type AdminColumnsQuery,
  type ColumnKind,
} from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useToast } from "../../../lib/toast";
import { TableSelect } from "../../../lib/ui/table-select";
import { AdminTable } from "../shared/admin-table";
import { useRowSaves } from "../shared/row-saves";
import { useConfirmedDelete } from "../shared/use-confirmed-delete";
import { useFailureToast } from "../shared/use-failure-toast";
import { useSave } from "../shared/use-save";
import { VIEW_ONLY_HINT, useCanEdit } from "../shell/admin-user";
import { AdminPage } from "../shell/admin-page";
import { COLUMN_DETAIL_PATH } from "../shell/nav-entries";
import { ColumnFormDialog } from "./column-form-dialog";
import { COLUMN_KIND_LABELS } from "./column-kind";

type ColumnRow = AdminColumnsQuery["columns"][number];

/**
 * Column management (/nav): create, rename, order, show, tick and delete the site's columns and choose what
 * each holds; a name opens its content. The server refuses a new kind or a delete while the column holds
 * content, and its message says so.
 */
export function ColumnsPage() {
  const canEdit = useCanEdit();
  const toast = useToast();
  // undefined: no dialog; null: a new column; a row: rename that one.
  const [editing, setEditing] = useState<ColumnRow | null>();
  const { data, loading, error, refetch } = useQuery(AdminColumnsDocument, { context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network" });
  useFailureToast(error);
  const { save, saving } = useSave(refetch);
  const columns = data?.columns ?? [];
  const rowSaves = useRowSaves(save, {
    typename: "Column",
    name: (column: ColumnRow) => column.name,
    shown: AdminSetColumnShownDocument,
    selected: AdminSetColumnSelectedDocument,
    sortOrder: AdminSetColumnSortOrderDocument,
  });

  const { remove, confirmDialog } = useConfirmedDelete(save, {
    typename: "Column",
    mutation: AdminDeleteColumnDocument,
    ask: (column: ColumnRow) => ({ title: "Delete this column?", message: `"${column.name}" will be removed for good. Only an empty column can be deleted.` }),
    done: "Column deleted.",
  });

  const changeKind = (column: ColumnRow, kind: ColumnKind) =>
    save(AdminUpdateColumnDocument, { id: column.id, input: { kind } }, {
      failure: `Could not change what “${column.name}” holds`,
      done: `“${column.name}” now holds ${COLUMN_KIND_LABELS[kind].toLowerCase()}.`,
    });

  return (
    <AdminPage
      title="Column management"
      busy={loading || saving}
      failed={!data && error ? { error, retry: refetch } : undefined}
      aside={
        canEdit && (
          <button type="button" className="button-primary" onClick={() => setEditing(null)}>
            New column
          </button>
        )
      }
    >
      <AdminTable
        rows={columns}
        rowName={(column) => column.name}
        canEdit={canEdit}
        {...rowSaves}
        columns={[
          { header: "Name", cell: (column) => <Link to={`${COLUMN_DETAIL_PATH}?id=${column.id}`}>{column.name}</Link> },
          {
            header: "Holds",
            cell: (column) => (
              <TableSelect
                label={`what ${column.name} holds`}
                value={column.kind}
                options={COLUMN_KIND_LABELS}
                disabled={!canEdit}
                title={canEdit ? undefined : VIEW_ONLY_HINT}
                onChange={(kind) => changeKind(column, kind)}
              />
            ),
          },
        ]}
        actions={
          canEdit
            ? (column) => (
                <>
                  <button type="button" className="button-plain" aria-label={`Rename ${column.name}`} onClick={() => setEditing(column)}>
                    Rename
                  </button>
                  <button type="button" className="button-plain row-delete" aria-label={`Delete ${column.name}`} onClick={() => void remove(column)}>
                    Delete
                  </button>
                </>
              )
            : undefined
        }
      />
      {!loading && columns.length === 0 && <p className="table-empty">There are no columns yet.</p>}
      {editing !== undefined && (
        <ColumnFormDialog
          column={editing ?? undefined}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            toast(editing ? "Column renamed." : "Column created.", "success");
            setEditing(undefined);
            void refetch();
          }}
        />
      )}
      {confirmDialog}
    </AdminPage>
  );
}
