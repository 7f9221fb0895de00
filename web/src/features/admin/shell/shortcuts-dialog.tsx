import { ModalDialog } from "../../../lib/ui/modal-dialog";
import { useCanEdit } from "./admin-user";
import { SHORTCUTS } from "./keyboard-shortcuts";

/** The "?" list: every shortcut this user can use, from the one table the handler reads. */
export function ShortcutsDialog({ onClose }: { onClose(): void }) {
  const canEdit = useCanEdit();
  return (
    <ModalDialog title="Keyboard shortcuts" onClose={onClose}>
      <dl className="modal-body shortcut-list">
        {SHORTCUTS.filter((shortcut) => canEdit || !shortcut.edits).map((shortcut) => (
          <div key={shortcut.key}>
            <dt>
              <kbd>{shortcut.key}</kbd>
            </dt>
            <dd>{shortcut.description}</dd>
          </div>
        ))}
      </dl>
      <div className="modal-actions">
        <button type="button" className="button-primary" onClick={onClose} autoFocus>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
