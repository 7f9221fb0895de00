import { useCallback, useState } from "react";

/**
 * State of a "load more" button: a further page that fails leaves the list as it was,
 * so the failure is kept here and shown next to the button rather than replacing the list.
 */
export function useLoadMore(fetchNextPage: () => Promise<unknown>) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const loadMore = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      await fetchNextPage();
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  }, [fetchNextPage]);
  return { loading, error, loadMore };
}
