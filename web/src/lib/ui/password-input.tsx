import { useState, type InputHTMLAttributes, type Ref } from "react";
import "./password-input.css";
import { useT } from "../../i18n/login";

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  ref?: Ref<HTMLInputElement>;
  /** What the toggle shows or hides, so two fields in one form get distinct button names. */
  toggleLabel?: string;
}

/** A password input with a button that shows or hides what was typed (spec §2): the login page and user management. */
export function PasswordInput({ ref, toggleLabel: given, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const t = useT();
  const toggleLabel = given ?? t("admin.login.passwordWord");
  return (
    <div className="password-input">
      <input {...props} ref={ref} type={visible ? "text" : "password"} />
      <button
        type="button"
        className="password-toggle"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? t("admin.login.hide", { what: toggleLabel }) : t("admin.login.show", { what: toggleLabel })}
        aria-pressed={visible}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
          {visible && <path d="M4 20 20 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
        </svg>
      </button>
    </div>
  );
}
