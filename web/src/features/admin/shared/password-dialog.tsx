import { useState } from "react";
import { AdminChangePasswordDocument } from "../../../gql/admin/graphql";
import { FormDialog } from "../../../lib/ui/form-dialog";
import { FormField } from "../../../lib/ui/form-field";
import { PasswordInput } from "../../../lib/ui/password-input";
import { useFormMutation } from "../shared/use-form-mutation";
import { PASSWORD_HINT, checkPassword } from "./password-rule";

const PASSWORD_FIELDS = ["currentPassword", "newPassword"] as const;

interface PasswordDialogProps {
  user: { id: number; name: string };
  /** Changing one's own password needs the current one; an administrator sets another user's without it. */
  own: boolean;
  onClose(): void;
  onChanged(): void;
}

/** Sets a new password. The server ends the user's other sessions, so a leaked password stops working. */
export function PasswordDialog({ user, own, onClose, onChanged }: PasswordDialogProps) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const { run, busy, errors, setErrors } = useFormMutation(PASSWORD_FIELDS);

  const submit = async () => {
    const problems = { currentPassword: own && !current ? "Enter your current password." : undefined, newPassword: checkPassword(next) };
    setErrors(problems);
    if (problems.currentPassword || problems.newPassword) return;
    const variables = { id: user.id, newPassword: next, ...(own ? { currentPassword: current } : {}) };
    if (await run(AdminChangePasswordDocument, variables)) onChanged();
  };

  return (
    <FormDialog
      title={own ? "Change your password" : `New password for ${user.name}`}
      submitLabel="Change password"
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      {own && (
        <FormField label="Current password" error={errors.currentPassword} required>
          {(control) => (
            <PasswordInput
              {...control}
              value={current}
              toggleLabel="current password"
              autoComplete="current-password"
              disabled={busy}
              onChange={(event) => setCurrent(event.target.value)}
            />
          )}
        </FormField>
      )}
      <FormField label="New password" error={errors.newPassword} hint={PASSWORD_HINT} required>
        {(control) => (
          <PasswordInput
            {...control}
            value={next}
            toggleLabel="new password"
            autoComplete="new-password"
            disabled={busy}
            onChange={(event) => setNext(event.target.value)}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
