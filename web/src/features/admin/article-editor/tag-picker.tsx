import { useId, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { useQuery } from "@apollo/client/react";
import { AdminEditorCreateTagDocument, AdminEditorTagsDocument } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import type { FieldControlProps } from "../../../lib/ui/form-field";
import { useFormMutation } from "../shared/use-form-mutation";
import type { PickedTag } from "./article-draft";
import { useT } from "../../../i18n/admin";

interface TagPickerProps {
  control: FieldControlProps;
  value: readonly PickedTag[];
  onChange(tags: PickedTag[]): void;
  disabled: boolean;
}

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;

/**
 * The article's tags as chips, and a text box that suggests the existing tags (a datalist, so the browser's
 * own autocomplete does the listing). Enter or a comma adds what was typed: the tag of that name, whatever
 * its letter case, or a new tag made on the spot. Backspace in the empty box takes the last chip off.
 */
export function TagPicker({ control, value, onChange, disabled }: TagPickerProps) {
  const listId = useId();
  const [text, setText] = useState("");
  const { data, refetch } = useQuery(AdminEditorTagsDocument, { context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network" });
  const { run, busy, errors } = useFormMutation(["name"] as const);
  const t = useT();
  const known = data?.tags ?? [];
  const offered = known.filter((tag) => !value.some((picked) => picked.id === tag.id));

  const add = (tag: PickedTag) => {
    if (!value.some((picked) => picked.id === tag.id)) onChange([...value, { id: tag.id, name: tag.name }]);
    setText("");
  };

  const addNamed = async (typed: string) => {
    const name = typed.trim();
    if (!name) return;
    const existing = known.find((tag) => sameName(tag.name, name));
    if (existing) return add(existing);
    const created = (await run(AdminEditorCreateTagDocument, { name }))?.createTag;
    if (created) {
      add(created);
      void refetch();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      // Enter would submit the article form; here it means "add this tag".
      event.preventDefault();
      void addNamed(text);
    } else if (event.key === "Backspace" && text === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    // A suggestion picked from the list arrives whole, not typed: add it at once.
    const picked = (event.nativeEvent as InputEvent).inputType === undefined || (event.nativeEvent as InputEvent).inputType === "insertReplacementText";
    const match = picked ? offered.find((tag) => tag.name === typed) : undefined;
    if (match) add(match);
    else setText(typed);
  };

  return (
    <div className="tag-picker">
      {value.length > 0 && (
        <ul className="tag-chips" aria-label={t("admin.tagPicker.label")}>
          {value.map((tag) => (
            <li key={tag.id} className="tag-chip">
              {tag.name}
              <button
                type="button"
                className="tag-chip-remove"
                aria-label={t("admin.tagPicker.remove", { name: tag.name })}
                disabled={disabled}
                onClick={() => onChange(value.filter((picked) => picked.id !== tag.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        {...control}
        list={listId}
        value={text}
        placeholder={value.length > 0 ? t("admin.tagPicker.another") : t("admin.tagPicker.first")}
        maxLength={50}
        disabled={disabled || busy}
        onChange={onInput}
        onKeyDown={onKeyDown}
      />
      <datalist id={listId}>
        {offered.map((tag) => (
          <option key={tag.id} value={tag.name} />
        ))}
      </datalist>
      {errors.name && (
        <p className="form-field-error" role="alert">
          {errors.name}
        </p>
      )}
    </div>
  );
}
