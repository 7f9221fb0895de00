import { useState } from "react";

/**
 * A form's text values, one per field, and `bind(field)` giving an input its value, change handler and
 * disabled state (while the form is busy): `<input {...control} {...bind("name")} />`.
 */
export function useFieldValues<Field extends string>(initial: Record<Field, string>, busy: boolean) {
  const [values, setValues] = useState(initial);
  const bind = (field: Field) => ({
    value: values[field],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
  });
  return { values, setValues, bind };
}
