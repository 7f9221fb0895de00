import { useT, type AdminMessageId } from "../../../i18n/admin";

interface ChoiceFilterProps<V extends string> {
  /** The filter's visible label, already translated. */
  label: string;
  /** The first option's text (already translated): no filter. */
  anyLabel: string;
  value: V | undefined;
  /** Each option's value and the message id of its label, in the order shown. */
  options: Readonly<Record<V, AdminMessageId>>;
  onChange(value: V | undefined): void;
}

/** A back-office list's filter by one field: a labelled select of the field's values, with "any" first. */
export function ChoiceFilter<V extends string>({ label, anyLabel, value, options, onChange }: ChoiceFilterProps<V>) {
  const t = useT();
  return (
    <label>
      {label}
      <select value={value ?? ""} onChange={(event) => onChange((event.target.value || undefined) as V | undefined)}>
        <option value="">{anyLabel}</option>
        {(Object.entries(options) as [V, AdminMessageId][]).map(([option, id]) => (
          <option key={option} value={option}>
            {t(id)}
          </option>
        ))}
      </select>
    </label>
  );
}
