import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/nav",
  load: async () => (await import("./columns-page")).ColumnsPage,
  nav: { index: 2, label: "admin.nav.columns", menu: "side" },
});
