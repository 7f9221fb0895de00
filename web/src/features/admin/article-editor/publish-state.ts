import type { ArticleStatus } from "../../../gql/admin/graphql";
import { formatDateTime } from "../../../lib/format-date";

/** Where the article stands with visitors, as the editor's bar says it. */
export interface PublishState {
  status: ArticleStatus;
  publishedAt?: string | null;
}

export function describePublishState({ status, publishedAt }: PublishState, isShow: boolean): string {
  if (status === "DRAFT") return "Draft: visitors do not see it";
  const when = publishedAt ? formatDateTime(publishedAt) : "";
  const hidden = isShow ? "" : ", hidden from visitors";
  return status === "SCHEDULED" ? `Scheduled for ${when}${hidden}` : `Published ${when}${hidden}`;
}

/** A `datetime-local` value (the author's local time) as an instant, or undefined when it is empty or invalid. */
export function instantOf(localValue: string): string | undefined {
  if (!localValue) return undefined;
  const date = new Date(localValue);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
