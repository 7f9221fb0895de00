import { useRef } from "react";
import { IMAGE_TYPES } from "../upload";
import "./form.css";

interface FilePickerProps {
  /** The button's text, which is also the input's name for screen readers. */
  label: string;
  onFile(file: File): void;
  disabled?: boolean;
}

/** A button that opens the file chooser for one image; the chosen file goes to `onFile`. */
export function FilePicker({ label, onFile, disabled = false }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <label className="file-picker">
      <span className="button-plain" aria-hidden="true">
        {label}
      </span>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again (after removing it) still reports it.
          if (input.current) input.current.value = "";
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
