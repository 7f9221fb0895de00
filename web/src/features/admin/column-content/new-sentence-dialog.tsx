import { AdminCreateSentenceDocument } from "../../../gql/admin/graphql";
import { FormDialog } from "../../../lib/ui/form-dialog";
import { FormField } from "../../../lib/ui/form-field";
import { useFieldValues } from "../../../lib/ui/use-field-values";
import { useFormMutation, type FieldErrors } from "../shared/use-form-mutation";
import { useT } from "../../../i18n/admin";

const SENTENCE_FIELDS = ["cn", "en"] as const;
type SentenceField = (typeof SENTENCE_FIELDS)[number];

interface NewSentenceDialogProps {
  columnId: number;
  onClose(): void;
  onCreated(): void;
}

/** Adds a daily sentence to a column; both languages are required, here and on the server. */
export function NewSentenceDialog({ columnId, onClose, onCreated }: NewSentenceDialogProps) {
  const { run, busy, errors, setErrors } = useFormMutation(SENTENCE_FIELDS);
  const t = useT();
  const { values, bind } = useFieldValues({ cn: "", en: "" }, busy);

  const submit = async () => {
    const missing: FieldErrors<SentenceField> = {};
    if (!values.cn.trim()) missing.cn = t("admin.sentences.enterChinese");
    if (!values.en.trim()) missing.en = t("admin.sentences.enterEnglish");
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    if (await run(AdminCreateSentenceDocument, { input: { columnId, cn: values.cn.trim(), en: values.en.trim() } })) onCreated();
  };


  return (
    <FormDialog title={t("admin.sentences.new")} submitLabel={t("admin.sentences.add")} busy={busy} onSubmit={submit} onClose={onClose}>
      <FormField label={t("admin.sentences.chinese")} error={errors.cn} required>
        {(control) => <textarea {...control} rows={3} maxLength={1000} lang="zh" {...bind("cn")} />}
      </FormField>
      <FormField label={t("admin.sentences.english")} error={errors.en} required>
        {(control) => <textarea {...control} rows={3} maxLength={1000} lang="en" {...bind("en")} />}
      </FormField>
    </FormDialog>
  );
}
