import { useState } from "react";
import { FormDialog } from "../../../lib/ui/form-dialog";
import { FormField } from "../../../lib/ui/form-field";
import { safeHref } from "./safe-href";

interface LinkDialogProps {
  /** The address of the link at the cursor, or "" for a new one. */
  initialHref: string;
  onApply(href: string): void;
  /** Offered when the cursor is on a link. */
  onRemove?(): void;
  onClose(): void;
}

/** Asks for a link's address; only https, http and mailto addresses are taken. */
export function LinkDialog({ initialHref, onApply, onRemove, onClose }: LinkDialogProps) {
  const [value, setValue] = useState(initialHref);
  const [error, setError] = useState<string>();
  const submit = () => {
    const href = safeHref(value);
    if (href) onApply(href);
    else setError("Enter an https://, http:// or mailto: address.");
  };
  return (
    <FormDialog title={onRemove ? "Edit the link" : "Add a link"} submitLabel="Apply" busy={false} onSubmit={submit} onClose={onClose}>
      <FormField label="Address" error={error} hint="For example https://example.com or mailto:me@example.com" required>
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="off"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      {onRemove && (
        <button type="button" className="button-plain" onClick={onRemove}>
          Remove the link
        </button>
      )}
    </FormDialog>
  );
}
