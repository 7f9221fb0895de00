import { useState } from "react";
import {
  AdminColumnSentencesDocument,
  AdminDeleteSentenceDocument,
  AdminSetSentenceSelectedDocument,
  AdminSetSentenceShownDocument,
  AdminSetSentenceSortOrderDocument,
  AdminUpdateSentenceDocument,
  type AdminColumnQuery,
  type AdminColumnSentencesQuery,
} from "../../../gql/admin/graphql";
import { useToast } from "../../../lib/toast";
import { RowCheckbox, SelectAllCheckbox } from "../../../lib/ui/checkboxes";
import { useConfirm } from "../../../lib/ui/confirm-dialog";
import { InlineEdit } from "../../../lib/ui/inline-edit";
import { Paginator } from "../../../lib/ui/paginator";
import { SortOrderEdit } from "../../../lib/ui/sort-order-edit";
import { Switch } from "../../../lib/ui/switch";
import { evictRow } from "../shared/evict-row";
import { PAGE_SIZE } from "../shared/use-page-param";
import { useCanEdit } from "../shell/admin-user";
import { AdminPage } from "../shell/admin-page";
import { BackToColumns } from "./back-to-columns";
import { useColumnPage } from "./use-column-page";
import { NewSentenceDialog } from "./new-sentence-dialog";

type SentenceRow = AdminColumnSentencesQuery["dailySentences"]["items"][number];

/**
 * One page of a column's daily sentences, paged on the server, with inline edits of sid, cn and en, a form
 * for a new sentence, and deletes after a confirmation.
 */
export function SentencesTable({ column }: { column: AdminColumnQuery["column"] }) {
  const canEdit = useCanEdit();
  const toast = useToast();
  const { confirm, confirmDialog } = useConfirm();
  const [adding, setAdding] = useState(false);
  const { page, setPage, data, loading, error, refetch, save, saving, ticks } = useColumnPage(AdminColumnSentencesDocument, column.id);
  const rows = data?.dailySentences.items ?? [];

  const remove = async (sentence: SentenceRow) => {
    const confirmed = await confirm({
      title: "Delete this sentence?",
      message: `"${sentence.en}" and its Chinese text will be removed for good.`,
      confirmLabel: "Delete",
    });
    if (confirmed && (await save(AdminDeleteSentenceDocument, { id: sentence.id }, evictRow("DailySentence", sentence.id)))) {
      toast("Sentence deleted.", "success");
    }
  };

  return (
    <AdminPage
      title={column.name}
      busy={loading || saving}
      aside={
        <div className="admin-page-actions">
          {canEdit && (
            <button type="button" className="button-primary" onClick={() => setAdding(true)}>
              New sentence
            </button>
          )}
          <BackToColumns />
        </div>
      }
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
              <th className="col-actions">
                <span className="visually-hidden">Actions</span>
              </th>
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
                <td className="col-actions">
                  <span className="row-actions">
                    <button
                      type="button"
                      className="button-plain row-delete"
                      aria-label={`Delete sentence ${sentence.id}`}
                      disabled={!canEdit}
                      onClick={() => void remove(sentence)}
                    >
                      Delete
                    </button>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && rows.length === 0 && <p className="table-empty">No sentences on this page.</p>}
      <Paginator total={data?.dailySentences.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} disabled={loading} />
      {adding && (
        <NewSentenceDialog
          columnId={column.id}
          onClose={() => setAdding(false)}
          onCreated={() => {
            setAdding(false);
            toast("Sentence added.", "success");
            void refetch();
          }}
        />
      )}
      {confirmDialog}
    </AdminPage>
  );
}
