import { useQuery } from "@apollo/client/react";
import { AdminSiteInfoDocument, AdminUpdateSiteInfoDocument, type SiteInfoInput } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useToast } from "../../../lib/toast";
import { useFailureToast } from "../shared/use-failure-toast";
import { useSave } from "../shared/use-save";
import { useCanEdit } from "../shell/admin-user";
import { AdminPage } from "../shell/admin-page";
import { SiteInfoForm } from "./site-info-form";
import "./seo-page.css";

/** Site info (/seo): edit the title, SEO fields, filing number and contact, then reload them. */
export function SeoPage() {
  const canEdit = useCanEdit();
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(AdminSiteInfoDocument, { context: ADMIN_CONTEXT, fetchPolicy: "network-only" });
  useFailureToast(error);
  const { save, saving } = useSave(refetch);
  const siteInfo = data?.siteInfo;

  const submit = async (input: SiteInfoInput) => {
    if (!siteInfo) return;
    if (await save(AdminUpdateSiteInfoDocument, { id: siteInfo.id, input })) toast("Site info saved.", "success");
  };

  return (
    <AdminPage title="Site info" busy={loading || saving} failed={!data && error ? { error, retry: refetch } : undefined}>
      {siteInfo && (
        // Keyed on the saved values so that the reload after saving refills the fields with them.
        <SiteInfoForm key={JSON.stringify(siteInfo)} siteInfo={siteInfo} onSubmit={submit} disabled={!canEdit || saving} />
      )}
    </AdminPage>
  );
}
