import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { bodyText, readingMinutes, wordCount } from "@shared/article-text";
import type { AdminArticleFieldsFragment } from "../../../gql/admin/graphql";
import { useToast } from "../../../lib/toast";
import { FormField } from "../../../lib/ui/form-field";
import { UnsavedChangesGuard } from "../shared/unsaved-changes-guard";
import { useCanEdit } from "../shell/admin-user";
import { draftOf, emptyDraft, isDirty, type ArticleDraft } from "./article-draft";
import { CoverField } from "./cover-field";
import { describePublishState, instantOf, type PublishState } from "./publish-state";
import { RichTextEditor } from "./rich-text-editor";
import { TagPicker } from "./tag-picker";
import { PreviewLinkBox, usePreviewLink } from "./preview-link";
import { useSaveArticle } from "./use-save-article";
import { articlePath } from "../../../lib/article-path";

interface ArticleFormProps {
  /** The saved article, or undefined for a new one. */
  article?: AdminArticleFieldsFragment;
  /** Where a new article goes until the author picks another column. */
  columnId: number;
  /** The article columns to choose from. */
  columns: readonly { id: number; name: string }[];
  /** A new article was created: the page moves to its address. */
  onCreated(id: number): void;
}

/** The body's size as readers will meet it. */
function BodyFigures({ html }: { html: string }) {
  const text = useMemo(() => bodyText(html), [html]);
  const words = wordCount(text);
  return (
    <p className="article-figures">
      {words === 1 ? "1 word" : `${words} words`} · {readingMinutes(text)} min read
    </p>
  );
}

/** Where the article lives, and what changing the slug does. */
function permalinkHint(slug: string, status: PublishState["status"]): string {
  const where = slug ? articlePath(slug) : "/posts/…";
  return status === "DRAFT" ? `${where}; follows the title until you change it` : `${where}; the old address redirects after a change`;
}

/** The article editor's form: texts, column, shown flag, cover and body; Save sends only what changed. */
export function ArticleForm({ article, columnId, columns, onCreated }: ArticleFormProps) {
  const canEdit = useCanEdit();
  const toast = useToast();
  const bodyLabel = useId();
  const [saved, setSaved] = useState<ArticleDraft>(() => (article ? draftOf(article) : emptyDraft(columnId)));
  const [draft, setDraft] = useState(saved);
  // The editor reads its content once; later changes to `saved` must not reach it.
  const [initialHtml] = useState(saved.content);
  const [createdId, setCreatedId] = useState<number>();
  const { save, publish, unpublish, busy, errors, setErrors } = useSaveArticle(article?.id);
  const dirty = isDirty(draft, saved);
  const { make: makePreviewLink, link: previewLink, busy: sharing } = usePreviewLink(article?.id);
  const [state, setState] = useState<PublishState>({ status: article?.status ?? "DRAFT", publishedAt: article?.publishedAt });
  // The author's local time to publish at; empty publishes at once.
  const [publishAt, setPublishAt] = useState("");

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

  // After the guard has seen the saved state (its effects run first, as a child's do), so it lets this through.
  useEffect(() => {
    if (createdId !== undefined) onCreated(createdId);
  }, [createdId, onCreated]);

  const set = <K extends keyof ArticleDraft>(field: K, value: ArticleDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Saves what changed (a new article is created as a draft); answers the article's id, or undefined when refused. */
  const saveDraft = async (): Promise<number | undefined> => {
    const sent = draft;
    if (article && !dirty) return article.id;
    const result = await save(sent, saved);
    if (!result) return undefined;
    // The slug as the server saved it (made from the title, or following a draft's new title), and the tags saved.
    setSaved({ ...sent, slug: result.slug, tags: result.tags });
    setDraft((current) => (current.slug === sent.slug ? { ...current, slug: result.slug } : current));
    return result.id;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = await saveDraft();
    if (id === undefined) return;
    if (state.status === "DRAFT") toast("Draft saved; visitors do not see it yet.", "success");
    else toast(draft.isShow ? "Article saved and shown on the site." : "Article saved; it is hidden from visitors.", "success");
    if (!article) setCreatedId(id);
  };

  const publishNow = async () => {
    const id = await saveDraft();
    const published = id === undefined ? undefined : await publish(id, instantOf(publishAt));
    if (published) {
      setState(published);
      toast(published.status === "SCHEDULED" ? `${describePublishState(published, draft.isShow)}.` : "Article published.", "success");
    }
    if (!article && id !== undefined) setCreatedId(id);
  };

  const unpublishNow = async () => {
    const unpublished = article && (await unpublish(article.id));
    if (unpublished) {
      setState(unpublished);
      toast("Article returned to the drafts: visitors no longer see it.", "success");
    }
  };

  const text = (field: "title" | "subtitle" | "summary") => ({
    value: draft[field],
    disabled: !canEdit,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  return (
    <form ref={form} className="article-form" onSubmit={submit} noValidate aria-busy={busy}>
      <UnsavedChangesGuard when={dirty && canEdit} what="this article" />
      <div className="article-form-bar">
        <p className="article-form-status" role="status">
          {busy ? "Saving…" : dirty ? "Unsaved changes" : article ? "All changes saved" : "Not saved yet"}
        </p>
        {article && (
          <a className="button-plain" href={`/detail?id=${article.id}`} target="_blank" rel="noopener">
            Preview<span className="visually-hidden"> the saved article (opens in a new tab)</span>
          </a>
        )}
        {article && canEdit && (
          <button type="button" className="button-plain" disabled={sharing} onClick={() => void makePreviewLink()}>
            Share preview
          </button>
        )}
        <button type="submit" className="button-plain" disabled={!canEdit || busy || (article !== undefined && !dirty)} aria-keyshortcuts="Control+S Meta+S">
          {state.status === "DRAFT" ? "Save draft" : "Save"}
        </button>
        {state.status === "DRAFT" ? (
          <button type="button" className="button-primary" disabled={!canEdit || busy} onClick={publishNow}>
            {instantOf(publishAt) && new Date(instantOf(publishAt)!) > new Date() ? "Schedule" : "Publish"}
          </button>
        ) : (
          <button type="button" className="button-plain" disabled={!canEdit || busy || !article} onClick={unpublishNow}>
            Unpublish
          </button>
        )}
      </div>
      {previewLink && <PreviewLinkBox link={previewLink} />}

      <div className="article-form-texts">
        <FormField label="Title" error={errors.title} required>
          {(control) => <input {...control} className="article-title-input" maxLength={200} {...text("title")} />}
        </FormField>
        <FormField label="Subtitle" error={errors.subtitle} hint="Shown under the title on the article page">
          {(control) => <input {...control} maxLength={200} {...text("subtitle")} />}
        </FormField>
        <FormField label="Summary" error={errors.summary} hint="Shown in the list of articles on the home page">
          {(control) => <textarea {...control} rows={3} maxLength={1000} {...text("summary")} />}
        </FormField>
      </div>

      <div className="article-form-side">
        <p className="article-publish-state">{describePublishState(state, draft.isShow)}</p>
        <BodyFigures html={draft.content} />
        <FormField label="Permalink" error={errors.slug} hint={permalinkHint(draft.slug, state.status)}>
          {(control) => (
            <input {...control} value={draft.slug} placeholder="made from the title" maxLength={100} disabled={!canEdit} onChange={(event) => set("slug", event.target.value)} />
          )}
        </FormField>
        <FormField label="Tags" hint="Enter or a comma adds a tag; a new name creates it">
          {(control) => <TagPicker control={control} value={draft.tags} onChange={(tags) => set("tags", tags)} disabled={!canEdit} />}
        </FormField>
        <FormField label="Column" error={errors.columnId}>
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
          Shown to visitors
        </label>
        <label className="article-shown">
          <input type="checkbox" checked={draft.featured} disabled={!canEdit} onChange={(event) => set("featured", event.target.checked)} />
          Featured: first on the home page
        </label>
        {state.status === "DRAFT" && (
          <FormField label="Publish at" hint="Empty publishes at once; a future time schedules it">
            {(control) => (
              <input {...control} type="datetime-local" value={publishAt} disabled={!canEdit} onChange={(event) => setPublishAt(event.target.value)} />
            )}
          </FormField>
        )}
        <CoverField value={draft.cover} onChange={(url) => set("cover", url)} disabled={!canEdit} error={errors.cover} />
      </div>

      <div className={errors.content ? "article-form-body form-field form-field-invalid" : "article-form-body form-field"}>
        <span className="form-field-label" id={bodyLabel}>
          Body
        </span>
        <RichTextEditor
          initialHtml={initialHtml}
          labelledBy={bodyLabel}
          describedBy={errors.content ? `${bodyLabel}-error` : undefined}
          invalid={Boolean(errors.content)}
          editable={canEdit}
          onReady={(html) => {
            // The stored body as the editor writes it out (the same body, in the browser's spelling of HTML);
            // that is what "unchanged" means from now on.
            setSaved((current) => ({ ...current, content: html }));
            setDraft((current) => ({ ...current, content: html }));
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
