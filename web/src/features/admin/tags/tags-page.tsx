import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { AdminCreateTagDocument, AdminDeleteTagDocument, AdminTagsDocument, AdminUpdateTagDocument, type AdminTagsQuery } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useToast } from "../../../lib/toast";
import { FormDialog } from "../../../lib/ui/form-dialog";
import { FormField } from "../../../lib/ui/form-field";
import { useFieldValues } from "../../../lib/ui/use-field-values";
import { useConfirmedDelete } from "../shared/use-confirmed-delete";
import { useFailureToast } from "../shared/use-failure-toast";
import { useFormMutation } from "../shared/use-form-mutation";
import { useSave } from "../shared/use-save";
import { useCanEdit } from "../shell/admin-user";
import { AdminPage } from "../shell/admin-page";
import "../../../lib/ui/form.css";
import { ActionsHeader } from "../shared/actions-header";
import { useT } from "../../../i18n/admin";

type TagRow = AdminTagsQuery["tags"][number];

/** Tags (/admin/tags): the topics articles share, each with its public page at /tag/{slug}. */
export function TagsPage() {
  const canEdit = useCanEdit();
  const toast = useToast();
  const t = useT();
  const { data, loading, error, refetch } = useQuery(AdminTagsDocument, { context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network" });
  useFailureToast(error);
  const { save, saving } = useSave(refetch);
  // The form's dialog: closed, adding a tag, or editing this one.
  const [form, setForm] = useState<{ tag?: TagRow } | null>(null);
  const tags = data?.tags ?? [];

  const { remove, confirmDialog } = useConfirmedDelete(save, {
    typename: "Tag",
    mutation: AdminDeleteTagDocument,
    ask: (tag: TagRow) => ({ title: t("admin.tags.deleteTitle"), message: t("admin.tags.deleteMessage", { name: tag.name }) }),
    done: t("admin.tags.deleted"),
  });

  const addButton = canEdit && (
    <button type="button" className="button-primary" onClick={() => setForm({})}>
      {t("admin.tags.new")}
    </button>
  );

  return (
    <AdminPage title={t("admin.nav.tags")} busy={loading || saving} aside={addButton} failed={!data && error ? { error, retry: refetch } : undefined}>
      <div className="table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th>{t("admin.common.name")}</th>
              <th>{t("admin.tags.slug")}</th>
              <th>{t("admin.tags.description")}</th>
              {canEdit && <ActionsHeader />}
            </tr>
          </thead>
          <tbody>
            {tags.map((tag) => (
              <tr key={tag.id}>
                <td>{tag.name}</td>
                <td>
                  <code>/tag/{tag.slug}</code>
                </td>
                <td>{tag.description}</td>
                {canEdit && (
                  <td className="col-actions">
                    <span className="row-actions">
                      <button type="button" className="button-plain" aria-label={t("admin.tags.editRow", { name: tag.name })} onClick={() => setForm({ tag })}>
                        {t("admin.common.edit")}
                      </button>
                      <button type="button" className="button-plain row-delete" aria-label={t("admin.columns.deleteRow", { name: tag.name })} onClick={() => void remove(tag)}>
                        {t("admin.common.delete")}
                      </button>
                    </span>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && tags.length === 0 && <p className="table-empty">{t("admin.tags.empty")}</p>}
      {form && (
        <TagFormDialog
          tag={form.tag}
          onClose={() => setForm(null)}
          onSaved={() => {
            toast(form.tag ? t("admin.tags.saved") : t("admin.tags.added"), "success");
            setForm(null);
            void refetch().catch(() => undefined);
          }}
        />
      )}
      {confirmDialog}
    </AdminPage>
  );
}

const TAG_FIELDS = ["name", "slug", "description"] as const;
type TagField = (typeof TAG_FIELDS)[number];

/**
 * Adds a tag or changes one. A new tag's permalink comes from its name unless one is typed; a renamed tag
 * keeps its permalink unless it is changed here, so links to the tag page keep working.
 */
function TagFormDialog({ tag, onClose, onSaved }: { tag?: TagRow; onClose(): void; onSaved(): void }) {
  const { run, busy, errors, setErrors } = useFormMutation(TAG_FIELDS);
  const t = useT();
  const { values, bind } = useFieldValues<TagField>({ name: tag?.name ?? "", slug: tag?.slug ?? "", description: tag?.description ?? "" }, busy);

  const submit = async () => {
    if (!values.name.trim()) return setErrors({ name: t("admin.tags.enterName") });
    const slug = values.slug.trim();
    const input = { name: values.name.trim(), description: values.description.trim(), ...(slug || tag ? { slug } : {}) };
    const saved = tag ? await run(AdminUpdateTagDocument, { id: tag.id, input }) : await run(AdminCreateTagDocument, { input });
    if (saved) onSaved();
  };


  return (
    <FormDialog title={tag ? t("admin.tags.editTitle") : t("admin.tags.new")} submitLabel={tag ? t("admin.common.save") : t("admin.tags.add")} busy={busy} onSubmit={submit} onClose={onClose}>
      <FormField label={t("admin.common.name")} required error={errors.name}>
        {(control) => <input {...control} {...bind("name")} maxLength={50} autoComplete="off" />}
      </FormField>
      <FormField label={t("admin.tags.slug")} error={errors.slug} hint={tag ? t("admin.tags.slugHintEdit") : t("admin.tags.slugHintNew")}>
        {(control) => <input {...control} {...bind("slug")} maxLength={100} autoComplete="off" />}
      </FormField>
      <FormField label={t("admin.tags.description")} error={errors.description} hint={t("admin.tags.descriptionHint")}>
        {(control) => <textarea {...control} {...bind("description")} maxLength={500} rows={3} />}
      </FormField>
    </FormDialog>
  );
}
