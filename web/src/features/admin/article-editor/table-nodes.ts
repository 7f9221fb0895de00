import { Node, callOrReturn, getExtensionField, type Editor } from "@tiptap/core";
import { TextSelection, type Command } from "@tiptap/pm/state";
import { addColumnAfter, addRowAfter, deleteColumn, deleteRow, deleteTable, goToNextCell, isInTable, tableEditing } from "@tiptap/pm/tables";

/*
 * Tables, as the list allows them: rows in a head and a body, header and data cells, cells spanning rows or
 * columns. Built on prosemirror-tables (in @tiptap/pm) rather than @tiptap/extension-table, whose renderer
 * adds column widths and styles the list does not allow, and which is not published for this TipTap version.
 */

declare module "@tiptap/core" {
  // The declaration merges with TipTap's own, so its type parameters keep their names.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface NodeConfig<Options, Storage> {
    /** The part a node plays in a table, which prosemirror-tables reads from the schema. */
    tableRole?: "table" | "row" | "cell" | "header_cell";
  }
}

/** Marks a row of the table's head; rows are put back in `<thead>` and `<tbody>` when the body is saved. */
export const TABLE_HEAD_ROW = "data-table-head";

function spanAttribute(name: "colspan" | "rowspan") {
  return {
    default: 1,
    parseHTML: (element: HTMLElement) => Number(element.getAttribute(name) ?? 1) || 1,
    renderHTML: (attributes: Record<string, unknown>) => (attributes[name] === 1 ? {} : { [name]: attributes[name] }),
  };
}

const cellAttributes = () => ({
  colspan: spanAttribute("colspan"),
  rowspan: spanAttribute("rowspan"),
  // Used by prosemirror-tables when columns are added or removed; never written.
  colwidth: { default: null, parseHTML: () => null, rendered: false },
});

export const TableCell = Node.create({
  name: "tableCell",
  tableRole: "cell",
  content: "block+",
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: "td" }],
  renderHTML: ({ HTMLAttributes }) => ["td", HTMLAttributes, 0],
});

export const TableHeader = Node.create({
  name: "tableHeader",
  tableRole: "header_cell",
  content: "block+",
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: "th" }],
  renderHTML: ({ HTMLAttributes }) => ["th", HTMLAttributes, 0],
});

export const TableRow = Node.create({
  name: "tableRow",
  tableRole: "row",
  content: "(tableCell | tableHeader)*",
  addAttributes: () => ({
    head: {
      default: false,
      parseHTML: (element) => element.parentElement?.localName === "thead",
      renderHTML: ({ head }) => (head ? { [TABLE_HEAD_ROW]: "" } : {}),
    },
  }),
  parseHTML: () => [{ tag: "tr" }],
  renderHTML: ({ HTMLAttributes }) => ["tr", HTMLAttributes, 0],
});

const run = (editor: Editor, command: Command) => editor.commands.command(({ state, dispatch }) => command(state, dispatch));

export const Table = Node.create({
  name: "table",
  tableRole: "table",
  content: "tableRow+",
  group: "block",
  isolating: true,
  parseHTML: () => [{ tag: "table" }],
  renderHTML: () => ["table", ["tbody", 0]],
  extendNodeSchema(extension) {
    const context = { name: extension.name, options: extension.options, storage: extension.storage };
    return { tableRole: callOrReturn(getExtensionField(extension, "tableRole", context)) };
  },
  addProseMirrorPlugins: () => [tableEditing()],
  addKeyboardShortcuts() {
    return {
      // Tab moves to the next cell, and past the last one adds a row.
      Tab: () => {
        if (run(this.editor, goToNextCell(1))) return true;
        return isInTable(this.editor.state) && run(this.editor, addRowAfter) && run(this.editor, goToNextCell(1));
      },
      "Shift-Tab": () => run(this.editor, goToNextCell(-1)),
    };
  },
});

export const TABLE_NODES = [Table, TableRow, TableHeader, TableCell];

/** A three-by-three table with a head row, the cursor in its first cell. */
export function insertTable(editor: Editor) {
  const cell = (type: string) => ({ type, content: [{ type: "paragraph" }] });
  const row = (type: string, head: boolean) => ({ type: "tableRow", attrs: { head }, content: [cell(type), cell(type), cell(type)] });
  const table = { type: "table", content: [row("tableHeader", true), row("tableCell", false), row("tableCell", false)] };
  return editor
    .chain()
    .focus()
    .insertContent(table)
    .command(({ tr }) => {
      // The selection ends up after the new table: find the last table before it. Its first cell's paragraph
      // starts four steps in (table, row, cell, paragraph).
      let start: number | undefined;
      tr.doc.nodesBetween(0, tr.selection.from, (node, pos) => {
        if (node.type.name !== "table") return true;
        if (pos + node.nodeSize <= tr.selection.from) start = pos;
        return false;
      });
      if (start !== undefined) tr.setSelection(TextSelection.create(tr.doc, start + 4));
      return true;
    })
    .run();
}

/** What the toolbar can do to the table at the cursor. */
export const TABLE_ACTIONS = {
  addRow: addRowAfter,
  addColumn: addColumnAfter,
  deleteRow,
  deleteColumn,
  deleteTable,
} satisfies Record<string, Command>;

export function runTableAction(editor: Editor, action: keyof typeof TABLE_ACTIONS) {
  editor.commands.focus();
  return run(editor, TABLE_ACTIONS[action]);
}
