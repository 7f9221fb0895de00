import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import {
  AdminDisableTwoFactorDocument,
  AdminRegenerateRecoveryCodesDocument,
  AdminStartTwoFactorDocument,
  AdminTwoFactorStatusDocument,
  type AdminStartTwoFactorMutation,
} from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useToast } from "../../../lib/toast";
import { useFailureToast } from "../shared/use-failure-toast";
import { useFormMutation } from "../shared/use-form-mutation";
import { AdminPage } from "../shell/admin-page";
import { useAdminUser } from "../shell/admin-user";
import { EnrolmentPanel } from "./enrolment-panel";
import { ProofDialog, type Proof } from "./proof-dialog";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { SessionsPanel } from "./sessions-panel";
import "./two-factor.css";
import { useFormat, useT } from "../../../i18n/admin";

const PROOF_FIELDS = ["code", "currentPassword"] as const;

type Step =
  | { kind: "status" }
  | { kind: "enrolling"; enrolment: AdminStartTwoFactorMutation["startTwoFactorEnrolment"] }
  | { kind: "codes"; codes: string[] };

/**
 * Two-factor sign-in for the signed-in user's own account (/admin/security): its state, setting it up (QR
 * code, key, first code), the recovery codes shown once, new codes, and turning it off. Administrators turn
 * off someone else's from the users page. Below it, the browsers where the user is signed in.
 */
export function TwoFactorPage() {
  const me = useAdminUser();
  const toast = useToast();
  const t = useT();
  const format = useFormat();
  const { data, loading, error, refetch } = useQuery(AdminTwoFactorStatusDocument, { context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network" });
  useFailureToast(error);
  const [step, setStep] = useState<Step>({ kind: "status" });
  const [asking, setAsking] = useState<"regenerate" | "disable" | null>(null);
  const { run, busy, errors } = useFormMutation(PROOF_FIELDS);
  const status = data?.twoFactorStatus;

  const start = async () => {
    const started = await run(AdminStartTwoFactorDocument, {});
    if (started) setStep({ kind: "enrolling", enrolment: started.startTwoFactorEnrolment });
  };

  const prove = async (proof: Proof) => {
    if (asking === "regenerate" && "code" in proof) {
      const fresh = await run(AdminRegenerateRecoveryCodesDocument, proof);
      if (!fresh) return;
      setAsking(null);
      setStep({ kind: "codes", codes: fresh.regenerateRecoveryCodes.codes });
    } else if (asking === "disable") {
      if (!(await run(AdminDisableTwoFactorDocument, proof))) return;
      setAsking(null);
      toast(t("admin.twoFactor.turnedOff"), "success");
    }
    void refetch();
  };

  return (
    <AdminPage title={t("admin.nav.twoFactor")} busy={loading || busy} failed={!data && error ? { error, retry: refetch } : undefined}>
      {step.kind === "enrolling" && (
        <EnrolmentPanel
          enrolment={step.enrolment}
          onCancel={() => setStep({ kind: "status" })}
          onConfirmed={(codes) => {
            toast(t("admin.twoFactor.turnedOn"), "success");
            setStep({ kind: "codes", codes });
            void refetch();
          }}
        />
      )}
      {step.kind === "codes" && <RecoveryCodesPanel codes={step.codes} account={me?.name ?? t("admin.twoFactor.account")} onDone={() => setStep({ kind: "status" })} />}
      {step.kind === "status" && status && (
        <section className="two-factor-panel" aria-labelledby="two-factor-state">
          <h3 id="two-factor-state">
            {t("admin.twoFactor.stateIs")}{" "}
            <strong className={status.enabled ? "two-factor-on" : "two-factor-off"}>{status.enabled ? t("admin.twoFactor.on") : t("admin.twoFactor.off")}</strong>
          </h3>
          {status.enabled ? (
            <>
              <p>
                {t("admin.twoFactor.since", { time: format.dateTime(status.enabledAt!) })}{" "}
                {t("admin.twoFactor.codesLeft", { count: status.recoveryCodesLeft })}
              </p>
              {status.recoveryCodesLeft <= 3 && <p className="two-factor-warning">{t("admin.twoFactor.fewLeft")}</p>}
              <div className="two-factor-actions">
                <button type="button" className="button-plain" onClick={() => setAsking("regenerate")}>
                  {t("admin.twoFactor.newCodes")}
                </button>
                <button type="button" className="button-danger" onClick={() => setAsking("disable")}>
                  {t("admin.users.resetConfirm")}
                </button>
              </div>
            </>
          ) : (
            <>
              <p>{t("admin.twoFactor.why")}</p>
              <div className="two-factor-actions">
                <button type="button" className="button-primary" onClick={() => void start()} disabled={busy}>
                  {t("admin.twoFactor.setUp")}
                </button>
              </div>
            </>
          )}
        </section>
      )}
      <SessionsPanel />
      {asking && (
        <ProofDialog
          title={asking === "regenerate" ? t("admin.twoFactor.regenerateTitle") : t("admin.twoFactor.disableTitle")}
          submitLabel={asking === "regenerate" ? t("admin.twoFactor.regenerate") : t("admin.users.resetConfirm")}
          allowPassword={asking === "disable"}
          busy={busy}
          errors={errors}
          onSubmit={(proof) => void prove(proof)}
          onClose={() => setAsking(null)}
        />
      )}
    </AdminPage>
  );
}
