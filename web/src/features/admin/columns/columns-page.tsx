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
import { useLabels, useT } from "../../../i18n/admin";

type ColumnRow = AdminColumnsQuery["columns"][number];

/**
 * Column management (/nav): create, rename, order, show, tick and delete the site's columns and choose what
 * each holds; a name opens its content. The server refuses a new kind or a delete while the column holds
 * content, and its message says so.
 */
export function ColumnsPage() {
  const canEdit = useCanEdit();
  const toast = useToast();
  const t = useT();
  const kinds = useLabels(COLUMN_KIND_LABELS);
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
    ask: (column: ColumnRow) => ({ title: t("admin.columns.deleteTitle"), message: t("admin.columns.deleteMessage", { name: column.name }) }),
    done: t("admin.columns.deleted"),
  });

  const changeKind = (column: ColumnRow, kind: ColumnKind) =>
    save(AdminUpdateColumnDocument, { id: column.id, input: { kind } }, {
      failure: t("admin.columns.kindFailed", { name: column.name }),
      done: t("admin.columns.kindChanged", { name: column.name, kind: kinds[kind].toLowerCase() }),
    });

  return (
    <AdminPage
      title={t("admin.nav.columns")}
      busy={loading || saving}
      failed={!data && error ? { error, retry: refetch } : undefined}
      aside={
        canEdit && (
          <button type="button" className="button-primary" onClick={() => setEditing(null)}>
            {t("admin.columns.new")}
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
          { header: t("admin.common.name"), cell: (column) => <Link to={`${COLUMN_DETAIL_PATH}?id=${column.id}`}>{column.name}</Link> },
          {
            header: t("admin.columns.holds"),
            cell: (column) => (
              <TableSelect
                label={t("admin.columns.holdsOf", { name: column.name })}
                value={column.kind}
                options={kinds}
                disabled={!canEdit}
                title={canEdit ? undefined : t(VIEW_ONLY_HINT)}
                onChange={(kind) => changeKind(column, kind)}
              />
            ),
          },
        ]}
        actions={
          canEdit
            ? (column) => (
                <>
                  <button type="button" className="button-plain" aria-label={t("admin.columns.renameRow", { name: column.name })} onClick={() => setEditing(column)}>
                    {t("admin.common.rename")}
                  </button>
                  <button type="button" className="button-plain row-delete" aria-label={t("admin.columns.deleteRow", { name: column.name })} onClick={() => void remove(column)}>
                    {t("admin.common.delete")}
                  </button>
                </>
              )
            : undefined
        }
      />
      {!loading && columns.length === 0 && <p className="table-empty">{t("admin.columns.empty")}</p>}
      {editing !== undefined && (
        <ColumnFormDialog
          column={editing ?? undefined}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            toast(editing ? t("admin.columns.renamed") : t("admin.columns.created"), "success");
            setEditing(undefined);
            void refetch();
          }}
        />
      )}
      {confirmDialog}
    </AdminPage>
  );
}
