import { useEffect, useRef } from "react";
import { useMutation } from "@apollo/client/react";
import { RecordArticleViewDocument } from "../../gql/article/graphql";

/**
 * Counts one view once the article is known to be shown (a signed-in preview of a hidden article is not a
 * view). Waiting for the article also means the new count arrives after the page's own read of it, so the
 * page never goes back to the old number. The ref keeps StrictMode's second effect run from counting again.
 * Answers the new count, for the page to show in place of the one it read.
 */
export function useRecordView(id: number | undefined, shown: boolean | undefined): number | undefined {
  const [record, { data }] = useMutation(RecordArticleViewDocument);
  const recordedId = useRef<number | null>(null);
  useEffect(() => {
    if (!shown || id === undefined || recordedId.current === id) return;
    recordedId.current = id;
    // A view that failed to count is not worth interrupting the reader for.
    record({ variables: { id } }).catch(() => {});
  }, [id, shown, record]);
  return data?.recordArticleView.id === id ? data?.recordArticleView.hits : undefined;
}
