import "./ui.css";
import { useT } from "../../i18n/i18n";

interface SwitchProps {
  checked: boolean;
  onChange(checked: boolean): void;
  /** Read out by screen readers, e.g. "show Daily sentences". */
  label: string;
  disabled?: boolean;
  /** Says why the switch is disabled, e.g. for a view-only user. */
  title?: string;
}

/** An on/off toggle that reports the value it should become; the caller decides when it really changes. */
export function Switch({ checked, onChange, label, disabled = false, title }: SwitchProps) {
  const t = useT();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      className="switch"
      disabled={disabled}
      title={title}
      onClick={() => onChange(!checked)}
    >
      <span className="switch-knob" aria-hidden="true" />
      <span className="switch-text" aria-hidden="true">{checked ? t("admin.switch.on") : t("admin.switch.off")}</span>
    </button>
  );
}
