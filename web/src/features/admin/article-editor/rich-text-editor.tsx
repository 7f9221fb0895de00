import { useEffect, useId, useMemo, useRef, useState } from "react";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import { TextSelection } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import { opensNewContext, relWithNoopener } from "@shared/article-markup";
import { IMAGE_TYPES, type UploadedImage } from "../../../lib/upload";
import { UploadProgress } from "../../../lib/ui/upload-progress";
import { useImageUpload } from "../shared/use-image-upload";
import { openBody, storedHtml } from "./body-html";
import { ARTICLE_IMAGE_SIZES, BODY_SCHEMA, EDITOR_EXTENSIONS } from "./editor-extensions";
import { EditorToolbar } from "./editor-toolbar";
import { HeldPartsNotice } from "./held-parts-notice";
import { altFromFileName } from "./alt-from-file-name";
import { ImageDialog } from "./image-dialog";
import { LinkDialog, type LinkChoice } from "./link-dialog";
import { useT } from "../../../i18n/admin";

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

/** The images among pasted or dropped files, in the types the server takes. */
function imageFiles(files: FileList | undefined | null): File[] {
  return Array.from(files ?? []).filter((file) => IMAGE_TYPES.split(",").includes(file.type));
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
  // Pasted or dropped images go up one after another, each inserted where the cursor is when it arrives.
  const { upload, progress, cancel } = useImageUpload();
  const t = useT();
  const editorRef = useRef<Editor | null>(null);
  const insertFiles = async (files: File[]) => {
    for (const file of files) {
      const image = await upload(file);
      if (!image || !editorRef.current) return;
      insertImage(editorRef.current, image, altFromFileName(file.name));
    }
  };
  const insertFilesRef = useRef(insertFiles);
  insertFilesRef.current = insertFiles;

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
      handlePaste: (_view: unknown, event: ClipboardEvent) => {
        const files = imageFiles(event.clipboardData?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        void insertFilesRef.current(files);
        return true;
      },
      handleDrop: (view: EditorView, event: DragEvent, _slice: unknown, moved: boolean) => {
        const files = moved ? [] : imageFiles(event.dataTransfer?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        // The image goes where it was dropped, not where the cursor was.
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
        if (at) view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(at.pos))));
        void insertFilesRef.current(files);
        return true;
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

  editorRef.current = editor;

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
      {progress !== null && <UploadProgress fraction={progress} label={t("admin.image.uploading")} onCancel={cancel} />}
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
