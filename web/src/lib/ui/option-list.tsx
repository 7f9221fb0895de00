/** The <option>s of a <select>, one per value with its label, in the order the record lists them. */
export function OptionList<T extends string>({ options }: { options: Record<T, string> }) {
  return (
    <>
      {(Object.entries(options) as [T, string][]).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
