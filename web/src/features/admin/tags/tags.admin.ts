import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/admin/tags",
  load: async () => (await import("./tags-page")).TagsPage,
  // After column management in the left nav; index 6 is what the remembered nav stores for it.
  nav: { index: 6, label: "admin.nav.tags", menu: "side", order: 2.5 },
});
