import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import "./toast.css";

type ToastKind = "info" | "error" | "success";
interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

const ToastContext = createContext<(text: string, kind?: ToastKind) => void>(() => {});

const TOAST_MS = 3000;

/**
 * Short messages at the top of the screen, announced to screen readers. One at a time: a new message replaces
 * the one on screen, so a burst of failures (or sign-in attempts) never piles up a stack of boxes.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const show = useCallback((text: string, kind: ToastKind = "info") => {
    const id = nextId.current++;
    setToasts([{ id, text, kind }]);
    setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== id)), TOAST_MS);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast-${toast.kind}`} data-testid="toast">
            {toast.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
