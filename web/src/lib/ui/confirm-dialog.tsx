import { useCallback, useId, useState, type ReactNode } from "react";
import { ModalDialog } from "./modal-dialog";
import { useT } from "../../i18n/admin";

export interface ConfirmOptions {
  title: string;
  message: string;
  /** The button that goes ahead, e.g. "Delete". */
  confirmLabel: string;
}

interface ConfirmDialogProps extends ConfirmOptions {
  onAnswer(confirmed: boolean): void;
}

/** Asks before something that cannot be undone. Cancel comes first, so it has the focus: Enter does no harm. */
export function ConfirmDialog({ title, message, confirmLabel, onAnswer }: ConfirmDialogProps) {
  const messageId = useId();
  const t = useT();
  return (
    <ModalDialog title={title} role="alertdialog" describedBy={messageId} onClose={() => onAnswer(false)}>
      <p id={messageId} className="modal-message">
        {message}
      </p>
      <div className="modal-actions">
        <button type="button" className="button-plain" onClick={() => onAnswer(false)}>
          {t("admin.common.cancel")}
        </button>
        <button type="button" className="button-danger" onClick={() => onAnswer(true)}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}

/**
 * `confirm(options)` opens the question and resolves with the answer; render `confirmDialog` somewhere in
 * the page. One question at a time: asking again replaces an open one, which counts as cancelled.
 */
export function useConfirm(): { confirm(options: ConfirmOptions): Promise<boolean>; confirmDialog: ReactNode } {
  const [question, setQuestion] = useState<{ options: ConfirmOptions; answer(confirmed: boolean): void } | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) =>
        setQuestion((open) => {
          open?.answer(false);
          return { options, answer: resolve };
        }),
      ),
    [],
  );
  const confirmDialog = question && (
    <ConfirmDialog
      {...question.options}
      onAnswer={(confirmed) => {
        question.answer(confirmed);
        setQuestion(null);
      }}
    />
  );
  return { confirm, confirmDialog };
}
