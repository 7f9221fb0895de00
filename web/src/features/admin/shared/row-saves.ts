import { useCallback, useRef, useState } from "react";
import type { TypedDocumentNode } from "@apollo/client";
import { Kind, type DocumentNode } from "graphql";
import { useToast } from "../../../lib/toast";
import { useT, type AdminMessageId } from "../../../i18n/admin";
import type { RowHighlight } from "./use-row-highlight";
import type { Save } from "./use-save";

/** The sentences (message ids, naming the row as {name}) for a row's shown switch; the guestbook's switch approves. */
export interface ShownWords {
  on: AdminMessageId;
  off: AdminMessageId;
  turnOnFailed: AdminMessageId;
  turnOffFailed: AdminMessageId;
}
const SHOWN: ShownWords = { on: "admin.rows.shown", off: "admin.rows.hidden", turnOnFailed: "admin.rows.showFailed", turnOffFailed: "admin.rows.hideFailed" };

/** A row-field mutation (setXShown, setXSelected, setXSortOrder): the row's id and one value, answering `{ id, field }`. */
type RowMutation<V> = TypedDocumentNode<unknown, { id: number } & V>;

export interface RowSaveOptions<R> {
  /** The rows' GraphQL type, so the cache knows which row the expected answer changes. */
  typename: string;
  /** How messages name a row, e.g. an article's title; they put it in quotes. */
  name(row: R): string;
  /** The row in a sentence instead of the quoted name, e.g. "the message from Ann". */
  phrase?(row: R): string;
  shown: RowMutation<{ shown: boolean }>;
  selected?: RowMutation<{ selected: boolean }>;
  sortOrder?: RowMutation<{ sid: number }>;
  shownWords?: ShownWords;
  /**
   * A table paged on the server: the page on screen, turning the page, and where a row stands now (its
   * page), so a sort order change that moves the row to another page can say where it went.
   */
  paging?: { page: number; setPage(page: number): void; locate(id: number): Promise<number | undefined> };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The name of the one field a mutation asks for, e.g. "setArticleShown". */
function rootField(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const [field] = definition.selectionSet.selections;
    if (field?.kind === Kind.FIELD) return (field.alias ?? field.name).value;
  }
  throw new Error("A row mutation asks for one field.");
}

/**
 * The saves behind a back-office row's tick box, shown switch and sort order. Each control changes at once:
 * the mutation carries the answer the server will most likely give (`optimisticResponse`), so the cache
 * itself flips, and Apollo takes it back if the server refuses, while a toast names what failed and why.
 * A taken change gets a short confirmation; a new sort order highlights the row where it now stands, or,
 * when that is another page, says which, with a button to go there.
 */
export function useRowSaves<R extends { id: number }>(save: Save, options: RowSaveOptions<R>) {
  const toast = useToast();
  const t = useT();
  const [highlight, setHighlight] = useState<RowHighlight>();
  const keys = useRef(0);
  const { typename, name, shown, selected, sortOrder, shownWords = SHOWN, paging } = options;
  const quoted = (row: R) => options.phrase?.(row) ?? t("admin.rows.quoted", { name: name(row) });
  const answer = (document: DocumentNode, id: number, fields: Record<string, unknown>) => ({
    [rootField(document)]: { __typename: typename, id, ...fields },
  });
  const follow = useCallback((id: number) => setHighlight({ id, key: ++keys.current }), []);

  const onShow = (row: R, value: boolean) =>
    save(shown, { id: row.id, shown: value }, {
      optimisticResponse: answer(shown, row.id, { isShow: value }),
      failure: t(value ? shownWords.turnOnFailed : shownWords.turnOffFailed, { name: quoted(row) }),
      done: capitalized(t(value ? shownWords.on : shownWords.off, { name: quoted(row) })),
    });

  const onSelect = (row: R, value: boolean) =>
    selected &&
    save(selected, { id: row.id, selected: value }, {
      optimisticResponse: answer(selected, row.id, { isSelect: value }),
      failure: t(value ? "admin.rows.tickFailed" : "admin.rows.untickFailed", { name: quoted(row) }),
      done: capitalized(t(value ? "admin.rows.ticked" : "admin.rows.unticked", { name: quoted(row) })),
    });

  const onSortOrder = async (row: R, sid: number) => {
    if (!sortOrder) return;
    const saved = await save(sortOrder, { id: row.id, sid }, {
      optimisticResponse: answer(sortOrder, row.id, { sid }),
      failure: t("admin.rows.sortOrderFailed", { name: quoted(row) }),
    });
    if (!saved) return;
    // The list has been reloaded by now; a paged table asks where the row went.
    const page = paging ? await paging.locate(row.id).catch(() => undefined) : undefined;
    if (paging && page !== undefined && page !== paging.page) {
      const { setPage } = paging;
      toast(capitalized(t("admin.rows.movedToPage", { name: quoted(row), page })), "success", {
        label: t("admin.rows.goThere"),
        onClick: () => {
          follow(row.id);
          setPage(page);
        },
      });
      return;
    }
    follow(row.id);
    toast(t("admin.rows.sortOrderSaved", { name: quoted(row) }), "success");
  };

  return { onShow, onSelect, onSortOrder, highlight };
}
