import { AdminCreateLinkDocument, AdminUpdateLinkDocument, type AdminLinksQuery } from "../../../gql/admin/graphql";
import { FormDialog } from "../../../lib/ui/form-dialog";
import { FormField } from "../../../lib/ui/form-field";
import { useFieldValues } from "../../../lib/ui/use-field-values";
import { useFormMutation } from "../shared/use-form-mutation";
import { checkLink, LINK_FIELDS, type LinkValues } from "./link-fields";
import { useT } from "../../../i18n/admin";

export type LinkRow = AdminLinksQuery["links"][number];

interface LinkFormDialogProps {
  /** The link to edit; none to add a new one. */
  link?: LinkRow;
  onClose(): void;
  onSaved(): void;
}

/** Adds a friend link or changes one's name, address and logo; sort order and visibility are edited in the table. */
export function LinkFormDialog({ link, onClose, onSaved }: LinkFormDialogProps) {
  const { run, busy, errors, setErrors } = useFormMutation(LINK_FIELDS);
  const t = useT();
  const { values, bind } = useFieldValues<keyof LinkValues>({ name: link?.name ?? "", url: link?.url ?? "", logo: link?.logo ?? "" }, busy);

  const submit = async () => {
    const problems = checkLink(values, t);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const input = { name: values.name.trim(), url: values.url.trim(), logo: values.logo.trim() };
    const saved = link
      ? await run(AdminUpdateLinkDocument, { id: link.id, input })
      : await run(AdminCreateLinkDocument, { input });
    if (saved) onSaved();
  };


  return (
    <FormDialog title={link ? t("admin.links.editTitle") : t("admin.links.addTitle")} submitLabel={link ? t("admin.common.save") : t("admin.links.add")} busy={busy} onSubmit={submit} onClose={onClose}>
      <FormField label={t("admin.common.name")} required error={errors.name}>
        {(control) => <input {...control} {...bind("name")} maxLength={100} autoComplete="off" />}
      </FormField>
      <FormField label={t("admin.links.address")} required error={errors.url} hint={t("admin.links.addressHint")}>
        {(control) => <input {...control} {...bind("url")} type="url" inputMode="url" autoComplete="off" />}
      </FormField>
      <FormField label={t("admin.links.logo")} error={errors.logo} hint={t("admin.links.logoHint")}>
        {(control) => <input {...control} {...bind("logo")} inputMode="url" autoComplete="off" />}
      </FormField>
    </FormDialog>
  );
}
