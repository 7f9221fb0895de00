import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/admin/appearance",
  load: async () => (await import("./appearance-page")).AppearancePage,
  // The server lets administrators only change the look.
  nav: { index: 15, label: "admin.nav.appearance", menu: "side", order: 1.5, adminOnly: true },
});
