import { useQuery } from "@apollo/client/react";
import {
  AdminSetUserSelectedDocument,
  AdminSetUserShownDocument,
  AdminSetUserSortOrderDocument,
  AdminUsersDocument,
} from "../../../gql/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { RowCheckbox, SelectAllCheckbox } from "../../../lib/ui/checkboxes";
import { Paginator } from "../../../lib/ui/paginator";
import { SortOrderEdit } from "../../../lib/ui/sort-order-edit";
import { Switch } from "../../../lib/ui/switch";
import { formatDateTime } from "../system/format";
import { useFailureToast } from "../shared/use-failure-toast";
import { PAGE_SIZE, usePageParam } from "../shared/use-page-param";
import { useSave } from "../shared/use-save";
import { ROLE_AUTH_LABELS, ROLE_LABELS, useCanEdit } from "../shell/admin-user";
import { AdminPage } from "../shell/admin-page";

/** Backend users (/role): who may sign in, with their role and rights; sid, shown and ticked are editable. */
export function UsersPage() {
  const canEdit = useCanEdit();
  const [page, setPage] = usePageParam();
  const { data: current, previousData, loading, error, refetch } = useQuery(AdminUsersDocument, {
    variables: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    context: ADMIN_CONTEXT,
    fetchPolicy: "cache-and-network",
  });
  useFailureToast(error);
  const data = current ?? previousData;
  const { save, saving } = useSave(refetch);
  const users = data?.users.items ?? [];

  // Ticks or unticks every user on this page; rows already in that state send nothing.
  const selectAll = async (selected: boolean) => {
    for (const user of users) {
      if (user.isSelect !== selected && !(await save(AdminSetUserSelectedDocument, { id: user.id, selected }))) return;
    }
  };

  return (
    <AdminPage title="Backend users" busy={loading || saving} failed={!data && error ? { error, retry: refetch } : undefined}>
      <div className="table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th className="col-check">
                <SelectAllCheckbox rows={users.map((u) => u.isSelect)} onChange={selectAll} disabled={!canEdit || saving} />
              </th>
              <th className="col-sid">Sort</th>
              <th>Name</th>
              <th>Role</th>
              <th>Rights</th>
              <th className="col-time">Created</th>
              <th className="col-switch">Shown</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <td className="col-check">
                  <RowCheckbox
                    checked={user.isSelect}
                    label={`select ${user.name}`}
                    disabled={!canEdit}
                    onChange={(selected) => save(AdminSetUserSelectedDocument, { id: user.id, selected })}
                  />
                </td>
                <td className="col-sid">
                  <SortOrderEdit
                    sid={user.sid}
                    rowName={user.name}
                    disabled={!canEdit}
                    onCommit={(sid) => save(AdminSetUserSortOrderDocument, { id: user.id, sid })}
                  />
                </td>
                <td>{user.name}</td>
                <td>{ROLE_LABELS[user.role]}</td>
                <td>{ROLE_AUTH_LABELS[user.roleAuth]}</td>
                <td className="col-time">{formatDateTime(user.createTime)}</td>
                <td className="col-switch">
                  <Switch
                    checked={user.isShow}
                    label={`show ${user.name}`}
                    disabled={!canEdit}
                    onChange={(shown) => save(AdminSetUserShownDocument, { id: user.id, shown })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && users.length === 0 && <p className="table-empty">No users on this page.</p>}
      <Paginator total={data?.users.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} disabled={loading} />
    </AdminPage>
  );
}
