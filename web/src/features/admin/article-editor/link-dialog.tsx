import { useId, useState } from "react";
import { FormDialog } from "../../../lib/ui/form-dialog";
import { FormField } from "../../../lib/ui/form-field";
import { safeHref } from "./safe-href";
import { useT } from "../../../i18n/admin";

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
  const t = useT();
  const submit = () => {
    const href = safeHref(value);
    if (href) onApply({ href, newTab });
    else setError(t("admin.link.invalid"));
  };
  return (
    <FormDialog title={onRemove ? t("admin.link.editTitle") : t("admin.link.addTitle")} submitLabel={t("admin.link.apply")} busy={false} onSubmit={submit} onClose={onClose}>
      <FormField label={t("admin.links.address")} error={error} hint={t("admin.link.hint")} required>
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
        {t("admin.link.newTab")}
      </label>
      {onRemove && (
        <button type="button" className="button-plain" onClick={onRemove}>
          {t("admin.link.remove")}
        </button>
      )}
    </FormDialog>
  );
}
