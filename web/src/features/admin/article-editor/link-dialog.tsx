import { useId, useState } from "react";
import { FormDialog } from "../../../lib/ui/form-dialog";
import { FormField } from "../../../lib/ui/form-field";
import { safeHref } from "./safe-href";

export interface LinkChoice {
  href: string;
  newTab: boolean;
}

interface LinkDialogProps {
  /** The link at the cursor, or an empty address for a new one. */
  initial: LinkChoice;
  onApply(choice: LinkChoice): void;
  /** Offered when the cursor is on a link. */
  onRemove?(): void;
  onClose(): void;
}

/** Asks for a link's address, and whether it opens in a new tab; only addresses the list allows are taken. */
export function LinkDialog({ initial, onApply, onRemove, onClose }: LinkDialogProps) {
  const newTabId = useId();
  const [value, setValue] = useState(initial.href);
  const [newTab, setNewTab] = useState(initial.newTab);
  const [error, setError] = useState<string>();
  const submit = () => {
    const href = safeHref(value);
    if (href) onApply({ href, newTab });
    else setError("Enter an https://, http:// or mailto: address, or a page of this site such as /about.");
  };
  return (
    <FormDialog title={onRemove ? "Edit the link" : "Add a link"} submitLabel="Apply" busy={false} onSubmit={submit} onClose={onClose}>
      <FormField label="Address" error={error} hint="For example https://example.com, /about or mailto:me@example.com" required>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <label className="link-new-tab" htmlFor={newTabId}>
        <input id={newTabId} type="checkbox" checked={newTab} onChange={(event) => setNewTab(event.target.checked)} />
        Open in a new tab
      </label>
      {onRemove && (
        <button type="button" className="button-plain" onClick={onRemove}>
          Remove the link
        </button>
      )}
    </FormDialog>
  );
}
