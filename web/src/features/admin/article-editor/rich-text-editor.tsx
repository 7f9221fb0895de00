import { useEffect, useId, useMemo, useRef, useState } from "react";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import type { UploadedImage } from "../../../lib/upload";
import { ARTICLE_IMAGE_SIZES, EDITOR_EXTENSIONS } from "./editor-extensions";
import { EditorToolbar } from "./editor-toolbar";
import { ImageDialog } from "./image-dialog";
import { LinkDialog } from "./link-dialog";

interface RichTextEditorProps {
  initialHtml: string;
  /** The editor's own HTML for `initialHtml` once it has parsed it: what "unchanged" looks like. */
  onReady(html: string): void;
  onChange(html: string): void;
  /** Id of the visible label. */
  labelledBy: string;
  /** Id of an error or hint about the body. */
  describedBy?: string;
  invalid?: boolean;
  editable: boolean;
}

/** Adds a link over the selection, or the address itself as linked text when nothing is selected. */
function applyLink(editor: Editor, href: string) {
  if (editor.state.selection.empty && !editor.isActive("link")) {
    editor
      .chain()
      .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
      .run();
  } else {
    editor.chain().extendMarkRange("link").setLink({ href }).run();
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
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);
  // The dialog gives the focus back to the toolbar button that opened it; after an edit it belongs in the text.
  const refocus = useRef(false);

  const editorProps = useMemo(
    () => ({
      attributes: {
        id: contentId,
        class: "rich-text-content",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
      },
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        if (event.key.toLowerCase() !== "k" || !(event.ctrlKey || event.metaKey)) return false;
        event.preventDefault();
        setDialog("link");
        return true;
      },
    }),
    [contentId, labelledBy, describedBy, invalid],
  );

  const editor = useEditor({
    extensions: EDITOR_EXTENSIONS,
    content: initialHtml,
    editable,
    editorProps,
    onCreate: ({ editor: created }) => onReady(created.getHTML()),
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
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
      <EditorContent editor={editor} />
      {dialog === "link" && (
        <LinkDialog
          initialHref={(editor.getAttributes("link").href as string | undefined) ?? ""}
          onApply={(href) => {
            applyLink(editor, href);
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
