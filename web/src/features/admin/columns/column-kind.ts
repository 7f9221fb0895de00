import type { ColumnKind } from "../../../gql/admin/graphql";

export const COLUMN_KIND_LABELS: Record<ColumnKind, string> = {
  ARTICLES: "Articles",
  DAILY_SENTENCES: "Daily sentences",
};
