import { useT } from "../../i18n/admin";
import { useRef, useState, type KeyboardEvent } from "react";
import "./ui.css";

interface InlineEditProps {
  value: string;
  /** Called with the new text, only when it differs from `value`. */
  onCommit(value: string): void;
  /** Names the field for screen readers, e.g. "sort order of Articles". */
  label: string;
  disabled?: boolean;
  /** A textarea for long text; Enter still saves, Shift+Enter starts a new line. */
  multiline?: boolean;
  inputMode?: "numeric" | "text";
}

/**
 * A table cell that turns into a field when clicked. Enter or leaving the field saves, Escape cancels,
 * and nothing is sent when the text did not change (spec §5).
 */
export function InlineEdit({ value, onCommit, label, disabled = false, multiline = false, inputMode = "text" }: InlineEditProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const t = useT();
  // Enter and the blur that follows it (or Escape then blur) must settle the edit exactly once.
  const settled = useRef(false);

  if (disabled) return <span className="inline-edit-text">{value}</span>;

  if (draft === null) {
    return (
      <button
        type="button"
        className="inline-edit-text inline-edit-button"
        aria-label={t("admin.inlineEdit.edit", { label, value: value || t("admin.inlineEdit.empty") })}
        onClick={() => {
          settled.current = false;
          setDraft(value);
        }}
      >
        {value || <span className="inline-edit-empty">{t("admin.inlineEdit.empty")}</span>}
      </button>
    );
  }

  const finish = (save: boolean) => {
    if (settled.current) return;
    settled.current = true;
    setDraft(null);
    if (save && draft !== value) onCommit(draft);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      finish(false);
    } else if (event.key === "Enter" && !(multiline && event.shiftKey)) {
      event.preventDefault();
      finish(true);
    }
  };
  const common = {
    className: "inline-edit-field",
    "aria-label": label,
    autoFocus: true,
    value: draft,
    onKeyDown,
    onBlur: () => finish(true),
  };
  return multiline ? (
    <textarea {...common} rows={3} onChange={(event) => setDraft(event.target.value)} />
  ) : (
    <input {...common} inputMode={inputMode} onChange={(event) => setDraft(event.target.value)} />
  );
}
