import { useQuery } from "@apollo/client/react";
import {
  AdminColumnSentencesDocument,
  AdminSetSentenceSelectedDocument,
  AdminSetSentenceShownDocument,
  AdminSetSentenceSortOrderDocument,
  AdminUpdateSentenceDocument,
  type AdminColumnQuery,
} from "../../../gql/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { RowCheckbox, SelectAllCheckbox } from "../../../lib/ui/checkboxes";
import { InlineEdit } from "../../../lib/ui/inline-edit";
import { Paginator } from "../../../lib/ui/paginator";
import { SortOrderEdit } from "../../../lib/ui/sort-order-edit";
import { Switch } from "../../../lib/ui/switch";
import { useFailureToast } from "../shared/use-failure-toast";
import { PAGE_SIZE, usePageParam } from "../shared/use-page-param";
import { useSave } from "../shared/use-save";
import { useCanEdit } from "../shell/admin-user";
import { AdminPage } from "../shell/admin-page";
import { BackToColumns } from "./back-to-columns";
import { usePageTicks } from "./use-page-ticks";

/** One page of a column's daily sentences, paged on the server, with inline edits of sid, cn and en. */
export function SentencesTable({ column }: { column: AdminColumnQuery["column"] }) {
  const canEdit = useCanEdit();
  const [page, setPage] = usePageParam();
  const { data: current, previousData, loading, error, refetch } = useQuery(AdminColumnSentencesDocument, {
    variables: { columnId: column.id, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    context: ADMIN_CONTEXT,
    fetchPolicy: "cache-and-network",
  });
  useFailureToast(error);
  // While the next page loads, the last one stays on screen rather than an empty table.
  const data = current ?? previousData;
  const { save, saving } = useSave(refetch);
  const ticks = usePageTicks(`${column.id}:${page}`);
  const rows = data?.dailySentences.items ?? [];

  return (
    <AdminPage
      title={column.name}
      busy={loading || saving}
      aside={<BackToColumns />}
      failed={!data && error ? { error, retry: refetch } : undefined}
    >
      <div className="table-scroll">
        <table className="admin-table content-table">
          <thead>
            <tr>
              <th className="col-check">
                <SelectAllCheckbox
                  rows={rows.map((row) => ticks.overlay ?? row.isSelect)}
                  onChange={ticks.tickAll}
                  label="select all rows on this page (shown only, not saved)"
                />
              </th>
              <th className="col-sid">Sort</th>
              <th>Chinese</th>
              <th>English</th>
              <th className="col-switch">Shown</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((sentence) => (
              <tr key={sentence.id}>
                <td className="col-check">
                  <RowCheckbox
                    checked={ticks.overlay ?? sentence.isSelect}
                    label={`select sentence ${sentence.id}`}
                    disabled={!canEdit}
                    onChange={(selected) => {
                      ticks.clear();
                      void save(AdminSetSentenceSelectedDocument, { id: sentence.id, selected });
                    }}
                  />
                </td>
                <td className="col-sid">
                  <SortOrderEdit
                    sid={sentence.sid}
                    rowName={`sentence ${sentence.id}`}
                    disabled={!canEdit}
                    onCommit={(sid) => save(AdminSetSentenceSortOrderDocument, { id: sentence.id, sid })}
                  />
                </td>
                <td>
                  <InlineEdit
                    value={sentence.cn}
                    label={`Chinese text of sentence ${sentence.id}`}
                    multiline
                    disabled={!canEdit}
                    onCommit={(cn) => save(AdminUpdateSentenceDocument, { id: sentence.id, input: { cn } })}
                  />
                </td>
                <td>
                  <InlineEdit
                    value={sentence.en}
                    label={`English text of sentence ${sentence.id}`}
                    multiline
                    disabled={!canEdit}
                    onCommit={(en) => save(AdminUpdateSentenceDocument, { id: sentence.id, input: { en } })}
                  />
                </td>
                <td className="col-switch">
                  <Switch
                    checked={sentence.isShow}
                    label={`show sentence ${sentence.id}`}
                    disabled={!canEdit}
                    onChange={(shown) => save(AdminSetSentenceShownDocument, { id: sentence.id, shown })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && rows.length === 0 && <p className="table-empty">No sentences on this page.</p>}
      <Paginator total={data?.dailySentences.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} disabled={loading} />
    </AdminPage>
  );
}
