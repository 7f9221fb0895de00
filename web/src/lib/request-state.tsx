import { useT } from "../i18n/i18n";
import { errorMessage } from "./error-message";

/** What a section shows while its request is in flight. */
export function Loading({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="request-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label ?? t("common.loading")}
    </div>
  );
}

interface ErrorRetryProps {
  error: unknown;
  /** Usually a query's refetch; its promise may reject again, which the hook's error state already shows. */
  onRetry: () => unknown;
  className?: string;
}

/** What a section shows when its request failed: the reason and a way to try again without a reload. */
export function ErrorRetry({ error, onRetry, className = "" }: ErrorRetryProps) {
  const t = useT();
  const retry = () => {
    Promise.resolve(onRetry()).catch(() => {});
  };
  return (
    <div className={`request-error ${className}`.trim()} role="alert">
      <p>{errorMessage(error, t)}</p>
      <button type="button" className="button button-secondary" onClick={retry}>
        {t("common.retry")}
      </button>
    </div>
  );
}
