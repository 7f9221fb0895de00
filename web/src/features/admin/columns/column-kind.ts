import type { ColumnKind } from "../../../gql/graphql";

export const COLUMN_KIND_LABELS: Record<ColumnKind, string> = {
  ARTICLES: "Articles",
  DAILY_SENTENCES: "Daily sentences",
};
