import type { ColumnKind } from "../../../gql/admin/graphql";
import type { AdminMessageId } from "../../../i18n/admin";

export const COLUMN_KIND_LABELS: Record<ColumnKind, AdminMessageId> = {
  ARTICLES: "admin.columns.kind.articles",
  DAILY_SENTENCES: "admin.columns.kind.sentences",
};
