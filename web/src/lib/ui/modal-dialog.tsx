import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import "./dialog.css";
import "./form.css";

interface ModalDialogProps {
  title: string;
  /** Escape, or the caller's own Cancel: the caller unmounts the dialog. */
  onClose(): void;
  /** "alertdialog" for a question that needs an answer, such as a delete confirmation. */
  role?: "dialog" | "alertdialog";
  describedBy?: string;
  children: ReactNode;
}

/**
 * A modal built on the native <dialog>: the browser keeps focus inside it, makes the page behind it inert
 * and answers Escape. It is open while mounted; the caller mounts it to open and unmounts it to close, and
 * focus goes back to where it was. It is drawn at the end of <body>, so a dialog's form opened from inside
 * another form (the article editor's link dialog) is never nested in it, which HTML does not allow.
 */
export function ModalDialog({ title, onClose, role = "dialog", describedBy, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);
  return createPortal(
    <dialog
      ref={ref}
      className="modal"
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // The caller decides: it may first stop an upload, and it unmounts the dialog itself.
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      {children}
    </dialog>,
    document.body,
  );
}
