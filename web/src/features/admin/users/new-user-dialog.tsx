import { useState } from "react";
import { AdminCreateUserDocument, type Role, type RoleAuth } from "../../../gql/admin/graphql";
import { FormDialog } from "../../../lib/ui/form-dialog";
import { FormField } from "../../../lib/ui/form-field";
import { OptionList } from "../../../lib/ui/option-list";
import { PasswordInput } from "../../../lib/ui/password-input";
import { useFormMutation } from "../shared/use-form-mutation";
import { ROLE_AUTH_LABELS, ROLE_LABELS } from "../shell/admin-user";
import { passwordHint, checkPassword } from "../shared/password-rule";
import { useLabels, useT } from "../../../i18n/admin";

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
  const t = useT();
  const roles = useLabels(ROLE_LABELS);
  const rights = useLabels(ROLE_AUTH_LABELS);

  const submit = async () => {
    const problems = { name: name.trim() ? undefined : t("admin.users.enterName"), password: checkPassword(password, t) };
    setErrors(problems);
    if (problems.name || problems.password) return;
    if (await run(AdminCreateUserDocument, { input: { name: name.trim(), password, role, roleAuth } })) onCreated();
  };

  return (
    <FormDialog title={t("admin.users.new")} submitLabel={t("admin.users.create")} busy={busy} onSubmit={submit} onClose={onClose}>
      <FormField label={t("admin.users.signInName")} error={errors.name} hint={t("admin.users.nameHint")} required>
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
      <FormField label={t("admin.users.password")} error={errors.password} hint={passwordHint(t)} required>
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
      <FormField label={t("admin.users.role")} error={errors.role}>
        {(control) => (
          <select {...control} value={role} disabled={busy} onChange={(event) => setRole(event.target.value as Role)}>
            <OptionList options={roles} />
          </select>
        )}
      </FormField>
      <FormField label={t("admin.users.rights")} error={errors.roleAuth}>
        {(control) => (
          <select {...control} value={roleAuth} disabled={busy} onChange={(event) => setRoleAuth(event.target.value as RoleAuth)}>
            <OptionList options={rights} />
          </select>
        )}
      </FormField>
    </FormDialog>
  );
}
