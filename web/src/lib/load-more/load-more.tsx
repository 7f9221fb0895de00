import { useT } from "../../i18n/i18n";
import { ErrorRetry } from "../request-state";

interface LoadMoreProps {
  label: string;
  loading: boolean;
  error: unknown;
  loadMore: () => unknown;
}

export function LoadMore({ label, loading, error, loadMore }: LoadMoreProps) {
  const t = useT();
  if (error) return <ErrorRetry error={error} onRetry={loadMore} />;
  return (
    <button type="button" className="button button-secondary load-more" onClick={loadMore} disabled={loading}>
      {loading ? t("common.loading") : label}
    </button>
  );
}
