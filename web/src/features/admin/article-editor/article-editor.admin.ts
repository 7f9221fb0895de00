import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/articleEdit",
  load: async () => (await import("./article-editor-page")).ArticleEditorPage,
});
