import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { bodyText, readingMinutes, wordCount } from "@shared/article-text";
import { useToast } from "../../../lib/toast";
import { FormField } from "../../../lib/ui/form-field";
import { UnsavedChangesGuard } from "../shared/unsaved-changes-guard";
import { useCanEdit } from "../shell/admin-user";
import {
  createInput,
  draftBeingWritten,
  draftOf,
  emptyDraft,
  isDirty,
  settingsDirty,
  WORKING_TEXTS,
  workingTextsFor,
  workingTextsOf,
  type ArticleDraft,
  type WorkingTexts,
} from "./article-draft";
import { ArticleHistory } from "./article-history";
import { ArticleFormBar } from "./article-form-bar";
import { describeSaveState } from "./save-state";
import { useAutosave, type CreatedByAutosave } from "./use-autosave";
import { useConfirm } from "../../../lib/ui/confirm-dialog";
import { CoverField } from "./cover-field";
import { describePublishState, instantOf, type PublishState } from "./publish-state";
import { RichTextEditor } from "./rich-text-editor";
import { TagPicker } from "./tag-picker";
import { PreviewLinkBox, usePreviewLink } from "./preview-link";
import { useSaveArticle } from "./use-save-article";
import { NewsletterPanel, useSendByEmail } from "./newsletter-panel";
import { useFormMutation } from "../shared/use-form-mutation";
import { AdminDiscardWorkingCopyDocument, type AdminArticleFieldsFragment } from "../../../gql/admin/graphql";
import { articlePath } from "../../../lib/article-path";
import { useFormat, useT, type Translate } from "../../../i18n/admin";

interface ArticleFormProps {
  /** The saved article, or undefined for a new one. */
  article?: AdminArticleFieldsFragment;
  /** Where a new article goes until the author picks another column. */
  columnId: number;
  /** The article columns to choose from. */
  columns: readonly { id: number; name: string }[];
  /** A new article was created (by a save or the first autosave): the page takes its address, keeping this form. */
  onCreated(id: number): void;
}

/** The body's size as readers will meet it. */
function BodyFigures({ html }: { html: string }) {
  const t = useT();
  const text = useMemo(() => bodyText(html), [html]);
  const words = wordCount(text);
  return (
    <p className="article-figures">
      {t("admin.editor.words", { count: words })} · {t("admin.editor.readingTime", { minutes: readingMinutes(text) })}
    </p>
  );
}

/** Where the article lives, and what changing the slug does. */
function permalinkHint(slug: string, status: PublishState["status"], t: Translate): string {
  const where = slug ? articlePath(slug) : "/posts/…";
  return status === "DRAFT" ? t("admin.editor.slugHintDraft", { where }) : t("admin.editor.slugHintLive", { where });
}

/** A new post's title until the author gives one: the draft needs a title to exist, the editor shows none. */
const UNTITLED = "Untitled";

/** The body the rich-text editor opened, and the working copy it came with; a new version reopens the editor (a restore). */
interface OpenedBody {
  html: string;
  kept: WorkingTexts;
  version: number;
}

/**
 * The article editor's form: texts, column, shown flag, cover and body. The texts are kept as the author
 * writes (autosave, into the working copy); Save draft or Update makes them live, sending only what changed.
 */
export function ArticleForm({ article, columnId, columns, onCreated }: ArticleFormProps) {
  const canEdit = useCanEdit();
  const toast = useToast();
  const t = useT();
  const format = useFormat();
  const bodyLabel = useId();
  // `saved` is the live article; `draft` what the author has, the working copy's texts included.
  const [saved, setSaved] = useState<ArticleDraft>(() => (article ? draftOf(article) : emptyDraft(columnId)));
  const [draft, setDraft] = useState(() => (article ? draftBeingWritten(article) : saved));
  const [body, setBody] = useState<OpenedBody>(() => ({ html: draft.content, kept: workingTextsOf(article), version: 0 }));
  const [articleId, setArticleId] = useState(article?.id);
  const { save, publish, unpublish, busy, errors, setErrors } = useSaveArticle();
  const { make: makePreviewLink, share: sharePreviewLink, link: previewLink, busy: sharing } = usePreviewLink();
  const [state, setState] = useState<PublishState>({ status: article?.status ?? "DRAFT", publishedAt: article?.publishedAt });
  // The author's local time to publish at; empty publishes at once.
  const [publishAt, setPublishAt] = useState("");
  const { sendByEmail, setSendByEmail } = useSendByEmail();
  const [historyOpen, setHistoryOpen] = useState(false);
  const { confirm, confirmDialog } = useConfirm();

  const onAutosaveCreated = useCallback(
    ({ article: created, input }: CreatedByAutosave) => {
      setArticleId(created.id);
      // The new draft holds what was sent; the title may be the stand-in, which the working copy then corrects.
      const { subtitle, summary, cover, content, isShow } = input;
      setSaved((current) => ({
        ...current,
        title: created.title,
        slug: created.slug,
        subtitle: subtitle ?? "",
        summary: summary ?? "",
        cover: cover ?? "",
        content: content ?? "",
        isShow: isShow ?? true,
        columnId: input.columnId,
      }));
      setDraft((current) => (current.slug === "" ? { ...current, slug: created.slug } : current));
      onCreated(created.id);
    },
    [onCreated],
  );
  const autosave = useAutosave({
    articleId,
    wanted: workingTextsFor(draft, saved),
    initial: body.kept,
    createInput: () => ({ ...createInput(draft), title: draft.title.trim() || UNTITLED }),
    onCreated: onAutosaveCreated,
    enabled: canEdit && !busy,
  });
  const textsDiffer = WORKING_TEXTS.some((field) => draft[field] !== saved[field]);
  const settingsDiffer = settingsDirty(draft, saved);
  const dirty = isDirty(draft, saved);

  // Ctrl+S (Cmd+S on a Mac) saves, wherever the focus is on the page, instead of saving the page as a file.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "s" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      form.current?.querySelector<HTMLButtonElement>('button[type="submit"]:not(:disabled)')?.click();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const set = <K extends keyof ArticleDraft>(field: K, value: ArticleDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Makes what changed live (a new article is created as a draft); answers the article's id, or undefined when refused. */
  const saveDraft = async (): Promise<number | undefined> => {
    // An autosave on its way finishes first, so it cannot land after this save and bring old text back.
    await autosave.settle();
    const id = autosave.articleId();
    const sent = draft;
    if (id !== undefined && !isDirty(sent, saved)) return id;
    const result = await save(id, sent, saved);
    if (!result) return undefined;
    autosave.markLive();
    // The slug as the server saved it (made from the title, or following a draft's new title), and the tags saved.
    setSaved({ ...sent, slug: result.slug, tags: result.tags });
    setDraft((current) => (current.slug === sent.slug ? { ...current, slug: result.slug } : current));
    if (id === undefined) {
      setArticleId(result.id);
      onCreated(result.id);
    }
    return result.id;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = await saveDraft();
    if (id === undefined) return;
    if (state.status === "DRAFT") toast(t("admin.editor.toast.draftSaved"), "success");
    else toast(draft.isShow ? t("admin.editor.toast.updated") : t("admin.editor.toast.updatedHidden"), "success");
  };

  const publishNow = async () => {
    const id = await saveDraft();
    const published = id === undefined ? undefined : await publish(id, instantOf(publishAt), sendByEmail);
    if (published) {
      setState(published);
      toast(published.status === "SCHEDULED" ? t("admin.editor.toast.scheduled", { state: describePublishState(published, draft.isShow, t, format.dateTime) }) : t("admin.editor.toast.published"), "success");
    }
  };

  const unpublishNow = async () => {
    const unpublished = articleId !== undefined && (await unpublish(articleId));
    if (unpublished) {
      setState(unpublished);
      toast(t("admin.editor.toast.unpublished"), "success");
    }
  };

  /** Opens the article as it is being written, in the public page's design, in a new tab. */
  const preview = async () => {
    // Opened now, while the click still counts as the author's, and pointed at the link once it exists.
    const tab = window.open("", "_blank");
    const kept = await autosave.settle(true);
    const id = autosave.articleId();
    const link = kept && id !== undefined ? await makePreviewLink(id) : undefined;
    if (!tab) return;
    if (!link) return tab.close();
    tab.opener = null;
    tab.location.href = link.url;
  };

  const openHistory = async () => {
    // What is in the editor is kept first: it is then a revision too, and a restore can be undone.
    if (await autosave.settle(true)) setHistoryOpen(true);
  };

  /** The editor takes the article's texts as the server now has them (a restore, a discard) and reopens the body. */
  const reopenTexts = (changed: AdminArticleFieldsFragment) => {
    const written = draftBeingWritten(changed);
    const kept = workingTextsOf(changed);
    setDraft((current) => ({ ...current, ...Object.fromEntries(WORKING_TEXTS.map((field) => [field, written[field]])) }));
    autosave.markKept(kept);
    setBody((current) => ({ html: written.content, kept, version: current.version + 1 }));
  };

  const discard = async () => {
    const id = autosave.articleId();
    const sure = id !== undefined && (await confirm({ title: t("admin.editor.discardTitle"), message: t("admin.editor.discardMessage"), confirmLabel: t("admin.editor.discard") }));
    if (!sure) return;
    await autosave.settle();
    const discarded = (await runDiscard(AdminDiscardWorkingCopyDocument, { id }))?.discardArticleWorkingCopy;
    if (discarded) {
      reopenTexts(discarded);
      toast(t("admin.editor.toast.discarded"), "success");
    }
  };
  const { run: runDiscard } = useFormMutation([] as const);

  const text = (field: "title" | "subtitle" | "summary") => ({
    value: draft[field],
    disabled: !canEdit,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  return (
    <form ref={form} className="article-form" onSubmit={submit} noValidate aria-busy={busy}>
      {/* The texts are kept as they are typed; only the settings can be lost by leaving. */}
      <UnsavedChangesGuard when={canEdit && (settingsDiffer || autosave.status.state === "failed")} what={t("admin.editor.settingsWhat")} />
      {confirmDialog}
      <ArticleFormBar
        saveState={describeSaveState({
          busy,
          autosave: autosave.status,
          exists: articleId !== undefined,
          status: state.status,
          typing: autosave.pending,
          textsDiffer,
          settingsDiffer,
          keptAt: article?.workingCopy ? new Date(article.workingCopy.savedAt) : undefined,
        }, t)}
        articleId={articleId}
        status={state.status}
        canEdit={canEdit}
        busy={busy}
        can={{ preview: articleId !== undefined || autosave.pending, share: !sharing, save: articleId === undefined || dirty, discard: textsDiffer }}
        schedules={Boolean(instantOf(publishAt) && new Date(instantOf(publishAt)!) > new Date())}
        on={{ preview, share: () => sharePreviewLink(articleId!), history: openHistory, discard, publish: publishNow, unpublish: unpublishNow }}
      />
      {previewLink && <PreviewLinkBox link={previewLink} />}
      {historyOpen && articleId !== undefined && (
        <ArticleHistory
          articleId={articleId}
          current={{ title: draft.title, content: draft.content }}
          canRestore={canEdit}
          onClose={() => setHistoryOpen(false)}
          onRestored={(restored, revision) => {
            reopenTexts(restored);
            setHistoryOpen(false);
            const time = format.dateTime(revision.savedAt);
            toast(state.status === "DRAFT" ? t("admin.editor.toast.restoredDraft", { time }) : t("admin.editor.toast.restoredLive", { time }), "success");
          }}
        />
      )}

      <div className="article-form-texts">
        <FormField label={t("admin.editor.title")} error={errors.title} required>
          {(control) => <input {...control} className="article-title-input" maxLength={200} {...text("title")} />}
        </FormField>
        <FormField label={t("admin.editor.subtitle")} error={errors.subtitle} hint={t("admin.editor.subtitleHint")}>
          {(control) => <input {...control} maxLength={200} {...text("subtitle")} />}
        </FormField>
        <FormField label={t("admin.editor.summary")} error={errors.summary} hint={t("admin.editor.summaryHint")}>
          {(control) => <textarea {...control} rows={3} maxLength={1000} {...text("summary")} />}
        </FormField>
      </div>

      <div className="article-form-side">
        <p className="article-publish-state">{describePublishState(state, draft.isShow, t, format.dateTime)}</p>
        <BodyFigures html={draft.content} />
        <FormField label={t("admin.tags.slug")} error={errors.slug} hint={permalinkHint(draft.slug, state.status, t)}>
          {(control) => (
            <input {...control} value={draft.slug} placeholder={t("admin.editor.slugPlaceholder")} maxLength={100} disabled={!canEdit} onChange={(event) => set("slug", event.target.value)} />
          )}
        </FormField>
        <FormField label={t("admin.nav.tags")} hint={t("admin.editor.tagsHint")}>
          {(control) => <TagPicker control={control} value={draft.tags} onChange={(tags) => set("tags", tags)} disabled={!canEdit} />}
        </FormField>
        <FormField label={t("admin.editor.column")} error={errors.columnId}>
          {(control) => (
            <select
              {...control}
              value={draft.columnId}
              disabled={!canEdit}
              onChange={(event) => set("columnId", Number(event.target.value))}
            >
              {columns.map((column) => (
                <option key={column.id} value={column.id}>
                  {column.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <label className="article-shown">
          <input type="checkbox" checked={draft.isShow} disabled={!canEdit} onChange={(event) => set("isShow", event.target.checked)} />
          {t("admin.editor.shown")}
        </label>
        <label className="article-shown">
          <input type="checkbox" checked={draft.featured} disabled={!canEdit} onChange={(event) => set("featured", event.target.checked)} />
          {t("admin.editor.featured")}
        </label>
        {state.status === "DRAFT" && (
          <FormField label={t("admin.editor.publishAt")} hint={t("admin.editor.publishAtHint")}>
            {(control) => (
              <input {...control} type="datetime-local" value={publishAt} disabled={!canEdit} onChange={(event) => setPublishAt(event.target.value)} />
            )}
          </FormField>
        )}
        <NewsletterPanel
          articleId={articleId}
          status={state.status}
          sendByEmail={sendByEmail}
          onSendByEmail={setSendByEmail}
          disabled={!canEdit || busy}
          saveDraft={saveDraft}
        />
        <CoverField value={draft.cover} onChange={(url) => set("cover", url)} disabled={!canEdit} error={errors.cover} />
      </div>

      <div className={errors.content ? "article-form-body form-field form-field-invalid" : "article-form-body form-field"}>
        <span className="form-field-label" id={bodyLabel}>
          {t("admin.editor.body")}
        </span>
        <RichTextEditor
          key={body.version}
          initialHtml={body.html}
          labelledBy={bodyLabel}
          describedBy={errors.content ? `${bodyLabel}-error` : undefined}
          invalid={Boolean(errors.content)}
          editable={canEdit}
          onReady={(html) => {
            // The body as the editor writes it out (the same body, in the browser's spelling of HTML) is what
            // the editor compares from now on: the live body's spelling when it opened the live body, and the
            // working copy's when it opened that, so opening alone never looks like a change.
            setDraft((current) => ({ ...current, content: html }));
            if (body.kept.content === null) setSaved((current) => ({ ...current, content: html }));
            else autosave.markKept({ ...body.kept, content: html });
          }}
          onChange={(html) => set("content", html)}
        />
        {errors.content && (
          <p id={`${bodyLabel}-error`} className="form-field-error">
            {errors.content}
          </p>
        )}
      </div>
    </form>
  );
}
