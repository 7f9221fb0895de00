import type { FormEvent, ReactNode } from "react";
import { ModalDialog } from "./modal-dialog";
import { useT } from "../../i18n/admin";

interface FormDialogProps {
  title: string;
  /** The submit button's text, e.g. "Create". */
  submitLabel: string;
  busy: boolean;
  /** The submit button's text while busy. */
  busyLabel?: string;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}

/** A small form in a modal: fields, then Cancel and the action. The browser's own checks are off: the form checks. */
export function FormDialog({ title, submitLabel, busy, busyLabel, onSubmit, onClose, children }: FormDialogProps) {
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React bubbles events along its own tree, through the portal: a form around the opener must not submit too.
    event.stopPropagation();
    if (!busy) onSubmit();
  };
  return (
    <ModalDialog title={title} onClose={onClose}>
      <form className="modal-form" onSubmit={submit} noValidate aria-busy={busy}>
        <div className="modal-body">{children}</div>
        <div className="modal-actions">
          <button type="button" className="button-plain" onClick={onClose}>
            {t("admin.common.cancel")}
          </button>
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? (busyLabel ?? t("admin.common.saving")) : submitLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
