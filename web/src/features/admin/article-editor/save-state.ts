import type { ArticleStatus } from "../../../gql/admin/graphql";
import type { AutosaveStatus } from "./use-autosave";
import type { Translate } from "../../../i18n/admin";

interface SaveStateFacts {
  /** A Save, Update or Publish is on its way. */
  busy: boolean;
  autosave: AutosaveStatus;
  /** The article exists on the server. */
  exists: boolean;
  status: ArticleStatus;
  /** Texts typed that the autosave has not kept yet. */
  typing: boolean;
  /** The working copy differs from the live texts. */
  textsDiffer: boolean;
  /** Slug, column, tags or flags changed: kept only by Save or Update. */
  settingsDiffer: boolean;
  /** When the working copy was last kept, when known. */
  keptAt?: Date;
}

/** Hours and minutes, as the back-office writes times. */
const clock = (at: Date) => `${String(at.getHours()).padStart(2, "0")}:${String(at.getMinutes()).padStart(2, "0")}`;

/** What the editor's bar says about saving: one short sentence, announced to screen readers as it changes. */
export function describeSaveState(facts: SaveStateFacts, t: Translate): string {
  const { busy, autosave, exists, status, typing, textsDiffer, settingsDiffer, keptAt } = facts;
  if (busy || autosave.state === "saving") return t("admin.common.saving");
  if (autosave.state === "failed") return t("admin.editor.save.failed", { message: autosave.message });
  if (!exists) return typing ? t("admin.editor.save.notYet") : t("admin.editor.save.start");
  // Settings are kept only by Save draft or Update: until then, whatever the autosave kept, something is not saved.
  if (typing || settingsDiffer) return t("admin.editor.save.unsaved");
  const at = autosave.state === "saved" ? autosave.at : keptAt;
  if (textsDiffer && status === "DRAFT") return at ? t("admin.editor.save.draftAt", { time: clock(at) }) : t("admin.editor.save.draft");
  if (textsDiffer) return at ? t("admin.editor.save.keptAt", { time: clock(at) }) : t("admin.editor.save.kept");
  return status === "DRAFT" ? t("admin.editor.save.allSaved") : t("admin.editor.save.live");
}
