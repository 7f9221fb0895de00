import { errorMessage } from "./error-message";

/** What a section shows while its request is in flight. */
export function Loading({ label = "Loading…" }: { label?: string }) {
  return (
    <div className="request-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
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
  const retry = () => {
    Promise.resolve(onRetry()).catch(() => {});
  };
  return (
    <div className={`request-error ${className}`.trim()} role="alert">
      <p>{errorMessage(error)}</p>
      <button type="button" className="button button-secondary" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
