import { useEffect, useRef, useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { LoginWithSecondFactorDocument } from "../../gql/login/graphql";
import { badInputField, errorMessage } from "../../lib/error-message";
import { useToast } from "../../lib/toast";
import { useT } from "../../i18n/login";

interface SecondFactorStepProps {
  challenge: string;
  onSignedIn(login: { name: string; token: string }): void;
  /** Back to the password: the challenge expired, wore out, or the person chose to. */
  onRestart(): void;
}

/** The sign-in's second step, after a right password: a code from the authenticator app or a recovery code. */
export function SecondFactorStep({ challenge, onSignedIn, onRestart }: SecondFactorStepProps) {
  const toast = useToast();
  const t = useT();
  const [loginWithCode] = useMutation(LoginWithSecondFactorDocument);
  const [code, setCode] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // The step replaces the password form: the focus would otherwise be lost with the button that was pressed.
  useEffect(() => input.current?.focus(), []);

  const refuse = (message: string) => {
    setInvalid(message);
    toast(message, "error");
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!code.trim()) return refuse(t("admin.login.enterCode"));
    setInvalid(null);
    setSubmitting(true);
    try {
      const { data } = await loginWithCode({ variables: { challenge, code: code.trim() } });
      if (!data) throw new Error("The sign-in answer had no data.");
      onSignedIn(data.loginWithSecondFactor);
    } catch (failure) {
      setSubmitting(false);
      setCode("");
      if (badInputField(failure)?.field === "challenge") {
        toast(errorMessage(failure), "error");
        return onRestart();
      }
      refuse(errorMessage(failure));
    }
  };

  return (
    <section className="login card" aria-labelledby="login-heading">
      <h1 id="login-heading">{t("admin.login.twoFactorTitle")}</h1>
      <p className="login-intro" id="login-second-factor-hint">
        {t("admin.login.enterCode")}
      </p>
      <form className="login-form" onSubmit={submit} noValidate>
        <div className={`field${invalid ? " field-invalid" : ""}`}>
          <label htmlFor="login-second-factor">{t("admin.login.code")}</label>
          <input
            id="login-second-factor"
            ref={input}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setInvalid(null);
            }}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={32}
            aria-required
            aria-invalid={Boolean(invalid)}
            aria-describedby={invalid ? "login-second-factor-error login-second-factor-hint" : "login-second-factor-hint"}
          />
          {invalid && (
            <p className="field-error" id="login-second-factor-error">
              {invalid}
            </p>
          )}
        </div>
        <button type="submit" className="button login-submit" disabled={submitting} aria-busy={submitting}>
          {submitting && <span className="spinner" aria-hidden="true" />}
          {t("admin.login.verify")}
        </button>
        <button type="button" className="login-restart" onClick={onRestart}>
          {t("admin.login.restart")}
        </button>
      </form>
    </section>
  );
}
