import { useState } from "react";
import { AdminCreateSentenceDocument } from "../../../gql/admin/graphql";
import { FormDialog } from "../../../lib/ui/form-dialog";
import { FormField } from "../../../lib/ui/form-field";
import { useFormMutation, type FieldErrors } from "../shared/use-form-mutation";

const SENTENCE_FIELDS = ["cn", "en"] as const;
type SentenceField = (typeof SENTENCE_FIELDS)[number];

interface NewSentenceDialogProps {
  columnId: number;
  onClose(): void;
  onCreated(): void;
}

/** Adds a daily sentence to a column; both languages are required, here and on the server. */
export function NewSentenceDialog({ columnId, onClose, onCreated }: NewSentenceDialogProps) {
  const [values, setValues] = useState({ cn: "", en: "" });
  const { run, busy, errors, setErrors } = useFormMutation(SENTENCE_FIELDS);

  const submit = async () => {
    const missing: FieldErrors<SentenceField> = {};
    if (!values.cn.trim()) missing.cn = "Enter the sentence in Chinese.";
    if (!values.en.trim()) missing.en = "Enter the sentence in English.";
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    if (await run(AdminCreateSentenceDocument, { input: { columnId, cn: values.cn.trim(), en: values.en.trim() } })) onCreated();
  };

  const bind = (field: SentenceField) => ({
    value: values[field],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  return (
    <FormDialog title="New sentence" submitLabel="Add sentence" busy={busy} onSubmit={submit} onClose={onClose}>
      <FormField label="Chinese" error={errors.cn} required>
        {(control) => <textarea {...control} rows={3} maxLength={1000} lang="zh" {...bind("cn")} />}
      </FormField>
      <FormField label="English" error={errors.en} required>
        {(control) => <textarea {...control} rows={3} maxLength={1000} lang="en" {...bind("en")} />}
      </FormField>
    </FormDialog>
  );
}
