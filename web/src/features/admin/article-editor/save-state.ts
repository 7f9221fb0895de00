import type { ArticleStatus } from "../../../gql/admin/graphql";
import type { AutosaveStatus } from "./use-autosave";

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
export function describeSaveState(facts: SaveStateFacts): string {
  const { busy, autosave, exists, status, typing, textsDiffer, settingsDiffer, keptAt } = facts;
  if (busy || autosave.state === "saving") return "Saving…";
  if (autosave.state === "failed") return `Not saved: ${autosave.message}`;
  if (!exists) return typing ? "Not saved yet" : "Start writing: it is saved as you go";
  // Settings are kept only by Save draft or Update: until then, whatever the autosave kept, something is not saved.
  if (typing || settingsDiffer) return "Unsaved changes";
  const at = autosave.state === "saved" ? autosave.at : keptAt;
  if (textsDiffer && status === "DRAFT") return at ? `Draft saved at ${clock(at)}` : "Draft saved";
  if (textsDiffer) return `Saved${at ? ` at ${clock(at)}` : ""}, not live until you Update`;
  return status === "DRAFT" ? "All changes saved" : "Live and up to date";
}
