import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import {
  AdminDeleteLinkDocument,
  AdminLinksDocument,
  AdminSetLinkSelectedDocument,
  AdminSetLinkShownDocument,
  AdminSetLinkSortOrderDocument,
} from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useToast } from "../../../lib/toast";
import { useRowSaves } from "../shared/row-saves";
import { useConfirmedDelete } from "../shared/use-confirmed-delete";
import { useFailureToast } from "../shared/use-failure-toast";
import { useSave } from "../shared/use-save";
import { useCanEdit } from "../shell/admin-user";
import { AdminPage } from "../shell/admin-page";
import { LinkFormDialog, type LinkRow } from "./link-form-dialog";
import { LinksTable } from "./links-table";
import "./links.css";
import { useT } from "../../../i18n/admin";

/** Linked management (/linked): the friend links the home page's side panel shows, by sort order. */
export function LinksPage() {
  const canEdit = useCanEdit();
  const toast = useToast();
  const t = useT();
  const { data, loading, error, refetch } = useQuery(AdminLinksDocument, { context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network" });
  useFailureToast(error);
  const { save, saving } = useSave(refetch);
  // The form's dialog: closed, adding a link, or editing this one.
  const [form, setForm] = useState<{ link?: LinkRow } | null>(null);
  const links = data?.links ?? [];
  const rowSaves = useRowSaves(save, {
    typename: "Link",
    name: (link: LinkRow) => link.name,
    shown: AdminSetLinkShownDocument,
    selected: AdminSetLinkSelectedDocument,
    sortOrder: AdminSetLinkSortOrderDocument,
  });

  const { remove, confirmDialog } = useConfirmedDelete(save, {
    typename: "Link",
    mutation: AdminDeleteLinkDocument,
    ask: (link: LinkRow) => ({ title: t("admin.links.deleteTitle"), message: t("admin.links.deleteMessage", { name: link.name }) }),
    done: t("admin.links.deleted"),
  });

  const addButton = canEdit && (
    <button type="button" className="button-primary" onClick={() => setForm({})}>
      {t("admin.links.add")}
    </button>
  );

  return (
    <AdminPage title={t("admin.nav.links")} busy={loading || saving} aside={addButton} failed={!data && error ? { error, retry: refetch } : undefined}>
      <LinksTable
        links={links}
        canEdit={canEdit}
        {...rowSaves}
        onEdit={(link) => setForm({ link })}
        onDelete={remove}
      />
      {data && links.length === 0 && <p className="table-empty">{t("admin.links.empty")}</p>}
      {form && (
        <LinkFormDialog
          link={form.link}
          onClose={() => setForm(null)}
          onSaved={() => {
            toast(form.link ? t("admin.links.saved") : t("admin.links.added"), "success");
            setForm(null);
            void refetch().catch(() => undefined);
          }}
        />
      )}
      {confirmDialog}
    </AdminPage>
  );
}
