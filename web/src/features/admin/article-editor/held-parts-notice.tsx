import type { HeldPart } from "./body-html";
import { markupOutsideTheList } from "./markup-outside-the-list";
import { useT, type AdminMessageId } from "../../../i18n/admin";

const KINDS: Record<string, AdminMessageId> = {
  p: "admin.held.kind.paragraph", h1: "admin.held.kind.heading", h2: "admin.held.kind.heading", h3: "admin.held.kind.heading",
  h4: "admin.held.kind.heading", h5: "admin.held.kind.heading", h6: "admin.held.kind.heading",
  ul: "admin.held.kind.list", ol: "admin.held.kind.list", blockquote: "admin.held.kind.quote", pre: "admin.held.kind.code",
  table: "admin.held.kind.table", figure: "admin.held.kind.figure",
};

const excerpt = (words: string) => (words.length > 60 ? `${words.slice(0, 59)}…` : words);

function HeldPartLine({ part }: { part: HeldPart }) {
  const t = useT();
  const known = part.element === null ? "admin.held.kind.text" : KINDS[part.element];
  const kind = known ? t(known) : t("admin.held.kind.element", { element: part.element });
  const words = excerpt(part.text);
  const outside = markupOutsideTheList(part.html);
  const line = words ? t("admin.held.starting", { kind, words }) : kind;
  return <li>{outside.length > 0 ? t("admin.held.withMarkup", { line, markup: outside.join(", ") }) : t("admin.held.line", { line })}</li>;
}

/** Says, when a body opens, which parts of it the editor keeps as they are rather than letting them be edited. */
export function HeldPartsNotice({ id, parts }: { id: string; parts: readonly HeldPart[] }) {
  const t = useT();
  if (parts.length === 0) return null;
  return (
    <div id={id} className="held-parts-notice" role="note">
      <p>
        <strong>{t("admin.held.heading", { count: parts.length })}</strong> {t("admin.held.body", { count: parts.length })}
      </p>
      <ul>
        {parts.map((part, index) => (
          <HeldPartLine key={index} part={part} />
        ))}
      </ul>
    </div>
  );
}
