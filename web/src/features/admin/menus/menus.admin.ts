import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/admin/menus",
  load: async () => (await import("./menus-page")).MenusPage,
  // The server lets administrators only read and save the menus; beside Appearance, the other part of the site's look.
  nav: { index: 16, label: "admin.nav.menus", menu: "side", order: 1.6, adminOnly: true },
});
