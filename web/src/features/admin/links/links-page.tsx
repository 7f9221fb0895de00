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

/** Linked management (/linked): the friend links the home page's side panel shows, by sort order. */
export function LinksPage() {
  const canEdit = useCanEdit();
  const toast = useToast();
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
    ask: (link: LinkRow) => ({ title: "Delete link", message: `Delete the link to ${link.name}? This cannot be undone.` }),
    done: "Link deleted.",
  });

  const addButton = canEdit && (
    <button type="button" className="button-primary" onClick={() => setForm({})}>
      Add link
    </button>
  );

  return (
    <AdminPage title="Linked management" busy={loading || saving} aside={addButton} failed={!data && error ? { error, retry: refetch } : undefined}>
      <LinksTable
        links={links}
        canEdit={canEdit}
        {...rowSaves}
        onEdit={(link) => setForm({ link })}
        onDelete={remove}
      />
      {data && links.length === 0 && <p className="table-empty">There are no friend links yet.</p>}
      {form && (
        <LinkFormDialog
          link={form.link}
          onClose={() => setForm(null)}
          onSaved={() => {
            toast(form.link ? "Link saved." : "Link added.", "success");
            setForm(null);
            void refetch().catch(() => undefined);
          }}
        />
      )}
      {confirmDialog}
    </AdminPage>
  );
}
