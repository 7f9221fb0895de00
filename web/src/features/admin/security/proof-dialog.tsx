import { useState } from "react";
import { FormDialog } from "../../../lib/ui/form-dialog";
import { FormField } from "../../../lib/ui/form-field";
import { PasswordInput } from "../../../lib/ui/password-input";
import { useT } from "../../../i18n/admin";

export type Proof = { code: string } | { currentPassword: string };

interface ProofDialogProps {
  title: string;
  submitLabel: string;
  /** Whether the password may stand in for a code (turning two-factor sign-in off, when the phone is gone). */
  allowPassword: boolean;
  busy: boolean;
  errors: { code?: string; currentPassword?: string };
  onSubmit(proof: Proof): void;
  onClose(): void;
}

/** Asks for proof that this is the account's owner before its second factor changes. */
export function ProofDialog({ title, submitLabel, allowPassword, busy, errors, onSubmit, onClose }: ProofDialogProps) {
  const [byPassword, setByPassword] = useState(false);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState<string>();
  const t = useT();

  const submit = () => {
    const value = byPassword ? password : code.trim();
    if (!value) return setMissing(byPassword ? t("admin.proof.enterPassword") : t("admin.proof.enterCode"));
    setMissing(undefined);
    onSubmit(byPassword ? { currentPassword: password } : { code: value });
  };

  return (
    <FormDialog title={title} submitLabel={submitLabel} busyLabel={t("admin.twoFactor.checking")} busy={busy} onSubmit={submit} onClose={onClose}>
      {byPassword ? (
        <FormField label={t("admin.proof.password")} error={missing ?? errors.currentPassword} required>
          {(control) => (
            <PasswordInput {...control} value={password} toggleLabel={t("admin.proof.passwordWord")} autoComplete="current-password" disabled={busy} onChange={(event) => setPassword(event.target.value)} />
          )}
        </FormField>
      ) : (
        <FormField label={t("admin.proof.code")} error={missing ?? errors.code} hint={t("admin.proof.codeHint")} required>
          {(control) => (
            <input {...control} value={code} autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} maxLength={32} disabled={busy} onChange={(event) => setCode(event.target.value)} />
          )}
        </FormField>
      )}
      {allowPassword && (
        <button
          type="button"
          className="button-plain proof-switch"
          onClick={() => {
            setByPassword(!byPassword);
            setMissing(undefined);
          }}
        >
          {byPassword ? t("admin.proof.useCode") : t("admin.proof.usePassword")}
        </button>
      )}
    </FormDialog>
  );
}
