import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/admin/import",
  load: async () => (await import("./import-page")).ImportPage,
  // An import writes many articles and tags at once: administrators only, as the server insists too.
  nav: { index: 10, label: "admin.nav.import", menu: "side", adminOnly: true },
});
