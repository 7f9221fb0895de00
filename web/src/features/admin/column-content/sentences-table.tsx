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
import { InlineEdit } from "../../../lib/ui/inline-edit";
import { Paginator } from "../../../lib/ui/paginator";
import { AdminTable } from "../shared/admin-table";
import { useRowSaves } from "../shared/row-saves";
import { PAGE_SIZE } from "../shared/use-page-param";
import { useConfirmedDelete } from "../shared/use-confirmed-delete";
import { useCanEdit } from "../shell/admin-user";
import { AdminPage } from "../shell/admin-page";
import { BackToColumns } from "./back-to-columns";
import { useColumnPage } from "./use-column-page";
import { NewSentenceDialog } from "./new-sentence-dialog";

type SentenceRow = AdminColumnSentencesQuery["dailySentences"]["items"][number];

/** How messages name a sentence: its English text, cut short. */
const sentenceName = (sentence: SentenceRow) => (sentence.en.length > 40 ? `${sentence.en.slice(0, 39)}…` : sentence.en) || `sentence ${sentence.id}`;

/**
 * One page of a column's daily sentences, paged on the server, with inline edits of sid, cn and en, a form
 * for a new sentence, and deletes after a confirmation.
 */
export function SentencesTable({ column }: { column: AdminColumnQuery["column"] }) {
  const canEdit = useCanEdit();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const { page, setPage, data, loading, error, refetch, save, saving, locate } = useColumnPage(AdminColumnSentencesDocument, column.id);
  const rows = data?.dailySentences.items ?? [];
  const rowSaves = useRowSaves(save, {
    typename: "DailySentence",
    name: sentenceName,
    shown: AdminSetSentenceShownDocument,
    selected: AdminSetSentenceSelectedDocument,
    sortOrder: AdminSetSentenceSortOrderDocument,
    paging: { page, setPage, locate: (id) => locate(id, (found) => found.dailySentences) },
  });

  const { remove, confirmDialog } = useConfirmedDelete(save, {
    typename: "DailySentence",
    mutation: AdminDeleteSentenceDocument,
    ask: (sentence: SentenceRow) => ({ title: "Delete this sentence?", message: `"${sentence.en}" and its Chinese text will be removed for good.` }),
    done: "Sentence deleted.",
  });

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
      <AdminTable
        className="content-table"
        rows={rows}
        rowName={(sentence) => `sentence ${sentence.id}`}
        canEdit={canEdit}
        pageKey={`${column.id}:${page}`}
        {...rowSaves}
        columns={(["cn", "en"] as const).map((language) => ({
          header: language === "cn" ? "Chinese" : "English",
          cell: (sentence: SentenceRow) => (
            <InlineEdit
              value={sentence[language]}
              label={`${language === "cn" ? "Chinese" : "English"} text of sentence ${sentence.id}`}
              multiline
              disabled={!canEdit}
              onCommit={(text) =>
                save(AdminUpdateSentenceDocument, { id: sentence.id, input: { [language]: text } }, {
                  failure: `Could not change “${sentenceName(sentence)}”`,
                  done: "Sentence saved.",
                })
              }
            />
          ),
        }))}
        actions={
          canEdit
            ? (sentence) => (
                <button type="button" className="button-plain row-delete" aria-label={`Delete sentence ${sentence.id}`} onClick={() => void remove(sentence)}>
                  Delete
                </button>
              )
            : undefined
        }
      />
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
