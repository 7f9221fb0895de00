import { useSearchParams } from "react-router-dom";
import type { CommentState } from "../../../gql/admin/graphql";
import type { AdminMessageId } from "../../../i18n/admin";

export const STATE_OPTIONS: readonly { value: CommentState; label: AdminMessageId }[] = [
  { value: "PENDING", label: "admin.comments.state.pending" },
  { value: "APPROVED", label: "admin.comments.state.approved" },
  { value: "SPAM", label: "admin.comments.state.spam" },
  { value: "DELETED", label: "admin.comments.state.deleted" },
];

/** The state and the article shown live in the address (?state=spam&article=3), so a reload keeps them. */
export function useCommentFilters() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("state")?.toUpperCase();
  const state = STATE_OPTIONS.find((option) => option.value === raw)?.value ?? "PENDING";
  const article = Number(params.get("article"));
  const articleId = Number.isInteger(article) && article > 0 ? article : undefined;
  const set = (name: string, value: string | undefined) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value === undefined) updated.delete(name);
      else updated.set(name, value);
      // Another filter has other pages: start at its first.
      updated.delete("page");
      return updated;
    });
  return {
    state,
    articleId,
    setState: (next: CommentState) => set("state", next === "PENDING" ? undefined : next.toLowerCase()),
    setArticleId: (next: number | undefined) => set("article", next === undefined ? undefined : String(next)),
  };
}
