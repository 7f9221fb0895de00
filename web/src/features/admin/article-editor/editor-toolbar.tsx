import { Fragment, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useEditorState, type Editor } from "@tiptap/react";
import { insertTable, runTableAction } from "./table-nodes";
import { BulletListIcon, CodeBlockIcon, ImageIcon, LinkIcon, OrderedListIcon, QuoteIcon, RedoIcon, TableIcon, UndoIcon } from "./toolbar-icons";
import { useT } from "../../../i18n/admin";

interface Tool {
  label: string;
  content: ReactNode;
  run(): void;
  /** A format that is on or off at the cursor; actions (image, undo) have no pressed state. */
  pressed?: boolean;
  disabled?: boolean;
  /** As aria-keyshortcuts writes it, e.g. "Control+B". */
  keys?: string;
}

interface EditorToolbarProps {
  editor: Editor;
  /** Id of the editable area the toolbar acts on. */
  controls: string;
  onLink(): void;
  onImage(): void;
  disabled: boolean;
}

/**
 * The body's formatting toolbar. It is one tab stop (the ARIA toolbar pattern): arrow keys, Home and End
 * move between its buttons. Pressed states follow the cursor through `useEditorState`, which re-renders only
 * when one of them changes.
 */
export function EditorToolbar({ editor, controls, onLink, onImage, disabled }: EditorToolbarProps) {
  const t = useT();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      link: current.isActive("link"),
      codeBlock: current.isActive("codeBlock"),
      inTable: current.isActive("table"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const groups: Tool[][] = [
    [
      // The name holds the visible "H2", so a speech user can say what they see.
      { label: t("admin.toolbar.h2"), content: "H2", pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
      { label: t("admin.toolbar.h3"), content: "H3", pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    ],
    [
      { label: t("admin.toolbar.bold"), content: <b>B</b>, pressed: state.bold, keys: "Control+B", run: () => chain().toggleBold().run() },
      { label: t("admin.toolbar.italic"), content: <i>I</i>, pressed: state.italic, keys: "Control+I", run: () => chain().toggleItalic().run() },
    ],
    [
      { label: t("admin.toolbar.bulletList"), content: <BulletListIcon />, pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
      { label: t("admin.toolbar.orderedList"), content: <OrderedListIcon />, pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
      { label: t("admin.toolbar.quote"), content: <QuoteIcon />, pressed: state.blockquote, run: () => chain().toggleBlockquote().run() },
      { label: t("admin.toolbar.codeBlock"), content: <CodeBlockIcon />, pressed: state.codeBlock, run: () => chain().toggleCodeBlock().run() },
    ],
    [
      { label: t("admin.toolbar.link"), content: <LinkIcon />, pressed: state.link, keys: "Control+K", run: onLink },
      { label: t("admin.toolbar.image"), content: <ImageIcon />, run: onImage },
      { label: t("admin.toolbar.table"), content: <TableIcon />, disabled: state.inTable, run: () => insertTable(editor) },
    ],
    // Shown only while the cursor is in a table.
    ...(state.inTable
      ? [
          [
            { label: t("admin.toolbar.addRow"), content: t("admin.toolbar.addRowShort"), run: () => runTableAction(editor, "addRow") },
            { label: t("admin.toolbar.addColumn"), content: t("admin.toolbar.addColumnShort"), run: () => runTableAction(editor, "addColumn") },
            { label: t("admin.toolbar.deleteRow"), content: t("admin.toolbar.deleteRowShort"), run: () => runTableAction(editor, "deleteRow") },
            { label: t("admin.toolbar.deleteColumn"), content: t("admin.toolbar.deleteColumnShort"), run: () => runTableAction(editor, "deleteColumn") },
            { label: t("admin.toolbar.deleteTable"), content: t("admin.toolbar.deleteTableShort"), run: () => runTableAction(editor, "deleteTable") },
          ],
        ]
      : []),
    [
      { label: t("admin.toolbar.undo"), content: <UndoIcon />, disabled: !state.canUndo, keys: "Control+Z", run: () => chain().undo().run() },
      { label: t("admin.toolbar.redo"), content: <RedoIcon />, disabled: !state.canRedo, keys: "Control+Shift+Z", run: () => chain().redo().run() },
    ],
  ];
  const tools = groups.flat();
  const bar = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // The table's buttons come and go with the cursor, so the remembered button may be gone.
  const tabStop = current < tools.length && !tools[current].disabled ? current : 0;

  const onKeyDown = (event: KeyboardEvent) => {
    const buttons = [...(bar.current?.querySelectorAll<HTMLButtonElement>("button:not(:disabled)") ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const target = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (target === undefined || buttons.length === 0) return;
    event.preventDefault();
    buttons[(target + buttons.length) % buttons.length].focus();
  };

  return (
    <div ref={bar} className="editor-toolbar" role="toolbar" aria-label={t("admin.toolbar.label")} aria-controls={controls} onKeyDown={onKeyDown}>
      {groups.map((group, groupIndex) => (
        <Fragment key={group[0].label}>
          {groupIndex > 0 && <span className="editor-toolbar-separator" role="separator" aria-orientation="vertical" />}
          {group.map((tool) => {
            const position = tools.indexOf(tool);
            return (
              <button
                key={tool.label}
                type="button"
                className="editor-tool"
                aria-label={tool.label}
                aria-pressed={tool.pressed}
                aria-keyshortcuts={tool.keys}
                title={tool.keys ? `${tool.label} (${tool.keys.replace("Control", "Ctrl")})` : tool.label}
                tabIndex={position === tabStop ? 0 : -1}
                disabled={disabled || tool.disabled}
                onFocus={() => setCurrent(position)}
                // Keeps the editor's selection: a mousedown on the button would otherwise take the focus first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={tool.run}
              >
                {tool.content}
              </button>
            );
          })}
        </Fragment>
      ))}
    </div>
  );
}
