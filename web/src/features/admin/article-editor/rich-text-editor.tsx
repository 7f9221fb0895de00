import { useEffect, useId, useMemo, useRef, useState } from "react";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import { opensNewContext, relWithNoopener } from "@shared/article-markup";
import type { UploadedImage } from "../../../lib/upload";
import { openBody, storedHtml } from "./body-html";
import { ARTICLE_IMAGE_SIZES, BODY_SCHEMA, EDITOR_EXTENSIONS } from "./editor-extensions";
import { EditorToolbar } from "./editor-toolbar";
import { HeldPartsNotice } from "./held-parts-notice";
import { ImageDialog } from "./image-dialog";
import { LinkDialog, type LinkChoice } from "./link-dialog";

interface RichTextEditorProps {
  initialHtml: string;
  /** The HTML to store for `initialHtml` once the editor has opened it: what "unchanged" looks like. */
  onReady(html: string): void;
  onChange(html: string): void;
  /** Id of the visible label. */
  labelledBy: string;
  /** Id of an error or hint about the body. */
  describedBy?: string;
  invalid?: boolean;
  editable: boolean;
}

interface LinkAttributes {
  href: string;
  target: string | null;
  rel: string | null;
  title: string | null;
}

/** The link at the cursor as the dialog shows it. */
function linkAtCursor(editor: Editor): LinkChoice {
  const { href, target } = editor.getAttributes("link") as Partial<LinkAttributes>;
  return { href: href ?? "", newTab: opensNewContext(target) };
}

/**
 * A link's attributes after the dialog: its own target, rel and title stay unless the author changed the
 * new-tab choice. A link made to open a new tab gets `noopener`, as the server would add.
 */
function linkAttributes(current: Partial<LinkAttributes>, { href, newTab }: LinkChoice): LinkAttributes {
  const kept = { href, target: current.target ?? null, rel: current.rel ?? null, title: current.title ?? null };
  if (newTab === opensNewContext(kept.target)) return kept;
  if (!newTab) return { ...kept, target: null };
  return { ...kept, target: "_blank", rel: relWithNoopener(kept.rel, "_blank") ?? null };
}

/** Adds a link over the selection, or the address itself as linked text when nothing is selected. */
function applyLink(editor: Editor, choice: LinkChoice) {
  const attrs = linkAttributes(editor.getAttributes("link"), choice);
  if (editor.state.selection.empty && !editor.isActive("link")) {
    editor
      .chain()
      .insertContent({ type: "text", text: choice.href, marks: [{ type: "link", attrs }] })
      .run();
  } else {
    editor.chain().extendMarkRange("link").setLink(attrs).run();
  }
}

function insertImage(editor: Editor, image: UploadedImage, alt: string) {
  editor
    .chain()
    .insertContent({
      type: "image",
      attrs: { src: image.url, srcset: image.srcset, sizes: ARTICLE_IMAGE_SIZES, alt, width: image.width, height: image.height },
    })
    .run();
}

/** The article body: a TipTap editor with its toolbar and the link and image dialogs. */
export function RichTextEditor({
  initialHtml,
  onReady,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
  editable,
}: RichTextEditorProps) {
  const contentId = useId();
  const noticeId = useId();
  // Opened once: later changes to `initialHtml` must not reach the editor.
  const [opened] = useState(() => openBody(initialHtml, BODY_SCHEMA));
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);
  // The dialog gives the focus back to the toolbar button that opened it; after an edit it belongs in the text.
  const refocus = useRef(false);

  const describedIds = [opened.held.length > 0 ? noticeId : "", describedBy ?? ""].filter(Boolean).join(" ");
  const editorProps = useMemo(
    () => ({
      attributes: {
        id: contentId,
        class: "rich-text-content",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedIds ? { "aria-describedby": describedIds } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
      },
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        if (event.key.toLowerCase() !== "k" || !(event.ctrlKey || event.metaKey)) return false;
        event.preventDefault();
        setDialog("link");
        return true;
      },
    }),
    [contentId, labelledBy, describedIds, invalid],
  );

  const editor = useEditor({
    extensions: EDITOR_EXTENSIONS,
    content: opened.content,
    editable,
    editorProps,
    onCreate: ({ editor: created }) => onReady(storedHtml(created.state.doc, created.schema)),
    onUpdate: ({ editor: changed }) => onChange(storedHtml(changed.state.doc, changed.schema)),
  });

  // Rights arrive after the editor is made (`me` answers later); not an edit, so no update is emitted.
  useEffect(() => {
    if (editor && editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);

  useEffect(() => {
    if (dialog !== null || !refocus.current) return;
    refocus.current = false;
    editor?.commands.focus();
  }, [dialog, editor]);

  if (!editor) return null;
  const done = () => {
    refocus.current = true;
    setDialog(null);
  };

  return (
    <div className={invalid ? "rich-text rich-text-invalid" : "rich-text"}>
      <EditorToolbar
        editor={editor}
        controls={contentId}
        disabled={!editable}
        onLink={() => setDialog("link")}
        onImage={() => setDialog("image")}
      />
      <HeldPartsNotice id={noticeId} parts={opened.held} />
      <EditorContent editor={editor} />
      {dialog === "link" && (
        <LinkDialog
          initial={linkAtCursor(editor)}
          onApply={(choice) => {
            applyLink(editor, choice);
            done();
          }}
          onRemove={
            editor.isActive("link")
              ? () => {
                  editor.chain().extendMarkRange("link").unsetLink().run();
                  done();
                }
              : undefined
          }
          onClose={done}
        />
      )}
      {dialog === "image" && (
        <ImageDialog
          onInsert={(image, alt) => {
            insertImage(editor, image, alt);
            done();
          }}
          onClose={done}
        />
      )}
    </div>
  );
}
