import type { ArticleStatus } from "../../../gql/admin/graphql";
import type { Translate } from "../../../i18n/admin";

/** Where the article stands with visitors, as the editor's bar says it. */
export interface PublishState {
  status: ArticleStatus;
  publishedAt?: string | null;
}

export function describePublishState({ status, publishedAt }: PublishState, isShow: boolean, t: Translate, dateTime: (iso: string) => string): string {
  if (status === "DRAFT") return t("admin.editor.state.draft");
  const when = publishedAt ? dateTime(publishedAt) : "";
  if (status === "SCHEDULED") return isShow ? t("admin.editor.state.scheduled", { when }) : t("admin.editor.state.scheduledHidden", { when });
  return isShow ? t("admin.editor.state.published", { when }) : t("admin.editor.state.publishedHidden", { when });
}

/** A `datetime-local` value (the author's local time) as an instant, or undefined when it is empty or invalid. */
export function instantOf(localValue: string): string | undefined {
  if (!localValue) return undefined;
  const date = new Date(localValue);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
