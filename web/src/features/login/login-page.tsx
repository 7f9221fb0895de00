import { useRef, useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useNavigate } from "react-router-dom";
import { LoginDocument } from "../../gql/login/graphql";
import { errorMessage } from "../../lib/error-message";
import { STORAGE_KEYS, writeStorage } from "../../lib/storage";
import { useToast } from "../../lib/toast";
import { usePageHead } from "../../lib/use-page-head";
import { PasswordInput } from "../../lib/ui/password-input";
import { CaptchaButton } from "../../lib/captcha/captcha-button";
import { fieldOfServerError, firstEmptyField, LOGIN_FIELDS, type LoginField, type LoginValues } from "./login-fields";
import { useCaptcha } from "../../lib/captcha/use-captcha";
import { secondFactorChallenge } from "./second-factor-challenge";
import { SecondFactorStep } from "./second-factor-step";
import { useT } from "../../i18n/login";
import "./login.css";

const EMPTY: LoginValues = { name: "", password: "", code: "" };

export function LoginPage() {
  const t = useT();
  usePageHead({ path: "/logup", title: t("admin.login.title"), indexable: false });
  const navigate = useNavigate();
  const toast = useToast();
  const { captcha, error: captchaError, size, refresh } = useCaptcha();
  const [login] = useMutation(LoginDocument);
  const [values, setValues] = useState(EMPTY);
  const [invalid, setInvalid] = useState<{ field: LoginField; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** Set once the password was right for an account that also asks for a code. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const inputs = { name: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null), code: useRef<HTMLInputElement>(null) };

  const change = (field: LoginField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (invalid?.field === field) setInvalid(null);
  };

  const flag = (field: LoginField, message: string) => {
    setInvalid({ field, message });
    toast(message, "error");
    const input = inputs[field].current;
    input?.scrollIntoView({ block: "center", behavior: "smooth" });
    input?.focus({ preventScroll: true });
  };

  const signedIn = (login: { name: string; token: string }) => {
    writeStorage(STORAGE_KEYS.loginFlag, "1");
    writeStorage(STORAGE_KEYS.userName, login.name);
    writeStorage(STORAGE_KEYS.token, login.token);
    setValues(EMPTY);
    // Replace: going back from the back-office should not land on a spent login form.
    navigate("/admin", { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const empty = firstEmptyField(values);
    if (empty) return flag(empty.field, t(empty.message));
    // Sent before its picture arrives, the code would answer no captcha at all, and spend the attempt.
    if (!captcha) return flag("code", t("admin.login.captchaNotYet"));

    setInvalid(null);
    setSubmitting(true);
    try {
      const { data } = await login({
        variables: { name: values.name.trim(), password: values.password, captcha: values.code.trim(), captchaId: captcha?.id },
      });
      // Without an error the answer always has data; the check only satisfies the type and lands in catch.
      if (!data) throw new Error("The login answer had no data.");
      signedIn(data.login);
    } catch (failure) {
      const waiting = secondFactorChallenge(failure);
      if (waiting) {
        // The password was right; the captcha is spent, and the password is not kept while the code is asked for.
        setValues((current) => ({ ...EMPTY, name: current.name }));
        setChallenge(waiting);
        setSubmitting(false);
        return;
      }
      const field = CombinedGraphQLErrors.is(failure) ? fieldOfServerError(failure.errors[0]?.extensions?.field) : null;
      if (field) setInvalid({ field, message: errorMessage(failure) });
      toast(errorMessage(failure), "error");
      // The server spends a captcha on every attempt, right or wrong.
      setValues((current) => ({ ...current, code: "" }));
      refresh();
      setSubmitting(false);
    }
  };

  const isInvalid = (field: LoginField) => invalid?.field === field;
  const fieldClass = (field: LoginField) => `field${isInvalid(field) ? " field-invalid" : ""}`;
  /** What every input of the form carries: its id, value and change handler, and its error for screen readers. */
  const inputProps = (field: LoginField) => ({
    id: `login-${field}`,
    ref: inputs[field],
    value: values[field],
    onChange: change(field),
    "aria-required": true,
    "aria-invalid": isInvalid(field),
    "aria-describedby": isInvalid(field) ? `login-${field}-error` : undefined,
  });
  const fieldError = (field: LoginField) =>
    isInvalid(field) && (
      <p className="field-error" id={`login-${field}-error`}>
        {invalid!.message}
      </p>
    );

  if (challenge) {
    const restart = () => {
      setChallenge(null);
      refresh();
    };
    return <SecondFactorStep challenge={challenge} onSignedIn={signedIn} onRestart={restart} />;
  }

  return (
    <section className="login card" aria-labelledby="login-heading">
      <h1 id="login-heading">{t("admin.login.title")}</h1>
      <p className="login-intro">{t("admin.login.intro")}</p>
      <form className="login-form" onSubmit={submit} noValidate>
        <div className={fieldClass("name")}>
          <label htmlFor="login-name">{t(LOGIN_FIELDS[0].label)}</label>
          <input {...inputProps("name")} autoComplete="username" placeholder={t("admin.login.namePlaceholder")} />
          {fieldError("name")}
        </div>
        <div className={fieldClass("password")}>
          <label htmlFor="login-password">{t(LOGIN_FIELDS[1].label)}</label>
          <PasswordInput {...inputProps("password")} autoComplete="current-password" />
          {fieldError("password")}
        </div>
        <div className={fieldClass("code")}>
          <label htmlFor="login-code">{t(LOGIN_FIELDS[2].label)}</label>
          <div className="captcha-row">
            <input {...inputProps("code")} autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={16} />
            <CaptchaButton captcha={captcha} error={captchaError} size={size} onRefresh={refresh} />
          </div>
          {fieldError("code")}
        </div>
        <button type="submit" className="button login-submit" disabled={submitting} aria-busy={submitting}>
          {submitting && <span className="spinner" aria-hidden="true" />}
          {t("admin.login.submit")}
        </button>
      </form>
    </section>
  );
}
