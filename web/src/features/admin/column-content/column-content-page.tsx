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
import { useT } from "../../../i18n/admin";

/** Column content (/navDetail?id=): the column's kind decides whether it lists articles or sentences. */
export function ColumnContentPage() {
  const [params] = useSearchParams();
  const t = useT();
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
      title={t("admin.content.title")}
      busy={loading}
      aside={<BackToColumns />}
      failed={error ? { error, retry: refetch } : undefined}
    >
      {columnId === undefined && (
        <p className="table-empty">
          {t("admin.content.noColumn")} <Link to="/nav">{t("admin.nav.columns")}</Link>{t("admin.content.noColumnEnd")}
        </p>
      )}
    </AdminPage>
  );
}
