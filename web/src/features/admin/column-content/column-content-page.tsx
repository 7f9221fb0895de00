import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router-dom";
import { AdminColumnDocument } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useFailureToast } from "../shared/use-failure-toast";
import { AdminPage } from "../shell/admin-page";
import { detailColumnId } from "../shell/nav-entries";
import { ArticlesTable } from "./articles-table";
import { BackToColumns } from "./back-to-columns";
import { SentencesTable } from "./sentences-table";
import "./column-content.css";

/** Column content (/navDetail?id=): the column's kind decides whether it lists articles or sentences. */
export function ColumnContentPage() {
  const [params] = useSearchParams();
  const columnId = detailColumnId(params);
  const { data, loading, error, refetch } = useQuery(AdminColumnDocument, {
    variables: { id: columnId ?? 0 },
    skip: columnId === undefined,
    context: ADMIN_CONTEXT,
    fetchPolicy: "cache-and-network",
  });
  useFailureToast(error);
  const column = data?.column;

  if (column) {
    return column.kind === "ARTICLES" ? <ArticlesTable column={column} /> : <SentencesTable column={column} />;
  }
  return (
    <AdminPage
      title="Column content"
      busy={loading}
      aside={<BackToColumns />}
      failed={error ? { error, retry: refetch } : undefined}
    >
      {columnId === undefined && (
        <p className="table-empty">
          No column is chosen yet. Pick one on <Link to="/nav">Column management</Link>.
        </p>
      )}
    </AdminPage>
  );
}
