import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/admin/export",
  load: async () => (await import("./export-page")).ExportPage,
  // The exports hold every article, drafts too, and visitors' e-mail addresses: administrators only.
  nav: { index: 9, label: "admin.nav.export", menu: "side", adminOnly: true },
});
