import { useQuery } from "@apollo/client/react";
import {
  AdminAppearanceDocument,
  AdminRestorePreviousAppearanceDocument,
  AdminSetCoverDocument,
  AdminSetFaviconDocument,
  AdminSetLogoDocument,
  AdminUpdateAppearanceDocument,
  type AdminLookFragment,
} from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useToast } from "../../../lib/toast";
import { useFailureToast } from "../shared/use-failure-toast";
import { useFormMutation } from "../shared/use-form-mutation";
import { AdminPage } from "../shell/admin-page";
import { AppearanceForm, LOOK_FIELDS } from "./appearance-form";
import { CustomCssField } from "./custom-css-field";
import { AppearanceImageField, type ImageFieldWords } from "./appearance-image-field";
import { FaviconField } from "./favicon-field";
import { useT } from "../../../i18n/admin";

const LOGO_WORDS: ImageFieldWords = {
  legend: "admin.appearance.logo",
  alt: "admin.appearance.logoAlt",
  upload: "admin.appearance.logoUpload",
  uploading: "admin.appearance.logoUploading",
  remove: "admin.appearance.logoRemove",
  hint: "admin.appearance.logoHint",
};

const COVER_WORDS: ImageFieldWords = {
  legend: "admin.appearance.cover",
  alt: "admin.appearance.coverAlt",
  upload: "admin.appearance.coverUpload",
  uploading: "admin.appearance.coverUploading",
  remove: "admin.appearance.coverRemove",
  hint: "admin.appearance.coverHint",
};

/**
 * Appearance (/admin/appearance): the site's icon, logo and home cover; its colours in both themes, its reading
 * column and its fonts (previewed before saving); and its custom CSS.
 */
export function AppearancePage() {
  const t = useT();
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(AdminAppearanceDocument, { context: ADMIN_CONTEXT, fetchPolicy: "network-only" });
  useFailureToast(error);
  const { run, busy, errors } = useFormMutation(LOOK_FIELDS);
  const appearance = data?.appearance;

  const save = async (input: AdminLookFragment): Promise<boolean> => {
    if (!(await run(AdminUpdateAppearanceDocument, { input }))) return false;
    toast(t("admin.appearance.saved"), "success");
    await refetch().catch(() => undefined);
    return true;
  };

  const restore = async () => {
    if (!(await run(AdminRestorePreviousAppearanceDocument, {}))) return;
    toast(t("admin.appearance.restored"), "success");
    await refetch().catch(() => undefined);
  };

  const setFavicon = async (image: string | null) => {
    if (!(await run(AdminSetFaviconDocument, { image }))) return;
    toast(t(image ? "admin.appearance.faviconSaved" : "admin.appearance.faviconRemoved"), "success");
    await refetch().catch(() => undefined);
  };

  const setLogo = async (image: string | null) => {
    if (!(await run(AdminSetLogoDocument, { image }))) return;
    toast(t(image ? "admin.appearance.logoSaved" : "admin.appearance.logoRemoved"), "success");
    await refetch().catch(() => undefined);
  };

  const setCover = async (image: string | null) => {
    if (!(await run(AdminSetCoverDocument, { image }))) return;
    toast(t(image ? "admin.appearance.coverSaved" : "admin.appearance.coverRemoved"), "success");
    await refetch().catch(() => undefined);
  };

  return (
    <AdminPage title={t("admin.nav.appearance")} busy={loading || busy} failed={!data && error ? { error, retry: refetch } : undefined}>
      {appearance && <FaviconField favicon={appearance.favicon ?? null} onChange={setFavicon} busy={busy} />}
      {appearance && <AppearanceImageField name="logo" words={LOGO_WORDS} image={appearance.logo ?? null} previewWidth={240} onChange={setLogo} busy={busy} />}
      {appearance && <AppearanceImageField name="cover" words={COVER_WORDS} image={appearance.cover ?? null} previewWidth={480} onChange={setCover} busy={busy} />}
      {appearance && (
        // Keyed on the saved look, so that after saving or going back the fields hold what is now saved.
        <AppearanceForm
          key={JSON.stringify(appearance.look)}
          saved={appearance.look}
          fonts={data.appearanceFonts}
          canRestore={appearance.previous !== null}
          busy={busy}
          errors={errors}
          onSave={save}
          onRestore={() => void restore()}
        />
      )}
      {appearance && (
        <CustomCssField
          key={appearance.customCss ?? ""}
          saved={appearance.customCss ?? null}
          onSaved={async () => {
            await refetch().catch(() => undefined);
          }}
        />
      )}
    </AdminPage>
  );
}
