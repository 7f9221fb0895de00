import { ModalDialog } from "../../../lib/ui/modal-dialog";
import { useCanEdit } from "./admin-user";
import { SHORTCUTS } from "./keyboard-shortcuts";
import { useT } from "../../../i18n/admin";

/** The "?" list: every shortcut this user can use, from the one table the handler reads. */
export function ShortcutsDialog({ onClose }: { onClose(): void }) {
  const canEdit = useCanEdit();
  const t = useT();
  return (
    <ModalDialog title={t("admin.shortcuts.title")} onClose={onClose}>
      <dl className="modal-body shortcut-list">
        {SHORTCUTS.filter((shortcut) => canEdit || !shortcut.edits).map((shortcut) => (
          <div key={shortcut.key}>
            <dt>
              <kbd>{shortcut.key}</kbd>
            </dt>
            <dd>{t(shortcut.description)}</dd>
          </div>
        ))}
      </dl>
      <div className="modal-actions">
        <button type="button" className="button-primary" onClick={onClose} autoFocus>
          {t("admin.common.close")}
        </button>
      </div>
    </ModalDialog>
  );
}
