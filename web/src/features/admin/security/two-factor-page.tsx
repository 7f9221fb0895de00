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
import { formatDateTime } from "../../../lib/format-date";
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
      toast("Two-factor sign-in is off. Sign-in asks for your password only.", "success");
    }
    void refetch();
  };

  return (
    <AdminPage title="Two-factor sign-in" busy={loading || busy} failed={!data && error ? { error, retry: refetch } : undefined}>
      {step.kind === "enrolling" && (
        <EnrolmentPanel
          enrolment={step.enrolment}
          onCancel={() => setStep({ kind: "status" })}
          onConfirmed={(codes) => {
            toast("Two-factor sign-in is on.", "success");
            setStep({ kind: "codes", codes });
            void refetch();
          }}
        />
      )}
      {step.kind === "codes" && <RecoveryCodesPanel codes={step.codes} account={me?.name ?? "account"} onDone={() => setStep({ kind: "status" })} />}
      {step.kind === "status" && status && (
        <section className="two-factor-panel" aria-labelledby="two-factor-state">
          <h3 id="two-factor-state">
            Two-factor sign-in is <strong className={status.enabled ? "two-factor-on" : "two-factor-off"}>{status.enabled ? "on" : "off"}</strong>
          </h3>
          {status.enabled ? (
            <>
              <p>
                Since {formatDateTime(status.enabledAt!)}, signing in asks for a code from your authenticator app after the password.{" "}
                {status.recoveryCodesLeft === 1 ? "1 recovery code is" : `${status.recoveryCodesLeft} recovery codes are`} left.
              </p>
              {status.recoveryCodesLeft <= 3 && <p className="two-factor-warning">Few recovery codes are left: make new ones before they run out.</p>}
              <div className="two-factor-actions">
                <button type="button" className="button-plain" onClick={() => setAsking("regenerate")}>
                  New recovery codes
                </button>
                <button type="button" className="button-danger" onClick={() => setAsking("disable")}>
                  Turn off
                </button>
              </div>
            </>
          ) : (
            <>
              <p>
                With two-factor sign-in, someone who learns your password still cannot sign in: they would also need the
                6-digit code your phone's authenticator app shows, which changes every 30 seconds.
              </p>
              <div className="two-factor-actions">
                <button type="button" className="button-primary" onClick={() => void start()} disabled={busy}>
                  Set up two-factor sign-in
                </button>
              </div>
            </>
          )}
        </section>
      )}
      <SessionsPanel />
      {asking && (
        <ProofDialog
          title={asking === "regenerate" ? "Make new recovery codes" : "Turn off two-factor sign-in"}
          submitLabel={asking === "regenerate" ? "Make new codes" : "Turn off"}
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
