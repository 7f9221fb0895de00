import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { AdminMenusDocument, AdminSaveMenuDocument, type AdminMenusQuery, type MenuItemKind, type MenuPage, type MenuPlace } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { badInputField } from "../../../lib/error-message";
import { useToast } from "../../../lib/toast";
import { useFailureToast, useReportFailure } from "../shared/use-failure-toast";
import { UnsavedChangesGuard } from "../shared/unsaved-changes-guard";
import { AdminPage } from "../shell/admin-page";
import { useT, type AdminMessageId } from "../../../i18n/admin";
import { canIndent, dropped, itemsOf, moved, newRow, positionsOf, rowsOf, withLevel, type MenuRow } from "./menu-rows";
import "../../../lib/ui/form.css";
import "./menus.css";

const PLACES: readonly { place: MenuPlace; title: AdminMessageId; hint: AdminMessageId }[] = [
  { place: "HEADER", title: "admin.menus.header", hint: "admin.menus.headerHint" },
  { place: "FOOTER", title: "admin.menus.footer", hint: "admin.menus.footerHint" },
];

const KINDS: readonly { kind: MenuItemKind; label: AdminMessageId }[] = [
  { kind: "PAGE", label: "admin.menus.kind.page" },
  { kind: "ARTICLE", label: "admin.menus.kind.article" },
  { kind: "TAG", label: "admin.menus.kind.tag" },
  { kind: "ADDRESS", label: "admin.menus.kind.address" },
];

const PAGES: readonly { page: MenuPage; label: AdminMessageId }[] = [
  { page: "HOME", label: "admin.menus.page.home" },
  { page: "ABOUT", label: "admin.menus.page.about" },
  { page: "GUESTBOOK", label: "admin.menus.page.guestbook" },
];

/** Menus (/admin/menus): the header's and the footer's menus, each edited as a list and saved whole. */
export function MenusPage() {
  const t = useT();
  const { data, loading, error, refetch } = useQuery(AdminMenusDocument, { context: ADMIN_CONTEXT, fetchPolicy: "network-only" });
  useFailureToast(error);
  const [announcement, setAnnouncement] = useState("");
  return (
    <AdminPage title={t("admin.nav.menus")} busy={loading} failed={!data && error ? { error, retry: refetch } : undefined}>
      <p className="form-field-hint">{t("admin.menus.intro")}</p>
      {data &&
        PLACES.map(({ place, title, hint }) => {
          const menu = data.menus.find((each) => each.place === place);
          // Keyed on what is saved, so that after a save the list holds what is now saved.
          return <MenuEditor key={`${place}:${JSON.stringify(menu?.items)}`} place={place} title={t(title)} hint={t(hint)} data={data} announce={setAnnouncement} />;
        })}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </AdminPage>
  );
}

interface MenuEditorProps {
  place: MenuPlace;
  title: string;
  hint: string;
  data: AdminMenusQuery;
  announce(message: string): void;
}

function MenuEditor({ place, title, hint, data, announce }: MenuEditorProps) {
  const t = useT();
  const toast = useToast();
  const client = useApolloClient();
  const report = useReportFailure();
  const saved = data.menus.find((menu) => menu.place === place)?.items ?? [];
  const [rows, setRows] = useState<MenuRow[]>(() => rowsOf(saved));
  const [errors, setErrors] = useState<{ key?: number; message: string }[]>([]);
  const [busy, setBusy] = useState(false);
  // The element to give focus once the rows are drawn anew: a moved row's control, or a new row's first field.
  const [focus, setFocus] = useState<string | undefined>();
  const dragging = useRef<number | undefined>(undefined);
  const headingId = `menu-${place.toLowerCase()}`;
  const changed = JSON.stringify(itemsOf(rows).items) !== JSON.stringify(itemsOf(rowsOf(saved)).items);
  const positions = positionsOf(rows);
  const labelOf = (row: MenuRow) => row.labelEn || row.labelZh || t("admin.menus.untitled");

  // After a move the row's control keeps focus (or, at an end of the list, its sibling that still can act).
  useEffect(() => {
    if (!focus) return;
    document.getElementById(focus)?.focus();
    setFocus(undefined);
  }, [focus]);

  const update = (index: number, change: Partial<MenuRow>) => setRows((was) => was.map((row, at) => (at === index ? { ...row, ...change } : row)));

  const controlOf = (key: number, control: string) => `menu-row-${key}-${control}`;

  /** Moves a row; focus stays on `keep` (the field a key was pressed in), else on the button, or its opposite at an end of the list. */
  const move = (index: number, step: -1 | 1, keep?: string) => {
    const next = moved(rows, index, step);
    if (!next) return;
    const row = rows[index]!;
    const at = next.indexOf(row);
    setRows(next);
    const stillMoves = moved(next, at, step) !== undefined;
    setFocus(keep ?? controlOf(row.key, stillMoves === (step === -1) ? "up" : "down"));
    announce(t("admin.menus.moved", { label: labelOf(row), position: positionsOf(next)[at]!, count: next.length }));
  };

  const nest = (index: number, level: 0 | 1, keep?: string) => {
    const row = rows[index]!;
    const next = withLevel(rows, index, level);
    setRows(next);
    setFocus(keep ?? controlOf(row.key, level === 1 ? "outdent" : "indent"));
    const parent = next.slice(0, index).findLast((each) => each.level === 0);
    announce(level === 1 && parent ? t("admin.menus.nested", { label: labelOf(row), parent: labelOf(parent) }) : t("admin.menus.unnested", { label: labelOf(row) }));
  };

  const remove = (index: number) => {
    const row = rows[index]!;
    // The items under a removed top item go under the one above it, or to the top when there is none.
    const next = rows.filter((_, at) => at !== index);
    const fixed = next[0]?.level === 1 ? withLevel(next, 0, 0) : next;
    setRows(fixed);
    const neighbour = fixed[Math.min(index, fixed.length - 1)];
    setFocus(neighbour ? controlOf(neighbour.key, "kind") : `${headingId}-add`);
    announce(t("admin.menus.removed", { label: labelOf(row) }));
  };

  const add = () => {
    const row = newRow();
    setRows((was) => [...was, row]);
    setFocus(controlOf(row.key, "kind"));
  };

  const keyDown = (index: number) => (event: KeyboardEvent) => {
    if (!event.altKey) return;
    const keep = (event.target as HTMLElement).id || undefined;
    const actions: Record<string, () => void> = {
      ArrowUp: () => move(index, -1, keep),
      ArrowDown: () => move(index, 1, keep),
      ArrowRight: () => canIndent(rows, index) && nest(index, 1, keep),
      ArrowLeft: () => rows[index]!.level === 1 && nest(index, 0, keep),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const drop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    const from = dragging.current;
    dragging.current = undefined;
    if (from === undefined || from === index) return;
    const row = rows[from]!;
    const next = dropped(rows, from, index);
    setRows(next);
    const at = next.indexOf(next.find((each) => each.key === row.key)!);
    announce(t("admin.menus.moved", { label: labelOf(row), position: positionsOf(next)[at]!, count: next.length }));
  };

  const save = async () => {
    const { items, keys } = itemsOf(rows);
    setBusy(true);
    setErrors([]);
    try {
      await client.mutate({ mutation: AdminSaveMenuDocument, variables: { place, items }, context: ADMIN_CONTEXT, refetchQueries: [AdminMenusDocument], awaitRefetchQueries: true });
      toast(t("admin.menus.saved", { menu: title }), "success");
    } catch (failure) {
      const bad = badInputField(failure);
      if (!bad) return report(failure);
      const key = keys[bad.field];
      setErrors([{ key, message: bad.message }]);
      if (key !== undefined) setFocus(controlOf(key, "kind"));
    } finally {
      setBusy(false);
    }
  };

  const menuError = errors.find((each) => each.key === undefined);
  return (
    <section className="menu-editor" aria-labelledby={headingId}>
      <UnsavedChangesGuard when={changed && !busy} what={title} />
      <h3 id={headingId}>{title}</h3>
      <p className="form-field-hint">{hint}</p>
      {rows.length === 0 && <p>{t("admin.menus.empty")}</p>}
      <ol className="menu-rows">
        {rows.map((row, index) => {
          const id = (control: string) => `menu-row-${row.key}-${control}`;
          const error = errors.find((each) => each.key === row.key);
          const legend = t(row.level === 1 ? "admin.menus.childItem" : "admin.menus.item", { position: positions[index]! });
          return (
            <li
              key={row.key}
              className={`menu-row menu-row-level-${row.level}${error ? " menu-row-invalid" : ""}`}
              onDragOver={(event) => event.preventDefault()}
              onDrop={drop(index)}
              onKeyDown={keyDown(index)}
            >
              <fieldset aria-describedby={error ? id("error") : undefined}>
                <legend>
                  <span
                    className="menu-row-handle"
                    draggable
                    title={t("admin.menus.drag")}
                    onDragStart={(event) => {
                      dragging.current = index;
                      event.dataTransfer.effectAllowed = "move";
                      event.dataTransfer.setData("text/plain", String(row.key));
                    }}
                    aria-hidden="true"
                  >
                    ⠿
                  </span>
                  {legend}
                </legend>
                <div className="menu-row-fields">
                  <div className="form-field">
                    <label htmlFor={id("kind")}>{t("admin.menus.kind")}</label>
                    <select id={id("kind")} value={row.kind} onChange={(event) => update(index, { kind: event.target.value as MenuItemKind })}>
                      {KINDS.map(({ kind, label }) => (
                        <option key={kind} value={kind}>
                          {t(label)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <TargetField row={row} id={id("target")} data={data} onChange={(change) => update(index, change)} />
                  <div className="form-field">
                    <label htmlFor={id("zh")}>{t("admin.menus.labelZh")}</label>
                    <input id={id("zh")} lang="zh-CN" value={row.labelZh} maxLength={60} onChange={(event) => update(index, { labelZh: event.target.value })} />
                  </div>
                  <div className="form-field">
                    <label htmlFor={id("en")}>{t("admin.menus.labelEn")}</label>
                    <input id={id("en")} lang="en" value={row.labelEn} maxLength={60} onChange={(event) => update(index, { labelEn: event.target.value })} />
                  </div>
                </div>
                <div className="menu-row-actions">
                  <button id={id("up")} type="button" className="button-plain" disabled={!moved(rows, index, -1)} onClick={() => move(index, -1)}>
                    {t("admin.menus.moveUp")}
                  </button>
                  <button id={id("down")} type="button" className="button-plain" disabled={!moved(rows, index, 1)} onClick={() => move(index, 1)}>
                    {t("admin.menus.moveDown")}
                  </button>
                  {row.level === 0 ? (
                    <button id={id("indent")} type="button" className="button-plain" disabled={!canIndent(rows, index)} onClick={() => nest(index, 1)}>
                      {t("admin.menus.indent")}
                    </button>
                  ) : (
                    <button id={id("outdent")} type="button" className="button-plain" onClick={() => nest(index, 0)}>
                      {t("admin.menus.outdent")}
                    </button>
                  )}
                  <button type="button" className="button-plain" onClick={() => remove(index)}>
                    {t("admin.menus.remove")}
                  </button>
                </div>
                {error && (
                  <p className="form-field-error" id={id("error")} role="alert">
                    {error.message}
                  </p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {menuError && (
        <p className="form-field-error" role="alert">
          {menuError.message}
        </p>
      )}
      <p className="form-field-hint">{t("admin.menus.keysHint")}</p>
      <div className="menu-editor-actions">
        <button id={`${headingId}-add`} type="button" className="button-secondary" onClick={add}>
          {t("admin.menus.add")}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void save()}>
          {t("admin.menus.save", { menu: title })}
        </button>
      </div>
    </section>
  );
}

/** What a row leads to, asked the way its kind needs: a page, an article or a tag from the site's, or an address. */
function TargetField({ row, id, data, onChange }: { row: MenuRow; id: string; data: AdminMenusQuery; onChange(change: Partial<MenuRow>): void }) {
  const t = useT();
  if (row.kind === "PAGE") {
    return (
      <div className="form-field">
        <label htmlFor={id}>{t("admin.menus.kind.page")}</label>
        <select id={id} value={row.page} onChange={(event) => onChange({ page: event.target.value as MenuPage })}>
          {PAGES.map(({ page, label }) => (
            <option key={page} value={page}>
              {t(label)}
            </option>
          ))}
        </select>
      </div>
    );
  }
  if (row.kind === "ARTICLE") {
    const articles = data.articles.items;
    return (
      <div className="form-field">
        <label htmlFor={id}>{t("admin.menus.kind.article")}</label>
        <select id={id} value={row.articleId ?? ""} onChange={(event) => onChange({ articleId: event.target.value ? Number(event.target.value) : null })}>
          <option value="">{t("admin.menus.pick")}</option>
          {row.articleId !== null && !articles.some((article) => article.id === row.articleId) && <option value={row.articleId}>{t("admin.menus.articleNumber", { id: row.articleId })}</option>}
          {articles.map((article) => (
            <option key={article.id} value={article.id}>
              {article.title}
            </option>
          ))}
        </select>
      </div>
    );
  }
  if (row.kind === "TAG") {
    return (
      <div className="form-field">
        <label htmlFor={id}>{t("admin.menus.kind.tag")}</label>
        <select id={id} value={row.tagSlug} onChange={(event) => onChange({ tagSlug: event.target.value })}>
          <option value="">{t("admin.menus.pick")}</option>
          {data.tags.map((tag) => (
            <option key={tag.id} value={tag.slug}>
              {tag.name}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <div className="form-field">
      <label htmlFor={id}>{t("admin.menus.kind.address")}</label>
      <input id={id} type="url" inputMode="url" placeholder="https://" value={row.url} onChange={(event) => onChange({ url: event.target.value })} />
    </div>
  );
}
