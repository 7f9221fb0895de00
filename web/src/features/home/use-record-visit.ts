import { useCallback, useEffect, useRef } from "react";
import { useMutation } from "@apollo/client/react";
import { RecordVisitDocument } from "../../gql/home/graphql";

/**
 * Records one visit each time the home page is opened and hands back what the mutation answers (today's
 * count, photo, note). The ref survives StrictMode's mount–unmount–mount in development, so a visit is
 * never counted twice.
 */
export function useRecordVisit() {
  const [record, { data, error, loading }] = useMutation(RecordVisitDocument);
  const recorded = useRef(false);
  // A failure lands in `error`, where the side panel offers a retry; the rejected promise has nothing to add.
  const run = useCallback(() => record().catch(() => {}), [record]);

  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    void run();
  }, [run]);

  return { info: data?.recordVisit, error: loading ? undefined : error, retry: run };
}
