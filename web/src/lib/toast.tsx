import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import "./toast.css";

type ToastKind = "info" | "error" | "success";
/** A button in the toast, e.g. "Go there" after a row moved to another page. */
export interface ToastAction {
  label: string;
  onClick(): void;
}
interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
  action?: ToastAction;
}

const ToastContext = createContext<(text: string, kind?: ToastKind, action?: ToastAction) => void>(() => {});

const TOAST_MS = 3000;
/** A toast with a button stays longer: time to read it and reach the button. */
const ACTION_TOAST_MS = 8000;

/**
 * Short messages at the top of the screen, announced to screen readers. One at a time: a new message replaces
 * the one on screen, so a burst of failures (or sign-in attempts) never piles up a stack of boxes.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const show = useCallback((text: string, kind: ToastKind = "info", action?: ToastAction) => {
    const id = nextId.current++;
    const dismiss = () => setToasts((list) => list.filter((toast) => toast.id !== id));
    setToasts([{ id, text, kind, action }]);
    setTimeout(dismiss, action ? ACTION_TOAST_MS : TOAST_MS);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast-${toast.kind}`} data-testid="toast">
            {toast.text}
            {toast.action && (
              <button
                type="button"
                className="toast-action"
                onClick={() => {
                  setToasts((list) => list.filter((shown) => shown.id !== toast.id));
                  toast.action?.onClick();
                }}
              >
                {toast.action.label}
              </button>
            )}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
