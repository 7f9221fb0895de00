import { useEffect, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { AdminColumnsDocument } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useCanEdit } from "./admin-user";
import { shortcutFor } from "./keyboard-shortcuts";
import { ARTICLE_EDITOR_PATH, COLUMN_DETAIL_PATH } from "./nav-entries";

/** What the content page reads from the location's state to put the focus in its search box on arrival. */
export interface FocusSearchState {
  focusSearch: true;
}

/** Listens for the shortcuts on the whole back-office; answers whether the "?" list is open. */
export function useKeyboardShortcuts(): { helpOpen: boolean; closeHelp(): void } {
  const navigate = useNavigate();
  const client = useApolloClient();
  const canEdit = useCanEdit();
  const [helpOpen, setHelpOpen] = useState(false);

  useEffect(() => {
    /** The page's own search box, or else the first article column's list with the focus in its search. */
    const search = async () => {
      const box = document.querySelector<HTMLInputElement>("main input[type=search]");
      if (box) return box.focus();
      const { data } = await client.query({ query: AdminColumnsDocument, context: ADMIN_CONTEXT });
      const column = data?.columns.find((candidate) => candidate.kind === "ARTICLES");
      if (column) navigate(`${COLUMN_DETAIL_PATH}?id=${column.id}`, { state: { focusSearch: true } satisfies FocusSearchState });
    };
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event, canEdit);
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut.action === "search") void search().catch(() => undefined);
      else if (shortcut.action === "newPost") navigate(ARTICLE_EDITOR_PATH);
      else setHelpOpen(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [client, navigate, canEdit]);

  return { helpOpen, closeHelp: () => setHelpOpen(false) };
}
