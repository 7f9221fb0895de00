import { useState, type FormEvent } from "react";
import { AdminConfirmTwoFactorDocument, type AdminStartTwoFactorMutation } from "../../../gql/admin/graphql";
import { FormField } from "../../../lib/ui/form-field";
import { useFormMutation } from "../shared/use-form-mutation";
import { useT } from "../../../i18n/admin";

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
  const t = useT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\s*\d{3}\s?\d{3}\s*$/.test(code)) return setErrors({ code: t("admin.twoFactor.enterAppCode") });
    const data = await run(AdminConfirmTwoFactorDocument, { code: code.replace(/\s+/g, "") });
    if (data) onConfirmed(data.confirmTwoFactorEnrolment.codes);
  };

  return (
    <section className="two-factor-panel" aria-labelledby="enrol-heading">
      <h3 id="enrol-heading">{t("admin.twoFactor.enrolTitle")}</h3>
      <ol className="two-factor-steps">
        <li>
          <p>{t("admin.twoFactor.scan")}</p>
          <img
            className="two-factor-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
            alt={t("admin.twoFactor.qrAlt")}
            width={200}
            height={200}
          />
        </li>
        <li>
          <p>{t("admin.twoFactor.typeKey")}</p>
          <p>
            <code className="two-factor-secret">
              {grouped(enrolment.secret)}
            </code>
          </p>
        </li>
        <li>
          <form className="two-factor-confirm" onSubmit={submit} noValidate aria-busy={busy}>
            <FormField label={t("admin.twoFactor.appCode")} error={errors.code} hint={t("admin.twoFactor.appCodeHint")} required>
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
                {t("admin.common.cancel")}
              </button>
              <button type="submit" className="button-primary" disabled={busy}>
                {busy ? t("admin.twoFactor.checking") : t("admin.twoFactor.turnOn")}
              </button>
            </div>
          </form>
        </li>
      </ol>
    </section>
  );
}
