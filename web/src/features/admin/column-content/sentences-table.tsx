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
import { useT, type Translate } from "../../../i18n/admin";

type SentenceRow = AdminColumnSentencesQuery["dailySentences"]["items"][number];

/** How messages name a sentence: its English text, cut short. */
const sentenceName = (sentence: SentenceRow, t: Translate) =>
  (sentence.en.length > 40 ? `${sentence.en.slice(0, 39)}…` : sentence.en) || t("admin.sentences.row", { id: sentence.id });

/**
 * One page of a column's daily sentences, paged on the server, with inline edits of sid, cn and en, a form
 * for a new sentence, and deletes after a confirmation.
 */
export function SentencesTable({ column }: { column: AdminColumnQuery["column"] }) {
  const canEdit = useCanEdit();
  const toast = useToast();
  const t = useT();
  const [adding, setAdding] = useState(false);
  const { page, setPage, data, loading, error, refetch, save, saving, locate } = useColumnPage(AdminColumnSentencesDocument, column.id);
  const rows = data?.dailySentences.items ?? [];
  const rowSaves = useRowSaves(save, {
    typename: "DailySentence",
    name: (sentence: SentenceRow) => sentenceName(sentence, t),
    shown: AdminSetSentenceShownDocument,
    selected: AdminSetSentenceSelectedDocument,
    sortOrder: AdminSetSentenceSortOrderDocument,
    paging: { page, setPage, locate: (id) => locate(id, (found) => found.dailySentences) },
  });

  const { remove, confirmDialog } = useConfirmedDelete(save, {
    typename: "DailySentence",
    mutation: AdminDeleteSentenceDocument,
    ask: (sentence: SentenceRow) => ({ title: t("admin.sentences.deleteTitle"), message: t("admin.sentences.deleteMessage", { text: sentence.en }) }),
    done: t("admin.sentences.deleted"),
  });

  return (
    <AdminPage
      title={column.name}
      busy={loading || saving}
      aside={
        <div className="admin-page-actions">
          {canEdit && (
            <button type="button" className="button-primary" onClick={() => setAdding(true)}>
              {t("admin.sentences.new")}
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
        rowName={(sentence) => t("admin.sentences.row", { id: sentence.id })}
        canEdit={canEdit}
        pageKey={`${column.id}:${page}`}
        {...rowSaves}
        columns={(["cn", "en"] as const).map((language) => ({
          header: language === "cn" ? t("admin.sentences.chinese") : t("admin.sentences.english"),
          cell: (sentence: SentenceRow) => (
            <InlineEdit
              value={sentence[language]}
              label={language === "cn" ? t("admin.sentences.chineseOf", { id: sentence.id }) : t("admin.sentences.englishOf", { id: sentence.id })}
              multiline
              disabled={!canEdit}
              onCommit={(text) =>
                save(AdminUpdateSentenceDocument, { id: sentence.id, input: { [language]: text } }, {
                  failure: t("admin.sentences.saveFailed", { name: sentenceName(sentence, t) }),
                  done: t("admin.sentences.saved"),
                })
              }
            />
          ),
        }))}
        actions={
          canEdit
            ? (sentence) => (
                <button type="button" className="button-plain row-delete" aria-label={t("admin.sentences.deleteRow", { id: sentence.id })} onClick={() => void remove(sentence)}>
                  {t("admin.common.delete")}
                </button>
              )
            : undefined
        }
      />
      {data && rows.length === 0 && <p className="table-empty">{t("admin.sentences.emptyPage")}</p>}
      <Paginator total={data?.dailySentences.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} disabled={loading} />
      {adding && (
        <NewSentenceDialog
          columnId={column.id}
          onClose={() => setAdding(false)}
          onCreated={() => {
            setAdding(false);
            toast(t("admin.sentences.added"), "success");
            void refetch();
          }}
        />
      )}
      {confirmDialog}
    </AdminPage>
  );
}
