import { useState } from "react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import {
  AdminDeleteUserDocument,
  AdminResetTwoFactorDocument,
  AdminSetUserSelectedDocument,
  AdminSetUserShownDocument,
  AdminSetUserSortOrderDocument,
  AdminUpdateUserDocument,
  AdminUsersDocument,
  type AdminUsersQuery,
  type Role,
  type RoleAuth,
} from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useToast } from "../../../lib/toast";
import { Paginator } from "../../../lib/ui/paginator";
import { TableSelect } from "../../../lib/ui/table-select";
import { formatDateTime } from "../../../lib/format-date";
import { AdminTable } from "../shared/admin-table";
import { locateRow } from "../shared/locate-row";
import { useRowSaves } from "../shared/row-saves";
import { useConfirmedDelete } from "../shared/use-confirmed-delete";
import { useConfirm } from "../../../lib/ui/confirm-dialog";
import { useFailureToast } from "../shared/use-failure-toast";
import { PAGE_SIZE, usePageParam } from "../shared/use-page-param";
import { useSave } from "../shared/use-save";
import { ROLE_AUTH_LABELS, ROLE_LABELS, VIEW_ONLY_HINT, useAdminUser, useCanEdit } from "../shell/admin-user";
import { AdminPage } from "../shell/admin-page";
import { NewUserDialog } from "./new-user-dialog";
import { PasswordDialog } from "../shared/password-dialog";

type UserRow = AdminUsersQuery["users"]["items"][number];

/**
 * Backend users (/role): who may sign in, with their role and rights. Administrators create users, change
 * roles, rights and passwords, and delete users; the server keeps the last administrator and refuses a
 * self-delete, and its message says so. The page is for administrators only (its entry says so, and the
 * shell shows others a note instead); anyone signed in changes their own password from the user menu.
 */
export function UsersPage() {
  const canEdit = useCanEdit();
  const me = useAdminUser();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [passwordFor, setPasswordFor] = useState<{ id: number; name: string }>();
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
  const client = useApolloClient();
  const rowSaves = useRowSaves(save, {
    typename: "User",
    name: (user: UserRow) => user.name,
    shown: AdminSetUserShownDocument,
    selected: AdminSetUserSelectedDocument,
    sortOrder: AdminSetUserSortOrderDocument,
    paging: { page, setPage, locate: (id) => locateRow(client, AdminUsersDocument, {}, (found) => found.users, id, PAGE_SIZE) },
  });

  const { remove, confirmDialog } = useConfirmedDelete(save, {
    typename: "User",
    mutation: AdminDeleteUserDocument,
    ask: (user: UserRow) => ({ title: "Delete this user?", message: `${user.name} will no longer be able to sign in, and their sessions end.` }),
    done: "User deleted.",
  });
  const { confirm: confirmReset, confirmDialog: resetDialog } = useConfirm();
  /** For someone who lost both the authenticator and the recovery codes; they sign in with the password alone after. */
  const resetTwoFactor = async (user: UserRow) => {
    const confirmed = await confirmReset({
      title: `Turn off two-factor sign-in for ${user.name}?`,
      message: `${user.name} will sign in with the password alone until they set up an authenticator again. Their recovery codes stop working.`,
      confirmLabel: "Turn off",
    });
    if (confirmed) {
      await save(AdminResetTwoFactorDocument, { id: user.id }, {
        failure: `Could not turn off two-factor sign-in for ${user.name}`,
        done: `Two-factor sign-in is off for ${user.name}.`,
      });
    }
  };
  const setRole = (user: UserRow, role: Role) =>
    save(AdminUpdateUserDocument, { id: user.id, input: { role } }, {
      failure: `Could not change the role of ${user.name}`,
      done: `${user.name} is now: ${ROLE_LABELS[role]}.`,
    });
  const setRights = (user: UserRow, roleAuth: RoleAuth) =>
    save(AdminUpdateUserDocument, { id: user.id, input: { roleAuth } }, {
      failure: `Could not change the rights of ${user.name}`,
      done: `${user.name} may now: ${ROLE_AUTH_LABELS[roleAuth]}.`,
    });

  return (
    <AdminPage
      title="Backend users"
      busy={loading || saving}
      failed={!data && error ? { error, retry: refetch } : undefined}
      aside={
        <div className="admin-page-actions">
          {canEdit && me?.role === "ADMIN" && (
            <button type="button" className="button-primary" onClick={() => setCreating(true)}>
              New user
            </button>
          )}
          {me && (
            <button type="button" className="button-plain" onClick={() => setPasswordFor(me)}>
              Change my password
            </button>
          )}
        </div>
      }
    >
      <AdminTable
        rows={users}
        rowName={(user) => user.name}
        canEdit={canEdit}
        pageKey={String(page)}
        {...rowSaves}
        columns={[
          { header: "Name", cell: (user) => user.name },
          {
            header: "Role",
            cell: (user) => (
              <TableSelect
                label={`role of ${user.name}`}
                value={user.role}
                options={ROLE_LABELS}
                disabled={!canEdit}
                title={canEdit ? undefined : VIEW_ONLY_HINT}
                onChange={(role) => setRole(user, role)}
              />
            ),
          },
          {
            header: "Rights",
            cell: (user) => (
              <TableSelect
                label={`rights of ${user.name}`}
                value={user.roleAuth}
                options={ROLE_AUTH_LABELS}
                disabled={!canEdit}
                title={canEdit ? undefined : VIEW_ONLY_HINT}
                onChange={(roleAuth) => setRights(user, roleAuth)}
              />
            ),
          },
          { header: "Two-factor", cell: (user) => (user.twoFactorEnabled ? "On" : "Off") },
          { header: "Created", className: "col-time", cell: (user) => formatDateTime(user.createTime) },
        ]}
        actions={(user) => (
          <>
            {(canEdit || user.id === me?.id) && (
              <button type="button" className="button-plain" aria-label={`Password of ${user.name}`} onClick={() => setPasswordFor(user)}>
                Password
              </button>
            )}
            {canEdit && user.twoFactorEnabled && user.id !== me?.id && (
              <button type="button" className="button-plain" aria-label={`Turn off two-factor sign-in for ${user.name}`} onClick={() => void resetTwoFactor(user)}>
                Reset 2FA
              </button>
            )}
            {canEdit && (
              <button type="button" className="button-plain row-delete" aria-label={`Delete ${user.name}`} onClick={() => void remove(user)}>
                Delete
              </button>
            )}
          </>
        )}
      />
      {data && users.length === 0 && <p className="table-empty">No users on this page.</p>}
      <Paginator total={data?.users.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} disabled={loading} />
      {creating && (
        <NewUserDialog
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            toast("User created.", "success");
            void refetch();
          }}
        />
      )}
      {passwordFor && (
        <PasswordDialog
          user={passwordFor}
          own={passwordFor.id === me?.id}
          onClose={() => setPasswordFor(undefined)}
          onChanged={() => {
            toast(`Password changed for ${passwordFor.name}.`, "success");
            setPasswordFor(undefined);
          }}
        />
      )}
      {confirmDialog}
      {resetDialog}
    </AdminPage>
  );
}
