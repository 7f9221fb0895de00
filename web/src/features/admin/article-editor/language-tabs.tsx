import { useMutation, useQuery } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import type { MessageId } from "@lingui/core";
import { AdminAddArticleTranslationDocument, AdminArticleVersionsDocument, type ArticleStatus, type Language } from "../../../gql/admin/graphql";
import { useT } from "../../../i18n/admin";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useFailureToast } from "../shared/use-failure-toast";
import { ARTICLE_EDITOR_PATH } from "../shell/nav-entries";

/** The languages an article may be written in, in the order the tabs show them. */
const LANGUAGES: { language: Language; name: MessageId }[] = [
  { language: "ZH", name: "admin.editor.languages.zh" },
  { language: "EN", name: "admin.editor.languages.en" },
];

const STATE: Record<ArticleStatus, MessageId> = {
  DRAFT: "admin.editor.languages.draft",
  SCHEDULED: "admin.editor.languages.scheduled",
  PUBLISHED: "admin.editor.languages.published",
};

/**
 * The article's languages as tabs above the editor, each with its version's state (missing, draft, scheduled,
 * published). Each version is edited, saved and published on its own (one can go out before the other);
 * a missing one is started from this version's stored title, as a draft to write over.
 */
export function LanguageTabs({ articleId }: { articleId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const { data, error } = useQuery(AdminArticleVersionsDocument, { variables: { id: articleId }, context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network" });
  const [add, adding] = useMutation(AdminAddArticleTranslationDocument, { context: ADMIN_CONTEXT });
  useFailureToast(error ?? adding.error);
  const versions = data?.article.translations;
  if (!versions) return null;

  const start = async (language: Language) => {
    const title = versions.find((version) => version.id === articleId)?.title;
    const { data: added } = await add({ variables: { id: articleId, language, input: { title: title || t("admin.editor.languages.untitled") } } });
    if (added) navigate(`${ARTICLE_EDITOR_PATH}?id=${added.addArticleTranslation.id}`);
  };

  return (
    <nav className="language-tabs" aria-label={t("admin.editor.languages.label")}>
      {LANGUAGES.map(({ language, name }) => {
        const version = versions.find((candidate) => candidate.language === language);
        if (!version) {
          return (
            <button key={language} type="button" className="language-tab language-tab-missing" disabled={adding.loading} onClick={() => void start(language)}>
              <span className="language-tab-name">{t(name)}</span>
              <span className="language-tab-state">{t("admin.editor.languages.add")}</span>
            </button>
          );
        }
        const current = version.id === articleId;
        return (
          <button
            key={language}
            type="button"
            className={current ? "language-tab language-tab-current" : "language-tab"}
            aria-current={current ? "page" : undefined}
            onClick={() => current || navigate(`${ARTICLE_EDITOR_PATH}?id=${version.id}`)}
          >
            <span className="language-tab-name">{t(name)}</span>
            <span className={`language-tab-state language-tab-${version.status.toLowerCase()}`}>{t(STATE[version.status])}</span>
          </button>
        );
      })}
    </nav>
  );
}
