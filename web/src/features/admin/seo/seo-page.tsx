import { useState } from "react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { AdminSiteInfoDocument, AdminUpdateSiteInfoDocument, type SiteInfoInput } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { badInputField } from "../../../lib/error-message";
import { useToast } from "../../../lib/toast";
import { useFailureToast, useReportFailure } from "../shared/use-failure-toast";
import { useCanEdit } from "../shell/admin-user";
import { AdminPage } from "../shell/admin-page";
import { SiteInfoForm, type FieldProblem } from "./site-info-form";
import { SiteTextsSection } from "./site-texts-form";
import "./seo-page.css";
import { useT } from "../../../i18n/admin";

/** Site info (/seo): edit the title, SEO fields, filing number and contact, then reload them. */
export function SeoPage() {
  const canEdit = useCanEdit();
  const toast = useToast();
  const t = useT();
  const report = useReportFailure();
  const client = useApolloClient();
  const [saving, setSaving] = useState(false);
  const { data, loading, error, refetch } = useQuery(AdminSiteInfoDocument, { context: ADMIN_CONTEXT, fetchPolicy: "network-only" });
  useFailureToast(error);
  const siteInfo = data?.siteInfo;

  /** Saves and reloads; a refused value goes back to the form to be shown on its field, any other failure is a toast. */
  const submit = async (input: SiteInfoInput): Promise<FieldProblem | undefined> => {
    if (!siteInfo) return undefined;
    setSaving(true);
    try {
      await client.mutate({ mutation: AdminUpdateSiteInfoDocument, variables: { id: siteInfo.id, input }, context: ADMIN_CONTEXT });
      toast(t("admin.siteInfo.saved"), "success");
      await refetch().catch(() => undefined);
      return undefined;
    } catch (failure) {
      const problem = badInputField(failure);
      if (!problem) report(failure);
      return problem;
    } finally {
      setSaving(false);
    }
  };

  return (
    <AdminPage title={t("admin.nav.siteInfo")} busy={loading || saving} failed={!data && error ? { error, retry: refetch } : undefined}>
      {siteInfo && (
        // Keyed on the saved values so that the reload after saving refills the fields with them.
        <SiteInfoForm key={JSON.stringify(siteInfo)} siteInfo={siteInfo} onSubmit={submit} disabled={!canEdit || saving} />
      )}
      {siteInfo && <SiteTextsSection disabled={!canEdit} />}
    </AdminPage>
  );
}
