import { useCallback, useEffect } from "react";
import { isUnauthenticated } from "../../../lib/apollo";
import { useToast } from "../../../lib/toast";
import { errorMessage } from "../../../lib/error-message";
import { isSilentUploadFailure } from "../../../lib/upload";

/**
 * Shows a failure as a toast, after what failed when that is given ("Could not hide “Notes”: no permission").
 * An expired session is left out: the Apollo link (or the upload helper) has already sent the user to the
 * login page with "please log in first", and a second message would only repeat it. A cancelled upload needs
 * no message either.
 */
export function useReportFailure(): (error: unknown, what?: string) => void {
  const toast = useToast();
  return useCallback(
    (error: unknown, what?: string) => {
      if (isUnauthenticated(error) || isSilentUploadFailure(error)) return;
      toast(what ? `${what}: ${errorMessage(error)}` : errorMessage(error), "error");
    },
    [toast],
  );
}

/** Toasts a query's error once each time a new one arrives. */
export function useFailureToast(error: unknown): void {
  const report = useReportFailure();
  useEffect(() => {
    if (error) report(error);
  }, [error, report]);
}
