import { useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { AdminSetSiteTextDocument, AdminSiteTextsDocument, type AdminSiteTextsQuery } from "../../../gql/admin/graphql";
import { useT, type AdminMessageId } from "../../../i18n/admin";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { badInputField } from "../../../lib/error-message";
import { useToast } from "../../../lib/toast";
import { FormField } from "../../../lib/ui/form-field";
import { useFailureToast, useReportFailure } from "../shared/use-failure-toast";

type SiteText = AdminSiteTextsQuery["siteTexts"][number];

const LANGUAGE_NAME: Record<SiteText["language"], AdminMessageId> = { ZH: "admin.editor.languages.zh", EN: "admin.editor.languages.en" };

/**
 * The site's title, description and the owner's note in each language: what its /zh/ and /en/ pages show
 * instead of the site info's own. An empty field keeps the site info's text for that language.
 */
export function SiteTextsSection({ disabled }: { disabled: boolean }) {
  const t = useT();
  const { data, error } = useQuery(AdminSiteTextsDocument, { context: ADMIN_CONTEXT, fetchPolicy: "network-only" });
  useFailureToast(error);
  if (!data) return null;
  return (
    <section className="site-texts" aria-labelledby="site-texts-heading">
      <h2 id="site-texts-heading">{t("admin.siteTexts.heading")}</h2>
      <p className="form-hint">{t("admin.siteTexts.hint")}</p>
      {data.siteTexts.map((text) => (
        <SiteTextForm key={`${text.language}:${text.title}:${text.description}:${text.note}`} text={text} name={t(LANGUAGE_NAME[text.language])} disabled={disabled} />
      ))}
    </section>
  );
}

function SiteTextForm({ text, name, disabled }: { text: SiteText; name: string; disabled: boolean }) {
  const t = useT();
  const toast = useToast();
  const report = useReportFailure();
  const [save, saving] = useMutation(AdminSetSiteTextDocument, { context: ADMIN_CONTEXT });
  const [problem, setProblem] = useState<{ field: string; message: string }>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { title: String(form.get("title") ?? ""), description: String(form.get("description") ?? ""), note: String(form.get("note") ?? "") };
    setProblem(undefined);
    try {
      await save({ variables: { language: text.language, input }, refetchQueries: [AdminSiteTextsDocument] });
      toast(t("admin.siteTexts.saved", { language: name }), "success");
    } catch (failure) {
      const field = badInputField(failure);
      if (field) setProblem(field);
      else report(failure);
    }
  };
  const error = (field: string) => (problem?.field === field ? problem.message : undefined);

  return (
    <form className="site-text-form" onSubmit={(event) => void submit(event)} aria-label={name} noValidate>
      <h3>{name}</h3>
      <FormField label={t("admin.siteTexts.title")} error={error("title")}>
        {(control) => <input {...control} name="title" defaultValue={text.title} maxLength={200} disabled={disabled} />}
      </FormField>
      <FormField label={t("admin.siteTexts.description")} error={error("description")}>
        {(control) => <textarea {...control} name="description" defaultValue={text.description} rows={2} disabled={disabled} />}
      </FormField>
      <FormField label={t("admin.siteTexts.note")} error={error("note")}>
        {(control) => <textarea {...control} name="note" defaultValue={text.note} rows={2} disabled={disabled} />}
      </FormField>
      <button type="submit" className="button-primary" disabled={disabled || saving.loading}>
        {t("admin.siteTexts.save", { language: name })}
      </button>
    </form>
  );
}
