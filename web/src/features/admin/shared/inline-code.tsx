/**
 * A message whose `backticked` parts are names to type as they are (CSS constructs, CSV column names), shown as
 * code: set apart for the reader, and left untranslated in every language.
 */
export function InlineCode({ text }: { text: string }) {
  return <>{text.split("`").map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}
