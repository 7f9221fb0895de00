import type { HeldPart } from "./body-html";
import { markupOutsideTheList } from "./markup-outside-the-list";

const KINDS: Record<string, string> = {
  p: "A paragraph", h1: "A heading", h2: "A heading", h3: "A heading", h4: "A heading", h5: "A heading", h6: "A heading",
  ul: "A list", ol: "A list", blockquote: "A quote", pre: "A code block", table: "A table", figure: "A figure",
};

const excerpt = (words: string) => (words.length > 60 ? `${words.slice(0, 59)}…` : words);

function HeldPartLine({ part }: { part: HeldPart }) {
  const kind = part.element === null ? "Text" : (KINDS[part.element] ?? `A <${part.element}> element`);
  const words = excerpt(part.text);
  const outside = markupOutsideTheList(part.html);
  return (
    <li>
      {kind}
      {words && <> starting “{words}”</>}
      {outside.length > 0 && (
        <>
          . It holds markup articles may not contain ({outside.join(", ")}): visitors never see it, and it is removed when
          the article is saved
        </>
      )}
      .
    </li>
  );
}

/** Says, when a body opens, which parts of it the editor keeps as they are rather than letting them be edited. */
export function HeldPartsNotice({ id, parts }: { id: string; parts: readonly HeldPart[] }) {
  if (parts.length === 0) return null;
  return (
    <div id={id} className="held-parts-notice" role="note">
      <p>
        <strong>{parts.length === 1 ? "One part of this article cannot be edited here." : `${parts.length} parts of this article cannot be edited here.`}</strong>{" "}
        The editor keeps {parts.length === 1 ? "it" : "them"} exactly as written, marked “Kept as it is”, and saves{" "}
        {parts.length === 1 ? "it" : "them"} with the rest. You can move or delete {parts.length === 1 ? "it" : "them"} and edit
        everything else.
      </p>
      <ul>
        {parts.map((part, index) => (
          <HeldPartLine key={index} part={part} />
        ))}
      </ul>
    </div>
  );
}
