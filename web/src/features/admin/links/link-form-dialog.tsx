import { AdminCreateLinkDocument, AdminUpdateLinkDocument, type AdminLinksQuery } from "../../../gql/admin/graphql";
import { FormDialog } from "../../../lib/ui/form-dialog";
import { FormField } from "../../../lib/ui/form-field";
import { useFieldValues } from "../../../lib/ui/use-field-values";
import { useFormMutation } from "../shared/use-form-mutation";
import { checkLink, LINK_FIELDS, type LinkValues } from "./link-fields";

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
  const { values, bind } = useFieldValues<keyof LinkValues>({ name: link?.name ?? "", url: link?.url ?? "", logo: link?.logo ?? "" }, busy);

  const submit = async () => {
    const problems = checkLink(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const input = { name: values.name.trim(), url: values.url.trim(), logo: values.logo.trim() };
    const saved = link
      ? await run(AdminUpdateLinkDocument, { id: link.id, input })
      : await run(AdminCreateLinkDocument, { input });
    if (saved) onSaved();
  };


  return (
    <FormDialog title={link ? "Edit link" : "Add a link"} submitLabel={link ? "Save" : "Add link"} busy={busy} onSubmit={submit} onClose={onClose}>
      <FormField label="Name" required error={errors.name}>
        {(control) => <input {...control} {...bind("name")} maxLength={100} autoComplete="off" />}
      </FormField>
      <FormField label="Address" required error={errors.url} hint="The page to open, e.g. https://example.com">
        {(control) => <input {...control} {...bind("url")} type="url" inputMode="url" autoComplete="off" />}
      </FormField>
      <FormField label="Logo" error={errors.logo} hint="Optional: an image address (https://…) or a path on this site, such as /logo.svg">
        {(control) => <input {...control} {...bind("logo")} inputMode="url" autoComplete="off" />}
      </FormField>
    </FormDialog>
  );
}
