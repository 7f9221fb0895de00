import { useState, type FormEvent } from "react";
import { useQuery } from "@apollo/client/react";
import { AdminCommentSettingsDocument, AdminUpdateCommentSettingsDocument } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useT } from "../../../i18n/admin";
import { useSave } from "../shared/use-save";

const lines = (text: string) => text.split("\n").map((line) => line.trim()).filter(Boolean);

/** How comments are judged: words that hold a comment for the owner, words that mark it spam, known commenters. */
export function CommentSettingsForm({ canEdit }: { canEdit: boolean }) {
  const { data, refetch } = useQuery(AdminCommentSettingsDocument, { context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network" });
  const settings = data?.commentSettings;
  if (!settings) return null;
  return <SettingsFields key={JSON.stringify(settings)} settings={settings} canEdit={canEdit} reload={refetch} />;
}

interface Settings {
  approveKnownCommenters: boolean;
  heldWords: string[];
  spamWords: string[];
}

function SettingsFields({ settings, canEdit, reload }: { settings: Settings; canEdit: boolean; reload: () => Promise<unknown> }) {
  const t = useT();
  const { save, saving } = useSave(reload);
  const [held, setHeld] = useState(settings.heldWords.join("\n"));
  const [spam, setSpam] = useState(settings.spamWords.join("\n"));
  const [known, setKnown] = useState(settings.approveKnownCommenters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(AdminUpdateCommentSettingsDocument, { input: { heldWords: lines(held), spamWords: lines(spam), approveKnownCommenters: known } }, {
      failure: t("admin.comments.settings.failed"),
      done: t("admin.comments.settings.saved"),
    });
  };
  return (
    <form className="comment-settings" onSubmit={submit} aria-labelledby="comment-settings-heading">
      <h2 id="comment-settings-heading">{t("admin.comments.settings.heading")}</h2>
      <label>
        {t("admin.comments.settings.heldWords")}
        <textarea value={held} onChange={(event) => setHeld(event.target.value)} rows={4} disabled={!canEdit} aria-describedby="comment-settings-lines" />
      </label>
      <label>
        {t("admin.comments.settings.spamWords")}
        <textarea value={spam} onChange={(event) => setSpam(event.target.value)} rows={4} disabled={!canEdit} aria-describedby="comment-settings-lines" />
      </label>
      <p className="comment-settings-hint" id="comment-settings-lines">
        {t("admin.comments.settings.oneEachLine")}
      </p>
      <label className="comment-settings-check">
        <input type="checkbox" checked={known} onChange={(event) => setKnown(event.target.checked)} disabled={!canEdit} />
        {t("admin.comments.settings.approveKnown")}
      </label>
      {canEdit && (
        <button type="submit" className="button" disabled={saving}>
          {t("admin.comments.settings.save")}
        </button>
      )}
    </form>
  );
}
