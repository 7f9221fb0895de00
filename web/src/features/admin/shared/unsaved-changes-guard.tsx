import { useEffect, useLayoutEffect, useRef } from "react";
import { useBlocker } from "react-router-dom";
import { ConfirmDialog } from "../../../lib/ui/confirm-dialog";
import { useT } from "../../../i18n/admin";

/**
 * While `when` holds, leaving asks first: an in-app navigation (a link, Back, the session ending) waits for
 * an answer in a dialog, and closing or reloading the tab gets the browser's own warning. Changing only the
 * hash or nothing at all is not leaving, nor is a form taking the address of what it has just created
 * (a navigation whose state says `sameForm`).
 */
export function UnsavedChangesGuard({ when, what }: { when: boolean; what: string }) {
  const t = useT();
  // Read through a ref set right after each commit: the router takes a new blocker function only in a later
  // effect, and a click landing between the two would otherwise be judged by the previous render's `when`.
  const current = useRef(when);
  useLayoutEffect(() => {
    current.current = when;
  }, [when]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      current.current &&
      !(nextLocation.state as { sameForm?: boolean } | null)?.sameForm &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers before the preventDefault() convention look for a returnValue.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);

  if (blocker.state !== "blocked") return null;
  return (
    <ConfirmDialog
      title={t("admin.unsaved.title")}
      message={t("admin.unsaved.message", { what })}
      confirmLabel={t("admin.unsaved.leave")}
      onAnswer={(leave) => (leave ? blocker.proceed() : blocker.reset())}
    />
  );
}
