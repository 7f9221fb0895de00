import { useState } from "react";
import { AdminCreateColumnDocument, AdminUpdateColumnDocument, type ColumnKind } from "../../../gql/admin/graphql";
import { FormDialog } from "../../../lib/ui/form-dialog";
import { FormField } from "../../../lib/ui/form-field";
import { OptionList } from "../../../lib/ui/option-list";
import { useFormMutation } from "../shared/use-form-mutation";
import { COLUMN_KIND_LABELS } from "./column-kind";
import { useLabels, useT } from "../../../i18n/admin";

const COLUMN_FIELDS = ["name", "kind"] as const;

interface ColumnFormDialogProps {
  /** The column to rename; none to create one. Its kind changes in the table, where the server may refuse. */
  column?: { id: number; name: string };
  onClose(): void;
  onSaved(): void;
}

/** Creates a column (name and kind) or renames one. */
export function ColumnFormDialog({ column, onClose, onSaved }: ColumnFormDialogProps) {
  const [name, setName] = useState(column?.name ?? "");
  const [kind, setKind] = useState<ColumnKind>("ARTICLES");
  const { run, busy, errors, setErrors } = useFormMutation(COLUMN_FIELDS);
  const t = useT();
  const kinds = useLabels(COLUMN_KIND_LABELS);

  const submit = async () => {
    if (!name.trim()) return setErrors({ name: t("admin.columns.enterName") });
    const saved = column
      ? await run(AdminUpdateColumnDocument, { id: column.id, input: { name: name.trim() } })
      : await run(AdminCreateColumnDocument, { input: { name: name.trim(), kind } });
    if (saved) onSaved();
  };

  return (
    <FormDialog
      title={column ? t("admin.columns.renameTitle") : t("admin.columns.new")}
      submitLabel={column ? t("admin.common.rename") : t("admin.columns.create")}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label={t("admin.common.name")} error={errors.name} required>
        {(control) => (
          <input
            {...control}
            value={name}
            maxLength={100}
            autoComplete="off"
            disabled={busy}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      {!column && (
        <FormField label={t("admin.columns.holds")} error={errors.kind}>
          {(control) => (
            <select {...control} value={kind} disabled={busy} onChange={(event) => setKind(event.target.value as ColumnKind)}>
              <OptionList options={kinds} />
            </select>
          )}
        </FormField>
      )}
    </FormDialog>
  );
}
