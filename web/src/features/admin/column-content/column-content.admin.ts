import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/navDetail",
  load: async () => (await import("./column-content-page")).ColumnContentPage,
});
