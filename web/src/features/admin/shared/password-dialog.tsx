import { useState } from "react";
import { AdminChangePasswordDocument } from "../../../gql/admin/graphql";
import { FormDialog } from "../../../lib/ui/form-dialog";
import { FormField } from "../../../lib/ui/form-field";
import { PasswordInput } from "../../../lib/ui/password-input";
import { useFormMutation } from "../shared/use-form-mutation";
import { passwordHint, checkPassword } from "./password-rule";
import { useT } from "../../../i18n/admin";

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
  const t = useT();

  const submit = async () => {
    const problems = { currentPassword: own && !current ? t("admin.password.enterCurrent") : undefined, newPassword: checkPassword(next, t) };
    setErrors(problems);
    if (problems.currentPassword || problems.newPassword) return;
    const variables = { id: user.id, newPassword: next, ...(own ? { currentPassword: current } : {}) };
    if (await run(AdminChangePasswordDocument, variables)) onChanged();
  };

  return (
    <FormDialog
      title={own ? t("admin.password.changeYours") : t("admin.password.newFor", { name: user.name })}
      submitLabel={t("admin.password.change")}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      {own && (
        <FormField label={t("admin.password.current")} error={errors.currentPassword} required>
          {(control) => (
            <PasswordInput
              {...control}
              value={current}
              toggleLabel={t("admin.password.currentWord")}
              autoComplete="current-password"
              disabled={busy}
              onChange={(event) => setCurrent(event.target.value)}
            />
          )}
        </FormField>
      )}
      <FormField label={t("admin.password.new")} error={errors.newPassword} hint={passwordHint(t)} required>
        {(control) => (
          <PasswordInput
            {...control}
            value={next}
            toggleLabel={t("admin.password.newWord")}
            autoComplete="new-password"
            disabled={busy}
            onChange={(event) => setNext(event.target.value)}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
