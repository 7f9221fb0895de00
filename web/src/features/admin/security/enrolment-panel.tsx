import { useState, type FormEvent } from "react";
import { AdminConfirmTwoFactorDocument, type AdminStartTwoFactorMutation } from "../../../gql/admin/graphql";
import { FormField } from "../../../lib/ui/form-field";
import { useFormMutation } from "../shared/use-form-mutation";

const FIELDS = ["code"] as const;

type Enrolment = AdminStartTwoFactorMutation["startTwoFactorEnrolment"];

/** The key in groups of four, as it is easier to type from; apps ignore the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

interface EnrolmentPanelProps {
  enrolment: Enrolment;
  onConfirmed(codes: string[]): void;
  onCancel(): void;
}

/** Setting up: scan the QR code (or type the key), then prove it worked with the app's current code. */
export function EnrolmentPanel({ enrolment, onConfirmed, onCancel }: EnrolmentPanelProps) {
  const [code, setCode] = useState("");
  const { run, busy, errors, setErrors } = useFormMutation(FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\s*\d{3}\s?\d{3}\s*$/.test(code)) return setErrors({ code: "Enter the 6-digit code the app shows now." });
    const data = await run(AdminConfirmTwoFactorDocument, { code: code.replace(/\s+/g, "") });
    if (data) onConfirmed(data.confirmTwoFactorEnrolment.codes);
  };

  return (
    <section className="two-factor-panel" aria-labelledby="enrol-heading">
      <h3 id="enrol-heading">Set up your authenticator app</h3>
      <ol className="two-factor-steps">
        <li>
          <p>Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis).</p>
          <img
            className="two-factor-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
            alt="QR code for adding this account to an authenticator app. The same key is written out below."
            width={200}
            height={200}
          />
        </li>
        <li>
          <p>Or, if the app cannot scan it, add the account by typing this key (time-based, 6 digits):</p>
          <p>
            <code className="two-factor-secret">
              {grouped(enrolment.secret)}
            </code>
          </p>
        </li>
        <li>
          <form className="two-factor-confirm" onSubmit={submit} noValidate aria-busy={busy}>
            <FormField label="Code from the app" error={errors.code} hint="The 6 digits the app shows for this account now." required>
              {(control) => (
                <input
                  {...control}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  disabled={busy}
                />
              )}
            </FormField>
            <div className="two-factor-actions">
              <button type="button" className="button-plain" onClick={onCancel} disabled={busy}>
                Cancel
              </button>
              <button type="submit" className="button-primary" disabled={busy}>
                {busy ? "Checking…" : "Turn on two-factor sign-in"}
              </button>
            </div>
          </form>
        </li>
      </ol>
    </section>
  );
}
