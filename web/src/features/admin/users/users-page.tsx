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
import { useFormat, useLabels, useT } from "../../../i18n/admin";

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
  const t = useT();
  const format = useFormat();
  const roles = useLabels(ROLE_LABELS);
  const rights = useLabels(ROLE_AUTH_LABELS);
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
    ask: (user: UserRow) => ({ title: t("admin.users.deleteTitle"), message: t("admin.users.deleteMessage", { name: user.name }) }),
    done: t("admin.users.deleted"),
  });
  const { confirm: confirmReset, confirmDialog: resetDialog } = useConfirm();
  /** For someone who lost both the authenticator and the recovery codes; they sign in with the password alone after. */
  const resetTwoFactor = async (user: UserRow) => {
    const confirmed = await confirmReset({
      title: t("admin.users.resetTitle", { name: user.name }),
      message: t("admin.users.resetMessage", { name: user.name }),
      confirmLabel: t("admin.users.resetConfirm"),
    });
    if (confirmed) {
      await save(AdminResetTwoFactorDocument, { id: user.id }, {
        failure: t("admin.users.resetFailed", { name: user.name }),
        done: t("admin.users.resetDone", { name: user.name }),
      });
    }
  };
  const setRole = (user: UserRow, role: Role) =>
    save(AdminUpdateUserDocument, { id: user.id, input: { role } }, {
      failure: t("admin.users.roleFailed", { name: user.name }),
      done: t("admin.users.roleChanged", { name: user.name, role: roles[role] }),
    });
  const setRights = (user: UserRow, roleAuth: RoleAuth) =>
    save(AdminUpdateUserDocument, { id: user.id, input: { roleAuth } }, {
      failure: t("admin.users.rightsFailed", { name: user.name }),
      done: t("admin.users.rightsChanged", { name: user.name, rights: rights[roleAuth] }),
    });

  return (
    <AdminPage
      title={t("admin.nav.users")}
      busy={loading || saving}
      failed={!data && error ? { error, retry: refetch } : undefined}
      aside={
        <div className="admin-page-actions">
          {canEdit && me?.role === "ADMIN" && (
            <button type="button" className="button-primary" onClick={() => setCreating(true)}>
              {t("admin.users.new")}
            </button>
          )}
          {me && (
            <button type="button" className="button-plain" onClick={() => setPasswordFor(me)}>
              {t("admin.password.changeMine")}
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
          { header: t("admin.common.name"), cell: (user) => user.name },
          {
            header: t("admin.users.role"),
            cell: (user) => (
              <TableSelect
                label={t("admin.users.roleOf", { name: user.name })}
                value={user.role}
                options={roles}
                disabled={!canEdit}
                title={canEdit ? undefined : t(VIEW_ONLY_HINT)}
                onChange={(role) => setRole(user, role)}
              />
            ),
          },
          {
            header: t("admin.users.rights"),
            cell: (user) => (
              <TableSelect
                label={t("admin.users.rightsOf", { name: user.name })}
                value={user.roleAuth}
                options={rights}
                disabled={!canEdit}
                title={canEdit ? undefined : t(VIEW_ONLY_HINT)}
                onChange={(roleAuth) => setRights(user, roleAuth)}
              />
            ),
          },
          { header: t("admin.users.twoFactor"), cell: (user) => (user.twoFactorEnabled ? t("admin.users.twoFactorOn") : t("admin.users.twoFactorOff")) },
          { header: t("admin.users.created"), className: "col-time", cell: (user) => format.dateTime(user.createTime) },
        ]}
        actions={(user) => (
          <>
            {(canEdit || user.id === me?.id) && (
              <button type="button" className="button-plain" aria-label={t("admin.users.passwordOf", { name: user.name })} onClick={() => setPasswordFor(user)}>
                {t("admin.users.password")}
              </button>
            )}
            {canEdit && user.twoFactorEnabled && user.id !== me?.id && (
              <button type="button" className="button-plain" aria-label={t("admin.users.resetTitleShort", { name: user.name })} onClick={() => void resetTwoFactor(user)}>
                {t("admin.users.reset")}
              </button>
            )}
            {canEdit && (
              <button type="button" className="button-plain row-delete" aria-label={t("admin.columns.deleteRow", { name: user.name })} onClick={() => void remove(user)}>
                {t("admin.common.delete")}
              </button>
            )}
          </>
        )}
      />
      {data && users.length === 0 && <p className="table-empty">{t("admin.users.empty")}</p>}
      <Paginator total={data?.users.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} disabled={loading} />
      {creating && (
        <NewUserDialog
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            toast(t("admin.users.createdToast"), "success");
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
            toast(t("admin.users.passwordChanged", { name: passwordFor.name }), "success");
            setPasswordFor(undefined);
          }}
        />
      )}
      {confirmDialog}
      {resetDialog}
    </AdminPage>
  );
}
