import { useState } from "react";
import { AdminCreateUserDocument, type Role, type RoleAuth } from "../../../gql/admin/graphql";
import { FormDialog } from "../../../lib/ui/form-dialog";
import { FormField } from "../../../lib/ui/form-field";
import { OptionList } from "../../../lib/ui/option-list";
import { PasswordInput } from "../../../lib/ui/password-input";
import { useFormMutation } from "../shared/use-form-mutation";
import { ROLE_AUTH_LABELS, ROLE_LABELS } from "../shell/admin-user";
import { PASSWORD_HINT, checkPassword } from "../shared/password-rule";

const USER_FIELDS = ["name", "password", "role", "roleAuth"] as const;

interface NewUserDialogProps {
  onClose(): void;
  onCreated(): void;
}

/** Creates a back-office user with a name, a password, a role and rights. */
export function NewUserDialog({ onClose, onCreated }: NewUserDialogProps) {
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [role, setRole] = useState<Role>("USER");
  const [roleAuth, setRoleAuth] = useState<RoleAuth>("EDIT");
  const { run, busy, errors, setErrors } = useFormMutation(USER_FIELDS);

  const submit = async () => {
    const problems = { name: name.trim() ? undefined : "Enter a sign-in name.", password: checkPassword(password) };
    setErrors(problems);
    if (problems.name || problems.password) return;
    if (await run(AdminCreateUserDocument, { input: { name: name.trim(), password, role, roleAuth } })) onCreated();
  };

  return (
    <FormDialog title="New user" submitLabel="Create user" busy={busy} onSubmit={submit} onClose={onClose}>
      <FormField label="Sign-in name" error={errors.name} hint="2 to 32 letters, digits, '_', '.' or '-'" required>
        {(control) => (
          <input
            {...control}
            value={name}
            maxLength={32}
            autoComplete="off"
            disabled={busy}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password} hint={PASSWORD_HINT} required>
        {(control) => (
          <PasswordInput
            {...control}
            value={password}
            autoComplete="new-password"
            disabled={busy}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Role" error={errors.role}>
        {(control) => (
          <select {...control} value={role} disabled={busy} onChange={(event) => setRole(event.target.value as Role)}>
            <OptionList options={ROLE_LABELS} />
          </select>
        )}
      </FormField>
      <FormField label="Rights" error={errors.roleAuth}>
        {(control) => (
          <select {...control} value={roleAuth} disabled={busy} onChange={(event) => setRoleAuth(event.target.value as RoleAuth)}>
            <OptionList options={ROLE_AUTH_LABELS} />
          </select>
        )}
      </FormField>
    </FormDialog>
  );
}
